import { Option, type Command } from "commander";
import {
  MAX_BULK_CONTRACT_ROWS,
  contractFamilies,
  contractListFields,
  contractPerformerCategories,
  contractTemplateNames,
  payeeKinds,
  performanceTypes,
  unions,
} from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import {
  contractsBulkCreate,
  INTERRUPTED_EXIT,
  type ContractsBulkCreateOptions,
} from "./contracts-bulk-create.js";
import { bulkContractCsvColumns } from "./contracts-bulk-rows.js";
import { contractsList, type ContractsListOptions } from "./contracts-list.js";
import { contractsPdf, type ContractsPdfOptions } from "./contracts-pdf.js";
import { listHelp } from "./record-command-options.js";
import { formatOption } from "./users.js";

const collect = (value: string, previous: string[] = []) => [...previous, value];

const bulkHelp = `
The file is CSV with a header line and one row per talent. Columns (any order; only talent is required):
  ${bulkContractCsvColumns.join(",")}
talent: a person id (42) or a person number (PE0042). sessionFee and holdingFee are dollars (1250.50);
loanOutCompanyId and payeeAgencyId are company ids. A value in a row replaces the shared one for that row.
payeeKind: ${payeeKinds.join(", ")}.  performanceType: ${performanceTypes.join(", ")}.
performerCategory: ${contractPerformerCategories.join(", ")}.

Shared terms: --terms FILE.json (a BulkContractShared object: family, agreement, title, union,
contractDate, ..., assetIds), then each option given over it.
family: ${contractFamilies.join(", ")}.  union: ${unions.join(", ")}.
agreement: ${contractTemplateNames.join(", ")}.

Keys: a row's key makes a rerun safe: a row whose key already made a contract comes back as
"existing" and is not created again. Without a key column (or with the cell empty) the key is the
first 16 hex digits of the SHA-256 of the shared terms, the talent and the row's other values, so
running the same file with the same terms again gives the same keys. Changing the shared terms
changes those keys: give a key column if the terms may change between runs. Two identical rows
have the same key and are refused: add a key column to tell them apart.

Every row is checked here first; while any row is bad nothing is sent, and each problem is named by
its line (the header is line 1) and column. Then rows go in batches of --batch-size (at most ${MAX_BULK_CONTRACT_ROWS}),
--concurrency at a time; each batch is all or nothing on the server. A batch that meets a network
error, 429, 502, 503 or 504 is retried with exponential backoff (--retries times); a refusal is not.
Ctrl-C (or SIGTERM) lets the batches in flight finish and sends no more; a second Ctrl-C abandons
them. To resume, run the same command again. Progress goes to stderr (a bar in a terminal, a line
per batch otherwise); the per-row report to stdout, and with --report to a .json or .csv file
(the JSON one also lists each batch's tries and latency).
Exit status: 0 every row created or already there (or valid, with --dry-run), 1 a row was invalid
or a batch failed after its retries, 2 bad usage, ${INTERRUPTED_EXIT} interrupted.
Example: rightsdesk contracts bulk-create cast.csv --family UNION --agreement "PRINCIPAL COMMERCIAL"
  --union "SAG AFTRA" --title "Summer Spot :30" --contract-date 2026-01-15 --session-fee 1250 --asset ABCD1234000H`;

/** `rightsdesk contracts list|bulk-create|pdf`. */
export function registerContractCommands(program: Command, io: CliIo): void {
  const contracts = program
    .command("contracts")
    .description(
      "List contracts, create many at once from a CSV file, and draw one as a PDF (needs Contracts)",
    );

  contracts
    .command("list")
    .description("One page of contracts (or every page with --all), filtered and sorted")
    .option("--filter <filter>", 'PROPERTY OPERATOR VALUE, e.g. "title cn summer" (repeatable)', collect)
    .option("--case-sensitive", "match filter values with case")
    .option("--sort <field>", "field to sort on (default Id)")
    .option("--desc", "sort descending")
    .option("--page <number>", "page number, from 0")
    .option("--page-size <number>", "records per page (1-500, default 25)")
    .option("--all", "every page, not one (ignores --page and --page-size)")
    .option("--search <text>", "title, contract number or talent name contains TEXT")
    .option("--status <statuses>", 'one status or several, comma-separated, e.g. "Draft,Active"')
    .option("--family <families>", `one family or several, comma-separated (${contractFamilies.join(", ")})`)
    .option("--talent <name>", 'talent name contains NAME (same as --filter "talentName cn NAME")')
    .option("--expiring-before <date>", "expiration date before this day (YYYY-MM-DD)")
    .option("--expiring-within <days>", "expiration date from today (UTC) to today + DAYS, both included")
    .addOption(formatOption())
    .addHelpText(
      "after",
      listHelp(
        contractListFields,
        "rightsdesk contracts list --family UNION --expiring-within 30 --sort expirationDate",
      ),
    )
    .action((options: ContractsListOptions) => contractsList(options, io));

  contracts
    .command("bulk-create <file>")
    .description("Create one contract per talent row of a CSV file, with shared terms; safe to rerun")
    .option("--terms <file>", "shared terms as a JSON object (options below override it)")
    .option("--family <family>", "contract family")
    .option("--agreement <agreement>", "agreement template name")
    .option("--title <title>", "contract title (a row's title replaces it)")
    .option("--union <union>", "union")
    .option("--contract-date <date>", "contract date, YYYY-MM-DD")
    .option("--expiration-date <date>", "expiration date, YYYY-MM-DD")
    .option("--payee-kind <kind>", "who is paid")
    .option("--performer-category <category>", "performer category")
    .option("--performance-type <type>", "on camera, off camera or both")
    .option("--session-fee <dollars>", "session fee in dollars")
    .option("--holding-fee <dollars>", "holding fee in dollars")
    .option("--template-id <id>", "the template the contracts' PDFs are drawn from")
    .option("--asset <adIdOrId>", "link every contract to this asset, by Ad-ID or id (repeatable)", collect)
    .option("--batch-size <rows>", `rows per request (1-${MAX_BULK_CONTRACT_ROWS})`, "250")
    .option("--concurrency <n>", "requests in flight at once", "2")
    .option("--retries <n>", "retries of a batch after a transient failure", "5")
    .option("--report <file>", "also write the per-row report to FILE.json or FILE.csv")
    .option("--dry-run", "have the server check every row, and write nothing")
    .addOption(
      new Option("-f, --format <format>", "report format").choices(["table", "json"]).default("table"),
    )
    .addHelpText("after", bulkHelp)
    .action((file: string, options: ContractsBulkCreateOptions) => contractsBulkCreate(file, options, io));

  contracts
    .command("pdf <idOrNumber>")
    .description("Draw a contract from its template as a PDF, keep it on the contract, and save it here")
    .option("--out <file>", "where to write the PDF (default <contractNumber>.pdf here)")
    .addHelpText(
      "after",
      `
The contract is named by its id (42) or its number (CT00042). Placeholders the contract cannot fill
are marked in the PDF and listed as a warning on stderr.
Exit status: 0 the PDF was written, 1 an error (no such contract, no template, no session), 2 bad usage.
Example: rightsdesk contracts pdf CT00042 --out signed-ready.pdf`,
    )
    .action((idOrNumber: string, options: ContractsPdfOptions) => contractsPdf(idOrNumber, options, io));
}

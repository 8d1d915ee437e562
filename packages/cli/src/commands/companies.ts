import { Option, type Command } from "commander";
import { addressTypes, companyCountries, companyMainTypes, recordStatuses } from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import { companyCsvColumns } from "../import/read-company-csv.js";
import { PARTIAL_BATCH_SIZE } from "../import/send-company-import.js";
import { companiesImport, type CompaniesImportOptions } from "./companies-import.js";
import { companiesList, type CompaniesListOptions } from "./companies-list.js";
import { formatOption } from "./users.js";

const collect = (value: string, previous: string[] = []) => [...previous, value];

const listHelp = `
Fields: id, legalName, businessName, dbaName, mainType, subType, country, status, city,
        createdOn, updatedOn, archivedOn (dates YYYY-MM-DD).
Operators: eq nq cn nc sw ew in ni (text), lt gt lte gte eq nq in ni (numbers, dates).
Example: rightsdesk companies list --filter "legalName cn harbor" --filter "mainType eq ADVERTISER" --sort legalName`;

const importHelp = `
The file is CSV with a header line. Columns (any order; only legalName and mainType are required):
  ${companyCsvColumns.slice(0, 7).join(",")}
and, for a first address (addressType and line1 and city required when any is given):
  ${companyCsvColumns.slice(7).join(",")}
mainType: ${companyMainTypes.join(", ")}.
country: ${companyCountries.join(" or ")} (default ${companyCountries[0]}).  status: ${recordStatuses.join(", ")} (default ${recordStatuses[0]}).
subType: one of the main type's, e.g. FOOD for an ADVERTISER, CATERING for a VENDOR, VOICE for a CASTING COMPANY.
addressType: ${addressTypes.join(", ")}.
These values are read without case.

Every row is checked here first, then on the server. By default the import is all or nothing:
one bad row and nothing is written. --partial sends ${PARTIAL_BATCH_SIZE} rows per request and writes every good row.
Errors name the row by its line in the file (the header is line 1) and the column.
Progress goes to stderr (bars in a terminal, plain lines otherwise); the report to stdout.
Exit status: 0 every row imported (or valid, with --dry-run), 1 some row failed, 2 bad usage.`;

/** `rightsdesk companies list|import`. */
export function registerCompanyCommands(program: Command, io: CliIo): void {
  const companies = program
    .command("companies")
    .description("List and import companies (needs Company read, and write to import)");

  companies
    .command("list")
    .description("One page of companies (or every page with --all), filtered and sorted")
    .option("--filter <filter>", 'PROPERTY OPERATOR VALUE, e.g. "legalName cn acme" (repeatable)', collect)
    .option("--case-sensitive", "match filter values with case")
    .option("--sort <field>", "field to sort on (default Id)")
    .option("--desc", "sort descending")
    .option("--page <number>", "page number, from 0")
    .option("--page-size <number>", "records per page (1-500, default 25)")
    .option("--archived", "list archived companies instead of active ones")
    .option("--all", "every page, not one (ignores --page and --page-size)")
    .addOption(formatOption())
    .addHelpText("after", listHelp)
    .action((options: CompaniesListOptions) => companiesList(options, io));

  companies
    .command("import <file>")
    .description("Create companies from a CSV file: all or nothing, unless --partial")
    .option("--dry-run", "check every row on the server too, and write nothing")
    .option("--partial", "write the good rows and report the bad ones")
    .addOption(
      new Option("-f, --format <format>", "report format").choices(["table", "json"]).default("table"),
    )
    .addHelpText("after", importHelp)
    .action((file: string, options: CompaniesImportOptions) => companiesImport(file, options, io));
}

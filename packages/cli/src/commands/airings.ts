import { Option, type Command } from "commander";
import {
  airingIssueKinds,
  airingIssueListFields,
  airingIssueStatuses,
  airingUploadListFields,
  airingUploadStatuses,
  MAX_AIRING_FILE_BYTES,
} from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import { airingExportFormats, airingsExport, type AiringsExportOptions } from "./airings-export.js";
import { airingsImport } from "./airings-import.js";
import { mappingFieldsHelp, type AiringsImportOptions } from "./airings-import-options.js";
import {
  airingsIssues,
  airingsUploads,
  type AiringsIssuesOptions,
  type AiringsUploadsOptions,
} from "./airings-lists.js";
import { listHelp } from "./record-command-options.js";
import { usageExit } from "./usage-exit.js";
import { formatOption } from "./users.js";

const collect = (value: string, previous: string[] = []) => [...previous, value];

const importHelp = `
The file is a post log, as-run log or delivery report: CSV (any common encoding and delimiter),
XLSX or XLS, up to ${MAX_AIRING_FILE_BYTES / 1024 / 1024} MB. It is streamed to the server, which finds the header in the first
60 rows, reads every row (title lines, "Property :" sections, subtotals and totals are skipped), matches
each airing by Ad-ID to a spot and checks it with the spot's clearance rule on its air date, medium
and territory. A row already reported by the same source (same Ad-ID, outlet, day and time) is
restated and counted once. All or nothing: a refused file keeps nothing.

Columns: without --map, the source's saved mapping is used when its headers are in the file, else
the server finds them from the header; the report prints the mapping used (field → header) and it is
kept for the source's next files. --map names a column for a field (repeat it; it replaces the
whole mapping, so name each column to read; Ad-ID and an air date are required):
${mappingFieldsHelp()}
--media and --territory default to the source's saved ones, else TV, worldwide.

Progress goes to stderr (a bar in a terminal, a line per tenth sent otherwise; nothing with --json);
the report to stdout.
Exit status: 0 imported with no open issue, 1 issues were found (the upload is pending review; see
them with \`rightsdesk airings issues --upload ID\`) or the server refused the file (its message names
the field: file, or a mapping field), 2 bad usage (an unknown option, a missing file).
Example: rightsdesk airings import post-log.csv --source "KHWK post log" \\
  --media "TV/WILDSPOT - ALL MARKETS EXCLUDING NY/LA" --territory USA --map adId="Spot Code"`;

/** The list options, without --archived: an upload is deleted, not archived. */
function addAiringListOptions(command: Command, filter: string): Command {
  return command
    .option("--filter <filter>", `PROPERTY OPERATOR VALUE, e.g. "${filter}" (repeatable)`, collect)
    .option("--case-sensitive", "match filter values with case")
    .option("--sort <field>", "field to sort on")
    .option("--desc", "sort descending")
    .option("--page <number>", "page number, from 0")
    .option("--page-size <number>", "records per page (1-500, default 25)")
    .option("--all", "every page, not one (ignores --page and --page-size)")
    .addOption(formatOption());
}

/** `rightsdesk airings import|uploads|issues|export`. */
export function registerAiringCommands(program: Command, io: CliIo): void {
  const airings = program
    .command("airings")
    .exitOverride(usageExit)
    .description(
      "Import airing reports (post logs) checked against the rights held; list uploads and issues (needs Report Upload)",
    );

  airings
    .command("import <file>")
    .description(
      "Upload a post log, as-run log or delivery report: every airing matched to its spot and checked",
    )
    .option("--source <name>", 'who sent it, e.g. "KHWK post log" (default: the file name without extension)')
    .option("--media <media>", 'TYPE or TYPE/SUBTYPE, e.g. "TV/NETWORK" (default: the source\'s, else TV)')
    .option("--territory <territory>", "where the outlets broadcast (default: the source's, else worldwide)")
    .option("--map <field=Header>", 'the column holding a field, e.g. adId="Spot Code" (repeatable)', collect)
    .option("--dry-run", "read and check everything, keep nothing")
    .option("--json", "print the result as JSON")
    .addHelpText("after", importHelp)
    .action((file: string, options: AiringsImportOptions) => airingsImport(file, options, io));

  addAiringListOptions(
    airings.command("uploads").description("The uploads, newest first: status, rows and open issues"),
    "source cn KHWK",
  )
    .option("--status <statuses>", `${airingUploadStatuses.join(" or ")} (comma-separated for both)`)
    .addHelpText(
      "after",
      listHelp(airingUploadListFields, "rightsdesk airings uploads --status pendingReview"),
    )
    .action((options: AiringsUploadsOptions) => airingsUploads(options, io));

  addAiringListOptions(
    airings
      .command("issues")
      .description("The issues of every upload, or of one: the row, what fails, the review"),
    "adId eq HWKD2601000",
  )
    .option("--upload <id>", "one upload's issues")
    .option("--status <statuses>", `comma-separated: ${airingIssueStatuses.join(", ")}`)
    .option("--kind <kinds>", "comma-separated issue kinds (listed below)")
    .addHelpText(
      "after",
      `${listHelp(airingIssueListFields, "rightsdesk airings issues --upload 12 --status open")}\nKinds: ${airingIssueKinds.join(", ")}.`,
    )
    .action((options: AiringsIssuesOptions) => airingsIssues(options, io));

  airings
    .command("export <upload>")
    .description("Write an upload's rows (place, values, outcome, issues) as CSV or XLSX")
    .addOption(
      new Option("-f, --format <format>", "file format")
        .choices([...airingExportFormats])
        .makeOptionMandatory(),
    )
    .option("-o, --out <file>", "where to write it (default: the server's file name, in this folder)")
    .action((upload: string, options: AiringsExportOptions) => airingsExport(upload, options, io));
}

import { Option, type Command } from "commander";
import { DEFAULT_REPORT_WITHIN_DAYS, MAX_REPORT_WITHIN_DAYS, reportTypes } from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import { reportsList } from "./reports-list.js";
import { reportRunFormats, reportsRun, type ReportsRunOptions } from "./reports-run.js";
import { usageExit } from "./usage-exit.js";

const collect = (value: string, previous: string[] = []) => [...previous, value];

const runHelp = `
Reports: ${reportTypes.join(", ")}.
Filters and --sort take the report's column keys (see --format json or the web page's columns);
without --sort the rows come in the report's own order. A window report lists what falls due from
today (UTC, the server's day) through today + --within days (default ${DEFAULT_REPORT_WITHIN_DAYS}, at most ${MAX_REPORT_WITHIN_DAYS}).
Formats: table (one page, or every page with --all; dates MM/DD/YYYY, money in dollars), json (the
rows as the server answers them: one page, or every page with --all; an array), csv and xlsx (the
server's export of the whole result, every page; xlsx needs --out).
Exit status: 0 printed or written, 1 an error (no session, no right to the report), 2 bad usage
(unknown report, a filter the report refuses, xlsx without --out).
Example: rightsdesk reports run use-rights-expiring --within 60 --filter "mediaType eq DIGITAL" --format csv --out expiring.csv`;

/** `rightsdesk reports list|run`. */
export function registerReportCommands(program: Command, io: CliIo): void {
  const reports = program
    .command("reports")
    .exitOverride(usageExit)
    .description("List the reports you may run, and run one as a table, JSON, CSV or XLSX (needs Reports)");

  reports
    .command("list")
    .description("The reports you may run: key, name, window")
    .addOption(
      new Option("-f, --format <format>", "output format").choices(["table", "json"]).default("table"),
    )
    .action((options: { format: "table" | "json" }) => reportsList(options, io));

  reports
    .command("run <type>")
    .description(
      "Run a report: one page (or every page) as a table or JSON, or the whole export as CSV or XLSX",
    )
    .option(
      "--within <days>",
      `days ahead of today for window reports (default ${DEFAULT_REPORT_WITHIN_DAYS})`,
    )
    .option("--filter <filter>", 'COLUMN OPERATOR VALUE, e.g. "mediaType eq DIGITAL" (repeatable)', collect)
    .option("--case-sensitive", "match filter values with case")
    .option("--sort <field>", "column to sort on (default: the report's own order)")
    .option("--desc", "sort descending")
    .option("--page <number>", "page number, from 0 (table and json)")
    .option("--page-size <number>", "rows per page (1-500, default 25)")
    .option("--all", "every page, not one (table and json; csv and xlsx always hold every row)")
    .addOption(
      new Option("-f, --format <format>", "output format").choices(reportRunFormats).default("table"),
    )
    .option("--out <file>", "write json, csv or xlsx to FILE instead of stdout (xlsx needs it)")
    .addHelpText("after", runHelp)
    .action((type: string, options: ReportsRunOptions) => reportsRun(type, options, io));
}

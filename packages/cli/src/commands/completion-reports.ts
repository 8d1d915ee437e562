import { Option, type Command } from "commander";
import {
  completionReportExportFormats,
  completionReportExportParts,
  completionReportListFields,
} from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import { completionReportsExport, type CompletionReportsExportOptions } from "./completion-reports-export.js";
import { completionReportsList } from "./completion-reports-list.js";
import type { RecordListOptions } from "./run-record-list.js";
import { addListOptions, listHelp } from "./record-command-options.js";

/** `rightsdesk completion-reports list|export`. */
export function registerCompletionReportCommands(program: Command, io: CliIo): void {
  const reports = program
    .command("completion-reports")
    .description("List completion reports and export one as PDF or XLSX (needs Completion Report read)");

  addListOptions(
    reports
      .command("list")
      .description("One page of completion reports (or every page with --all), filtered and sorted"),
    "completion reports",
    "stage eq draft",
  )
    .addHelpText(
      "after",
      listHelp(
        completionReportListFields,
        'rightsdesk completion-reports list --filter "status eq INCOMPLETE"',
      ),
    )
    .action((options: RecordListOptions) => completionReportsList(options, io));

  reports
    .command("export <report>")
    .description(
      "Write a report (by id or code, like CR0007) as PDF or XLSX: its cast with union, category and scale, crew, locations, elements",
    )
    .addOption(
      new Option("-f, --format <format>", "file format")
        .choices([...completionReportExportFormats])
        .makeOptionMandatory(),
    )
    .option(
      "--include <parts>",
      `comma-separated parts: ${completionReportExportParts.join(", ")} (default: all of them)`,
    )
    .option("-o, --out <file>", "where to write it (default: the server's file name, in this folder)")
    .addHelpText(
      "after",
      "\nExample: rightsdesk completion-reports export CR0001 --format xlsx --include profile,cast",
    )
    .action((report: string, options: CompletionReportsExportOptions) =>
      completionReportsExport(report, options, io),
    );
}

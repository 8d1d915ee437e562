import {
  completionReportListFields,
  CompletionReportSummarySchema,
  type CompletionReportSummary,
} from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import { completionReportsTable } from "../ui/completion-reports-table.js";
import { csvColumnsOfSchema } from "../ui/to-csv.js";
import { runRecordList, type RecordList, type RecordListOptions } from "./run-record-list.js";

const completionReportListKind: RecordList<CompletionReportSummary> = {
  fields: completionReportListFields,
  fetchPage: (api, archived, body) =>
    archived ? api.listArchivedCompletionReports({ body }) : api.listCompletionReports({ body }),
  csvColumns: csvColumnsOfSchema<CompletionReportSummary>(CompletionReportSummarySchema),
  table: completionReportsTable,
};

/** `rightsdesk completion-reports list`: a page (or with --all every page) of active or archived reports. */
export function completionReportsList(options: RecordListOptions, io: CliIo): Promise<void> {
  return runRecordList(options, completionReportListKind, io);
}

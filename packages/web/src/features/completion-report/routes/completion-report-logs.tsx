import type { QueryClient } from "@tanstack/react-query";
import { loadRecordLogs, RecordLogsTab } from "../../../ui/records/logs-card";
import { completionReportKind } from "../api/completion-report-kind";
import { completionReportLogFormatter } from "../lib/completion-report-log";

export function loader(queryClient: QueryClient) {
  return loadRecordLogs(queryClient, completionReportKind);
}

/** The logs tab: every change to the report, its sections and documents, newest first. */
export function Component() {
  return <RecordLogsTab kind={completionReportKind} formatter={completionReportLogFormatter} />;
}

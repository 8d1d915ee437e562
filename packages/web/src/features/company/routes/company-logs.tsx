import type { QueryClient } from "@tanstack/react-query";
import { loadRecordLogs, RecordLogsTab } from "../../../ui/records/logs-card";
import { companyKind } from "../api/company-kind";
import { companyLogFormatter } from "../lib/log-changes";

export function loader(queryClient: QueryClient) {
  return loadRecordLogs(queryClient, companyKind);
}

/** The logs tab: every change to the company, its sections and documents, newest first. */
export function Component() {
  return <RecordLogsTab kind={companyKind} formatter={companyLogFormatter} />;
}

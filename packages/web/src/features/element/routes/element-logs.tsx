import type { QueryClient } from "@tanstack/react-query";
import { loadRecordLogs, RecordLogsTab } from "../../../ui/records/logs-card";
import { elementKind } from "../api/element-kind";
import { elementLogFormatter } from "../lib/element-labels";

export function loader(queryClient: QueryClient) {
  return loadRecordLogs(queryClient, elementKind);
}

/** The logs tab: every change to the element, its licences, sections and documents, newest first. */
export function Component() {
  return <RecordLogsTab kind={elementKind} formatter={elementLogFormatter} />;
}

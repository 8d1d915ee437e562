import type { QueryClient } from "@tanstack/react-query";
import { loadRecordLogs, RecordLogsTab } from "../../../ui/records/logs-card";
import { personKind } from "../api/person-kind";
import { personLogFormatter } from "../lib/person-labels";

export function loader(queryClient: QueryClient) {
  return loadRecordLogs(queryClient, personKind);
}

/** The logs tab: every change to the person, their sections, photos and documents, newest first. */
export function Component() {
  return <RecordLogsTab kind={personKind} formatter={personLogFormatter} />;
}

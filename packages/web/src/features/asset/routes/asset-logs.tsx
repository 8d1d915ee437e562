import type { QueryClient } from "@tanstack/react-query";
import { loadRecordLogs, RecordLogsTab } from "../../../ui/records/logs-card";
import { assetKind } from "../api/asset-kind";
import { assetLogFormatter } from "../lib/asset-labels";

export function loader(queryClient: QueryClient) {
  return loadRecordLogs(queryClient, assetKind);
}

/** The logs tab: every change to the asset, its use rights, sections and documents, newest first. */
export function Component() {
  return <RecordLogsTab kind={assetKind} formatter={assetLogFormatter} />;
}

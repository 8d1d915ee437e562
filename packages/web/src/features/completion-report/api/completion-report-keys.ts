import { recordKeys } from "../../../ui/records/record-kind";

const keys = recordKeys("completion-reports");

/**
 * Query keys of the completion report feature, widest first: the reconciliation and the revise
 * log sit under `detail(id)`, so a change to the report refreshes them with it.
 */
export const completionReportKeys = {
  ...keys,
  reconciliation: (id: number) => [...keys.detail(id), "reconciliation"] as const,
  revisions: (id: number) => [...keys.detail(id), "revisions"] as const,
  editVersions: (assetId: number) => [...keys.all, "edit-versions", assetId] as const,
};

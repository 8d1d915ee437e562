import type { AssetSummary } from "@rightsdesk/domain";
import type { RecordTable } from "./record-page-table.js";
import { tableColumns } from "./table.js";

/** Assets with their status, what ends them first and when, and the MPU in force. */
export const assetsTable: RecordTable<AssetSummary> = {
  columns: tableColumns<AssetSummary>({
    "Ad-ID": "adId",
    Title: "title",
    Type: "type",
    Version: "versionLabel",
    Status: "status",
    "Earliest expiry": (asset) => asset.earliestExpireDate ?? "never",
    Cause: "earliestExpireLabel",
    "MPU expiry": (asset) => `${asset.mpuEndDate}${asset.mpuNeedsReview ? " (needs review)" : ""}`,
  }),
  names: { one: "asset", many: "assets" },
};

import type { AssetSummary } from "@rightsdesk/domain";
import { RecordPageTable, type ListPlace } from "./record-page-table.js";
import type { TableColumn } from "./table.js";

export interface AssetsTableProps {
  assets: readonly AssetSummary[];
  totalRecords: number;
  /** The page shown, or null when the table holds every page. */
  page: ListPlace;
}

const columns: readonly TableColumn<AssetSummary>[] = [
  { header: "Ad-ID", value: (asset) => asset.adId },
  { header: "Title", value: (asset) => asset.title },
  { header: "Type", value: (asset) => asset.type },
  { header: "Version", value: (asset) => asset.versionLabel },
  { header: "Status", value: (asset) => asset.status },
  { header: "Earliest expiry", value: (asset) => asset.earliestExpireDate ?? "never" },
  { header: "Cause", value: (asset) => asset.earliestExpireLabel ?? "" },
  {
    header: "MPU expiry",
    value: (asset) => `${asset.mpuEndDate}${asset.mpuNeedsReview ? " (needs review)" : ""}`,
  },
];

const names = { one: "asset", many: "assets" };

/** Assets with their status, what ends them first and when, and where the page sits in the list. */
export function AssetsTable({ assets, totalRecords, page }: AssetsTableProps) {
  return (
    <RecordPageTable
      columns={columns}
      records={assets}
      totalRecords={totalRecords}
      page={page}
      names={names}
    />
  );
}

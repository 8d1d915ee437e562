import { assetListFields, type AssetSummary } from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import { AssetsTable } from "../ui/assets-table.js";
import { withRightsListFilters, type RightsListFilterOptions } from "./rights-list-filters.js";
import { runRecordList, type RecordList, type RecordListOptions } from "./run-record-list.js";

export interface AssetsListOptions extends RecordListOptions, RightsListFilterOptions {
  includeEditVersions?: boolean;
}

export const assetCsvColumns: RecordList<AssetSummary>["csvColumns"] = [
  { header: "id", value: (asset) => asset.id },
  { header: "adId", value: (asset) => asset.adId },
  { header: "title", value: (asset) => asset.title },
  { header: "type", value: (asset) => asset.type },
  { header: "fileType", value: (asset) => asset.fileType ?? "" },
  { header: "versionLabel", value: (asset) => asset.versionLabel },
  { header: "baseAssetId", value: (asset) => asset.baseAssetId ?? "" },
  { header: "status", value: (asset) => asset.status },
  { header: "earliestExpireDate", value: (asset) => asset.earliestExpireDate ?? "" },
  { header: "earliestExpireLabel", value: (asset) => asset.earliestExpireLabel ?? "" },
  { header: "expireMpuEndDate", value: (asset) => asset.expireMpuEndDate },
  { header: "mpuEndDate", value: (asset) => asset.mpuEndDate },
  { header: "mpuNeedsReview", value: (asset) => asset.mpuNeedsReview },
  { header: "createdOn", value: (asset) => asset.createdOn },
  { header: "updatedOn", value: (asset) => asset.updatedOn },
  { header: "archivedOn", value: (asset) => asset.archivedOn ?? "" },
];

/** The asset lists; the active one shows edit versions only when asked (the archive always does). */
function assetListKind(includeEditVersions: boolean): RecordList<AssetSummary> {
  return {
    fields: assetListFields,
    fetchPage: (api, archived, body) =>
      archived
        ? api.listArchivedAssets({ body })
        : api.listAssets({ query: { includeEditVersion: includeEditVersions ? "true" : "false" }, body }),
    csvColumns: assetCsvColumns,
    table: (assets, totalRecords, page) => (
      <AssetsTable assets={assets} totalRecords={totalRecords} page={page} />
    ),
  };
}

/** `rightsdesk assets list`: a page (or with --all every page) of active or archived assets. */
export function assetsList(options: AssetsListOptions, io: CliIo): Promise<void> {
  return runRecordList(
    withRightsListFilters(options, io.now()),
    assetListKind(options.includeEditVersions ?? false),
    io,
  );
}

import { assetListFields, type AssetSummary } from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import { assetsTable } from "../ui/assets-table.js";
import { csvFieldColumns } from "../ui/to-csv.js";
import { withRightsListFilters, type RightsListFilterOptions } from "./rights-list-filters.js";
import { runRecordList, type RecordList, type RecordListOptions } from "./run-record-list.js";

export interface AssetsListOptions extends RecordListOptions, RightsListFilterOptions {
  includeEditVersions?: boolean;
}

const assetCsvColumns = csvFieldColumns<AssetSummary>([
  "id",
  "adId",
  "title",
  "type",
  "fileType",
  "versionLabel",
  "baseAssetId",
  "status",
  "earliestExpireDate",
  "earliestExpireLabel",
  "expireMpuEndDate",
  "mpuEndDate",
  "mpuNeedsReview",
  "createdOn",
  "updatedOn",
  "archivedOn",
]);

/** The asset lists; the active one shows edit versions only when asked (the archive always does). */
function assetListKind(includeEditVersions: boolean): RecordList<AssetSummary> {
  return {
    fields: assetListFields,
    fetchPage: (api, archived, body) =>
      archived
        ? api.listArchivedAssets({ body })
        : api.listAssets({ query: { includeEditVersion: includeEditVersions ? "true" : "false" }, body }),
    csvColumns: assetCsvColumns,
    table: assetsTable,
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

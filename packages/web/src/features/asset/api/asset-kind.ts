import { defineRecordKind } from "../../../ui/records/define-record-kind";
import { assetKeys } from "./asset-keys";

/**
 * Assets as the shared record pieces see them (`/Asset/...`). A change can change what ends the
 * asset (its rights tracker) and its base asset's edit versions; a cast change too (a
 * performer's rights).
 */
export const assetKind = defineRecordKind("asset", {
  keys: assetKeys,
  sensitive: () => "full",
  sections: {
    touches: (assetId, section) =>
      section === "Cast"
        ? [{ queryKey: assetKeys.detail(assetId), exact: true }, { queryKey: assetKeys.rights(assetId) }]
        : [],
  },
  touches: (assetId, asset) => [
    assetKeys.rights(assetId),
    ...(asset?.baseAssetId ? [assetKeys.editVersions(asset.baseAssetId)] : []),
  ],
});

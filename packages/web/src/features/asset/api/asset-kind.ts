import type { AssetRecord } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import { paths } from "../../../routing/paths";
import type { RecordKind } from "../../../ui/records/record-kind";
import { assetKeys } from "./asset-keys";

/**
 * Assets as the shared record pieces see them (`/Asset/...`). A change can change what ends the
 * asset (its rights tracker) and its base asset's edit versions; a cast change too (a
 * performer's rights).
 */
export const assetKind: RecordKind<AssetRecord> = {
  type: "asset",
  module: "Asset",
  documentOwner: "asset",
  nouns: { singular: "asset", plural: "Assets" },
  param: "assetId",
  keys: assetKeys,
  listHref: () => paths.app.assets.all.getHref(),
  get: (id) => api.getAssetById({ params: { id } }),
  isArchived: (asset) => asset.archivedAt !== null,
  archive: (id) => api.archiveAsset({ params: { id } }),
  restore: (id) => api.restoreAsset({ params: { id } }),
  remove: (id) => api.deleteAsset({ params: { id } }),
  lock: {
    status: (client, id) => client.getAssetLockStatus({ params: { id } }),
    take: (client, id) => client.lockAsset({ params: { id } }),
    extend: (client, id) => client.extendAssetLock({ params: { id } }),
    release: (client, id) => client.releaseAssetLock({ params: { id } }),
  },
  logs: (id, body) => api.listAssetLogs({ params: { id }, body }),
  documents: {
    list: (assetId) => api.listAssetDocuments({ params: { assetId } }),
    save: (assetId, body) => api.saveAssetDocument({ params: { assetId }, body }),
    remove: (documentId) => api.deleteAssetDocument({ params: { documentId } }),
    download: (documentId) => api.downloadAssetDocument({ params: { documentId } }),
  },
  sections: {
    list: async (ownerId, section) => {
      const answer = await api.listAssetSectionItems({ params: { section, ownerId } });
      return { records: answer.records, sensitive: "full" };
    },
    add: (ownerId, section, data) =>
      api.addAssetSectionItem({ params: { section, ownerId }, body: { data } }),
    update: (section, itemId, data, version) =>
      api.updateAssetSectionItem({ params: { section, itemId }, body: { data, version } }),
    remove: (section, itemId) => api.deleteAssetSectionItem({ params: { section, itemId } }),
    touches: (assetId, section) =>
      section === "Cast"
        ? [{ queryKey: assetKeys.detail(assetId), exact: true }, { queryKey: assetKeys.rights(assetId) }]
        : [],
  },
  touches: (assetId, asset) => [
    assetKeys.rights(assetId),
    ...(asset?.baseAssetId ? [assetKeys.editVersions(asset.baseAssetId)] : []),
  ],
};

import { answerMpu, answerUseRightExpiry, type assetRecordEndpoints } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import type { Handlers } from "../../http/handler.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import { recordContext } from "../../records/record-context.js";
import { recordKindHandlers } from "../../records/record-kind-handlers.js";
import { findAssetOrFail } from "./asset-rules.js";
import { AssetClearanceService } from "./asset-clearance-service.js";
import { AssetElementService } from "./asset-element-service.js";
import { AssetSectionsService } from "./asset-sections-service.js";
import { AssetService } from "./asset-service.js";
import { UseRightService } from "./use-right-service.js";

export type AssetEndpoint =
  | keyof typeof assetRecordEndpoints
  | "listEditVersions"
  | "addEditVersion"
  | "getNextEditVersion"
  | "listAssetUseRights"
  | "addAssetUseRight"
  | "updateAssetUseRight"
  | "deleteAssetUseRight"
  | "getAssetEarliestExpire"
  | "getAssetClearance"
  | "getAssetTimeline"
  | "updateAssetStatus"
  | "getNextLocationNumber"
  | "listAssetSectionItems"
  | "addAssetSectionItem"
  | "updateAssetSectionItem"
  | "deleteAssetSectionItem"
  | "listAssetElements"
  | "linkAssetElement"
  | "unlinkAssetElement"
  | "calculateMpu"
  | "calculateUseRightExpiry";

/**
 * The Asset module: lists, profile, edit versions, use rights, sections, linked elements, earliest
 * expiration, clearance, timeline, rule calculations, logs and edit locks. (Its documents tab is
 * wired with the other documents tabs, in modules/documents.)
 */
export function assetHandlers(db: Db, encryption: FieldEncryption): Pick<Handlers, AssetEndpoint> {
  const assets = new AssetService(db);
  const sections = new AssetSectionsService(db, encryption);
  const elements = new AssetElementService(db);
  const clearance = new AssetClearanceService(db);
  const useRights = new UseRightService(db);
  /** Lock and log calls answer NotFound for an asset that does not exist. */
  const existing = async (id: number) => (await findAssetOrFail(db, id)).id;
  return {
    ...recordKindHandlers({
      singular: "Asset",
      recordType: "asset",
      db,
      existing,
      reads: assets,
      archives: assets,
      deletes: assets,
    }),
    listAssets: ({ query, body }, context) =>
      assets.list(body, { archived: false, includeEditVersions: query.includeEditVersion }, context.now),
    listArchivedAssets: ({ body }, context) =>
      assets.list(body, { archived: true, includeEditVersions: true }, context.now),
    createAsset: ({ body }, context) => assets.create(body, recordContext(context)),
    updateAsset: ({ params, body }, context) => assets.update(params.id, body, recordContext(context)),
    listEditVersions: ({ params }, context) => assets.editVersions(params.id, context.now),
    addEditVersion: ({ params, body }, context) =>
      assets.addEditVersion(params.id, body, recordContext(context)),
    getNextEditVersion: ({ params }) => assets.nextEditVersion(params.id, params.type),
    listAssetUseRights: ({ params }) => useRights.list(params.assetId),
    addAssetUseRight: ({ params, body }, context) =>
      useRights.add(params.assetId, body, recordContext(context)),
    updateAssetUseRight: ({ params, body }, context) =>
      useRights.update(params.useRightId, body, recordContext(context)),
    deleteAssetUseRight: ({ params }, context) => useRights.delete(params.useRightId, recordContext(context)),
    getAssetEarliestExpire: ({ params }) => assets.earliestExpire(params.id),
    getAssetClearance: ({ params, body }, context) => clearance.clearance(params.id, body, context.now),
    getAssetTimeline: ({ params }, context) => clearance.timeline(params.id, context.now),
    updateAssetStatus: ({ params }, context) => clearance.updateStatus(params.id, recordContext(context)),
    calculateMpu: ({ body }) => Promise.resolve(answerMpu(body)),
    calculateUseRightExpiry: ({ body }) => Promise.resolve(answerUseRightExpiry(body)),
    getNextLocationNumber: ({ params }) => sections.nextLocationNumber(params.id, params.type),
    listAssetSectionItems: ({ params }, context) =>
      sections.list(params.section, params.ownerId, recordContext(context)),
    addAssetSectionItem: ({ params, body }, context) =>
      sections.add(params.section, params.ownerId, body.data, recordContext(context)),
    updateAssetSectionItem: ({ params, body }, context) =>
      sections.update(params.section, params.itemId, body, recordContext(context)),
    deleteAssetSectionItem: ({ params }, context) =>
      sections.delete(params.section, params.itemId, recordContext(context)),
    listAssetElements: ({ params }, context) => elements.list(params.assetId, context.now),
    linkAssetElement: ({ params, body }, context) =>
      elements.link(params.assetId, body.elementId, recordContext(context)),
    unlinkAssetElement: ({ params }, context) =>
      elements.unlink(params.assetId, params.elementId, recordContext(context)),
  };
}

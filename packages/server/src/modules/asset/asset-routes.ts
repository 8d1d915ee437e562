import type { Db } from "../../db/database.js";
import type { Handlers } from "../../http/handler.js";
import { listRecordAuditLog } from "../../records/record-audit-log.js";
import { recordContext } from "../../records/record-context.js";
import { RecordLockService } from "../../records/record-locks.js";
import { findAssetOrFail } from "./asset-rules.js";
import { AssetService } from "./asset-service.js";
import { UseRightService } from "./use-right-service.js";

export type AssetEndpoint =
  | "listAssets"
  | "listArchivedAssets"
  | "getAssetById"
  | "createAsset"
  | "updateAsset"
  | "archiveAsset"
  | "restoreAsset"
  | "deleteAsset"
  | "listEditVersions"
  | "addEditVersion"
  | "getNextEditVersion"
  | "listAssetUseRights"
  | "addAssetUseRight"
  | "updateAssetUseRight"
  | "deleteAssetUseRight"
  | "getAssetEarliestExpire"
  | "listAssetLogs"
  | "getAssetLockStatus"
  | "lockAsset"
  | "extendAssetLock"
  | "releaseAssetLock";

/** The Asset module: lists, profile, edit versions, use rights, earliest expiration, logs and edit locks. */
export function assetHandlers(db: Db): Pick<Handlers, AssetEndpoint> {
  const assets = new AssetService(db);
  const useRights = new UseRightService(db);
  const locks = new RecordLockService(db);
  /** Lock and log calls answer NotFound for an asset that does not exist. */
  const existing = async (id: number) => (await findAssetOrFail(db, id)).id;
  return {
    listAssets: ({ query, body }, context) =>
      assets.list(body, { archived: false, includeEditVersions: query.includeEditVersion }, context.now),
    listArchivedAssets: ({ body }, context) =>
      assets.list(body, { archived: true, includeEditVersions: true }, context.now),
    getAssetById: ({ params }, context) => assets.get(params.id, context.now),
    createAsset: ({ body }, context) => assets.create(body, recordContext(context)),
    updateAsset: ({ params, body }, context) => assets.update(params.id, body, recordContext(context)),
    archiveAsset: ({ params }, context) => assets.archive(params.id, recordContext(context)),
    restoreAsset: ({ params }, context) => assets.restore(params.id, recordContext(context)),
    deleteAsset: ({ params }, context) => assets.delete(params.id, recordContext(context)),
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
    listAssetLogs: async ({ params, body }) =>
      listRecordAuditLog(db, "asset", await existing(params.id), body),
    getAssetLockStatus: async ({ params }, context) => {
      const { caller, now } = recordContext(context);
      return locks.status("asset", await existing(params.id), caller, now);
    },
    lockAsset: async ({ params }, context) => {
      const { caller, now } = recordContext(context);
      return locks.lock("asset", await existing(params.id), caller, now);
    },
    extendAssetLock: async ({ params }, context) => {
      const { caller, now } = recordContext(context);
      return locks.extend("asset", await existing(params.id), caller, now);
    },
    releaseAssetLock: async ({ params }, context) => {
      const { caller, now } = recordContext(context);
      return locks.release("asset", await existing(params.id), caller, now);
    },
  };
}

import { canAccessModule, type MaybePermission } from "@rightsdesk/domain";
import { usePermission } from "../../../lib/permission";

export interface AssetRights {
  canWrite: boolean;
  canDelete: boolean;
}

/** What the signed-in user may do in the Asset module, from their permission record. */
export function assetRightsOf(permission: MaybePermission): AssetRights {
  return {
    canWrite: canAccessModule(permission, "Asset", "write"),
    canDelete: canAccessModule(permission, "Asset", "delete"),
  };
}

/** Edit and delete controls only show when these allow; the server checks again anyway. */
export function useAssetRights(): AssetRights {
  return assetRightsOf(usePermission().data);
}

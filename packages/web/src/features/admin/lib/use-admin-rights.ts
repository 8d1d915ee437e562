import { canAccessModule, hasElevatedRole, type MaybePermission } from "@rightsdesk/domain";
import { usePermission } from "../../../lib/permission";

export interface AdminRights {
  canRead: boolean;
  canWrite: boolean;
  canDelete: boolean;
  /** Only admin system may give or take elevated roles. */
  isAdminSystem: boolean;
}

/** What the signed-in user may do in the Admin module, from their permission record. */
export function adminRightsOf(permission: MaybePermission): AdminRights {
  return {
    canRead: canAccessModule(permission, "Admin", "read"),
    canWrite: canAccessModule(permission, "Admin", "write"),
    canDelete: canAccessModule(permission, "Admin", "delete"),
    isAdminSystem: hasElevatedRole(permission, "admin system"),
  };
}

/** The buttons for write and delete only show when these allow; the server checks again anyway. */
export function useAdminRights(): AdminRights {
  return adminRightsOf(usePermission().data);
}

import { canAccessModule, type AccessRule, type UserPermission } from "@rightsdesk/domain";

/** Whether a permission record satisfies an endpoint's declared access rule. */
export function hasEndpointAccess(permission: UserPermission, access: AccessRule): boolean {
  if (access.kind !== "module") return true;
  return canAccessModule(permission, access.module, access.right);
}

import { ROOT_USER_NAME, type AccessRule, type UserPermission } from "@rightsdesk/domain";

const rightFlag = { read: "canRead", write: "canWrite", delete: "canDelete" } as const;

/** Whether a permission record satisfies an endpoint's declared access rule. */
export function hasEndpointAccess(permission: UserPermission, access: AccessRule): boolean {
  if (access.kind !== "module") return true;
  const elevated = permission.selectedUserProfile.elevatedRole?.name.toLowerCase();
  if (permission.userName.toLowerCase() === ROOT_USER_NAME && elevated === "admin system") return true;
  const moduleAccess = permission.selectedUserProfile.grantedRole.moduleAccesses.find(
    (entry) => entry.name.toLowerCase() === access.module.toLowerCase(),
  );
  return moduleAccess?.accessPermission[rightFlag[access.right]] ?? false;
}

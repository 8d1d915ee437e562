import type { AccessPermission } from "../auth/schemas.js";
import { isSameAccessName } from "./access-name.js";
import { ROOT_USER_NAME, elevatedRoleNames, type AccessRight } from "./modules.js";

/**
 * The part of the user permission record (spec 000 section 3) the checks read. A full
 * `UserPermission` satisfies it; tests and callers may pass a smaller object.
 */
export interface PermissionSubject {
  readonly userName: string;
  readonly selectedUserProfile: {
    readonly elevatedRole: { readonly name: string } | null;
    readonly grantedRole: {
      readonly moduleAccesses: readonly {
        readonly name: string;
        readonly accessPermission: AccessPermission;
        readonly itemAccesses: readonly {
          readonly name: string;
          readonly module: { readonly name: string };
          readonly accessPermission: AccessPermission;
        }[];
      }[];
    };
  };
}

/** No permission record loaded yet, or none at all: every module check fails. */
export type MaybePermission = PermissionSubject | null | undefined;

export function allowsRight(permission: AccessPermission, right: AccessRight): boolean {
  if (right === "read") return permission.canRead;
  if (right === "write") return permission.canWrite;
  return permission.canDelete;
}

/**
 * Whether the user holds an elevated role, matched case-insensitively (spec 000 section 6).
 * Without `roleName`, any of the elevated roles (admin system, admin client) counts.
 */
export function hasElevatedRole(permission: MaybePermission, roleName?: string): boolean {
  const held = permission?.selectedUserProfile.elevatedRole?.name;
  if (!held) return false;
  if (roleName !== undefined) return isSameAccessName(held, roleName);
  return elevatedRoleNames.some((name) => isSameAccessName(held, name));
}

/**
 * The root user: the reserved user name with the admin system elevated role (spec 000 section 6).
 * The user name must match exactly: it is a reserved identifier, and being strict here only
 * ever hides something from a look-alike account.
 */
export function isRootUser(permission: MaybePermission): boolean {
  if (!permission) return false;
  return permission.userName === ROOT_USER_NAME && hasElevatedRole(permission, "admin system");
}

/**
 * Read, write or delete on a module, found by case-insensitive name (spec 000 section 6). When
 * the record lists a module more than once, a right granted by any entry counts. The root user
 * passes everything.
 */
export function canAccessModule(
  permission: MaybePermission,
  moduleName: string,
  right: AccessRight,
): boolean {
  if (!permission) return false;
  if (isRootUser(permission)) return true;
  return permission.selectedUserProfile.grantedRole.moduleAccesses.some(
    (access) => isSameAccessName(access.name, moduleName) && allowsRight(access.accessPermission, right),
  );
}

/**
 * A right on one item of a module (spec 000 section 6). The item is found by its name and its
 * `module.name` in any module access, and the user must also read the parent module: an item
 * grant never opens a module the role cannot read.
 */
export function canAccessItem(
  permission: MaybePermission,
  moduleName: string,
  itemName: string,
  right: AccessRight,
): boolean {
  if (!permission) return false;
  if (isRootUser(permission)) return true;
  if (!canAccessModule(permission, moduleName, "read")) return false;
  return permission.selectedUserProfile.grantedRole.moduleAccesses.some((access) =>
    access.itemAccesses.some(
      (item) =>
        isSameAccessName(item.name, itemName) &&
        isSameAccessName(item.module.name, moduleName) &&
        allowsRight(item.accessPermission, right),
    ),
  );
}

import type { ModuleName } from "./modules.js";
import { canAccessItem, hasElevatedRole, isRootUser, type MaybePermission } from "./permissions.js";

/**
 * The item access that lets a role see sensitive values (tax ids, bank account numbers) of a
 * module in full; without it they arrive masked ("•••• 6789").
 */
export const SENSITIVE_DATA_ITEM = "Sensitive data";

/**
 * Item names the role editor offers under each module. Item names stay free text (the spec does
 * not list them); these are the ones the server reads.
 */
export const knownItemAccessNames: Readonly<Partial<Record<ModuleName, readonly string[]>>> = {
  Company: [SENSITIVE_DATA_ITEM],
  People: [SENSITIVE_DATA_ITEM],
};

/**
 * Whether the caller sees the sensitive values of a module in full: the root user, a holder of an
 * elevated role, or a role with read on the module's "Sensitive data" item.
 */
export function canSeeSensitiveData(permission: MaybePermission, moduleName: string): boolean {
  if (!permission) return false;
  if (isRootUser(permission) || hasElevatedRole(permission)) return true;
  return canAccessItem(permission, moduleName, SENSITIVE_DATA_ITEM, "read");
}

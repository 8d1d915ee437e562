import {
  canonicalModuleName,
  moduleNames,
  type AccessFlags,
  type ModuleName,
  type RoleRecord,
} from "@rightsdesk/domain";

/** One right as the permission record names it. */
export type AccessRightKey = keyof AccessFlags;
export const accessRightKeys = [
  "canRead",
  "canWrite",
  "canDelete",
] as const satisfies readonly AccessRightKey[];

export interface ItemAccessDraft {
  name: string;
  module: { name: ModuleName };
  accessPermission: AccessFlags;
}

/** One row of the matrix: a module, its three rights and the items inside it. */
export interface ModuleAccessDraft {
  name: ModuleName;
  accessPermission: AccessFlags;
  itemAccesses: ItemAccessDraft[];
}

export const noAccess: AccessFlags = { canRead: false, canWrite: false, canDelete: false };

/**
 * Ticks or clears one right, keeping the rule that write and delete need read: ticking write
 * or delete ticks read too, and clearing read clears write and delete.
 */
export function setAccessRight(flags: AccessFlags, right: AccessRightKey, checked: boolean): AccessFlags {
  if (right === "canRead") return checked ? { ...flags, canRead: true } : { ...noAccess };
  return { ...flags, [right]: checked, canRead: checked ? true : flags.canRead };
}

/** Every right on, or every right off (the row's "all" switch). */
export function setAllAccessRights(checked: boolean): AccessFlags {
  return { canRead: checked, canWrite: checked, canDelete: checked };
}

/** The matrix for a role: all eleven modules in the spec's order, absent ones without access. */
export function matrixFromRole(role: Pick<RoleRecord, "moduleAccesses"> | null): ModuleAccessDraft[] {
  return moduleNames.map((name) => {
    const granted = role?.moduleAccesses.filter((access) => canonicalModuleName(access.name) === name) ?? [];
    return {
      name,
      accessPermission: granted.reduce<AccessFlags>(
        (flags, access) => ({
          canRead: flags.canRead || access.accessPermission.canRead,
          canWrite: flags.canWrite || access.accessPermission.canWrite,
          canDelete: flags.canDelete || access.accessPermission.canDelete,
        }),
        noAccess,
      ),
      itemAccesses: granted.flatMap((access) =>
        access.itemAccesses.map((item) => ({
          name: item.name,
          module: { name },
          accessPermission: { ...item.accessPermission },
        })),
      ),
    };
  });
}

/** Changes one module's row, leaving the others as they are. */
export function updateModule(
  matrix: readonly ModuleAccessDraft[],
  name: ModuleName,
  change: (row: ModuleAccessDraft) => ModuleAccessDraft,
): ModuleAccessDraft[] {
  return matrix.map((row) => (row.name === name ? change(row) : row));
}

/** Why an item name cannot be added to a module, or null when it can. */
export function checkItemName(row: ModuleAccessDraft, name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return "Enter the item name.";
  if (trimmed.length > 100) return "Use at most 100 characters.";
  const taken = row.itemAccesses.some((item) => item.name.trim().toLowerCase() === trimmed.toLowerCase());
  return taken ? `${row.name} already has an item called ${trimmed}.` : null;
}

/** Adds an item with read access (what an item is usually added for). */
export function addItemAccess(row: ModuleAccessDraft, name: string): ModuleAccessDraft {
  return {
    ...row,
    itemAccesses: [
      ...row.itemAccesses,
      {
        name: name.trim(),
        module: { name: row.name },
        accessPermission: { canRead: true, canWrite: false, canDelete: false },
      },
    ],
  };
}

/**
 * What is sent to the server: the modules that grant something or hold items. A row without
 * any right is left out rather than stored as "no access"; the two mean the same.
 */
export function toModuleAccesses(matrix: readonly ModuleAccessDraft[]) {
  return matrix
    .filter(
      (row) =>
        row.accessPermission.canRead ||
        row.accessPermission.canWrite ||
        row.accessPermission.canDelete ||
        row.itemAccesses.length > 0,
    )
    .map((row) => ({
      name: row.name,
      accessPermission: { ...row.accessPermission },
      itemAccesses: row.itemAccesses.map((item) => ({
        ...item,
        accessPermission: { ...item.accessPermission },
      })),
    }));
}

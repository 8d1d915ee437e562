import type { AccessPermission } from "../auth/schemas.js";
import { isSameAccessName } from "./access-name.js";
import { accessRights, type AccessRight } from "./modules.js";
import { canAccessItem, canAccessModule, type MaybePermission } from "./permissions.js";

/** The rights a role gives, as a role is written (the request) or stored. */
export interface RoleGrant {
  readonly moduleAccesses: readonly {
    readonly name: string;
    readonly accessPermission: AccessPermission;
    readonly itemAccesses: readonly { readonly name: string; readonly accessPermission: AccessPermission }[];
  }[];
}

/** One right a role would give: on a module, or on one item of it. */
export interface GrantedRight {
  readonly module: string;
  readonly item: string | null;
  readonly right: AccessRight;
}

function rightsOf(grant: RoleGrant): GrantedRight[] {
  return grant.moduleAccesses.flatMap((access) => [
    ...accessRights
      .filter((right) => allows(access.accessPermission, right))
      .map((right) => ({ module: access.name, item: null, right })),
    ...access.itemAccesses.flatMap((item) =>
      accessRights
        .filter((right) => allows(item.accessPermission, right))
        .map((right) => ({ module: access.name, item: item.name, right })),
    ),
  ]);
}

function allows(permission: AccessPermission, right: AccessRight): boolean {
  return right === "read"
    ? permission.canRead
    : right === "write"
      ? permission.canWrite
      : permission.canDelete;
}

function sameRight(a: GrantedRight, b: GrantedRight): boolean {
  return (
    a.right === b.right &&
    isSameAccessName(a.module, b.module) &&
    (a.item === null ? b.item === null : b.item !== null && isSameAccessName(a.item, b.item))
  );
}

/** Whether the holder of `permission` holds this right themselves. */
export function holdsRight(permission: MaybePermission, granted: GrantedRight): boolean {
  return granted.item === null
    ? canAccessModule(permission, granted.module, granted.right)
    : canAccessItem(permission, granted.module, granted.item, granted.right);
}

/**
 * The rights `after` gives that `before` did not and the granter does not hold: nobody may give
 * a right they do not hold, to anyone, themselves included. Rights a role already gave may stay
 * (an edit that renames a role grants nothing new), and taking rights away needs none.
 */
export function rightsBeyondGranter(
  granter: MaybePermission,
  after: RoleGrant,
  before: RoleGrant = { moduleAccesses: [] },
): GrantedRight[] {
  const already = rightsOf(before);
  return rightsOf(after).filter(
    (right) => !already.some((held) => sameRight(held, right)) && !holdsRight(granter, right),
  );
}

/** "write on People", "read on People's Sensitive data": how a refusal names a right. */
export function describeGrantedRight(granted: GrantedRight): string {
  return granted.item === null
    ? `${granted.right} on ${granted.module}`
    : `${granted.right} on ${granted.module}'s ${granted.item}`;
}

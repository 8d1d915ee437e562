import {
  AppError,
  describeGrantedRight,
  hasElevatedRole,
  rightsBeyondGranter,
  type RoleGrant,
} from "@rightsdesk/domain";
import { auditFrom, recordContext, type RecordContext } from "../../records/record-context.js";

/** Who is acting, when, and through which request: what every admin change records, as a record change does. */
export type AdminContext = RecordContext;
export const adminContext = recordContext;
export { auditFrom };

/** Elevated roles are granted and taken away only by admin system (which the root user holds). */
export function canManageElevatedRoles(context: AdminContext): boolean {
  return hasElevatedRole(context.caller.permission, "admin system");
}

/**
 * Only admin system changes an admin system user (password, block, delete, profiles): otherwise an
 * admin client could reset such a user's password and sign in with their rights.
 */
export function checkMayManageUser(
  profiles: readonly { elevatedRoleName: string | null }[],
  context: AdminContext,
): void {
  const isAdminSystem = profiles.some((profile) => profile.elevatedRoleName === "admin system");
  if (isAdminSystem && !canManageElevatedRoles(context)) {
    throw AppError.unauthorized("Only an admin system user can change an admin system user.");
  }
}

/**
 * Nobody gives a right they do not hold, to anyone, themselves included: a role written with it,
 * or a profile moved to a role that has it. `before` is what the role or profile gave already.
 */
export function checkMayGrant(context: AdminContext, after: RoleGrant, before?: RoleGrant): void {
  const beyond = rightsBeyondGranter(context.caller.permission, after, before);
  if (beyond.length > 0) {
    throw AppError.unauthorized(
      `You cannot give rights you do not hold yourself: ${beyond.map(describeGrantedRight).join(", ")}.`,
    );
  }
}

/** Nobody changes the profiles they act through: another administrator does that for them. */
export function checkNotOwnProfiles(userId: number, context: AdminContext): void {
  if (userId === context.caller.userId) {
    throw AppError.unauthorized("You cannot change your own profiles: ask another administrator.");
  }
}

import { canAccessModule, type AlertKindValue, type UserPermission } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { runForClient } from "../../db/client-scope.js";
import { AuthRepository } from "../auth/auth-repository.js";

/**
 * A user's permissions as their default profile grants them, for work done without a request
 * (the calendar feed, the Monday digest). Null when the user is not active, has no default
 * profile, or may not read alerts.
 */
export async function alertPermissionOf(db: Db, userId: number): Promise<UserPermission | null> {
  const auth = new AuthRepository(db);
  const user = await auth.findUserById(userId);
  if (!user || user.status !== "ACTIVE") return null;
  const profile = (await auth.listProfiles(user.id)).find((candidate) => candidate.isDefault);
  if (!profile) return null;
  const permission = await auth.loadPermission(user, profile.id);
  if (!permission || !canAccessModule(permission, "Alerts & Notification", "read")) return null;
  return permission;
}

/**
 * Runs `work` for the client `permission`'s profile belongs to (or, for a feed, the client it was
 * made for), narrowed to an ADVERTISER USER's advertisers as their requests are.
 */
export async function forUserOutsideRequest<T>(
  db: Db,
  permission: UserPermission,
  clientId: number,
  work: () => Promise<T>,
): Promise<T> {
  const advertiserIds = await new AuthRepository(db).advertiserNarrowing(permission);
  return runForClient(db, clientId, work, advertiserIds);
}

/** The module a kind's records belong to; reminders are the caller's own. */
const moduleOfKind: Readonly<Record<AlertKindValue, string | null>> = {
  HOLDING_FEE: "Asset",
  USAGE_RIGHT: "Asset",
  MPU_EXPIRE: "Asset",
  TALENT_CONTRACT: "Contracts",
  MSA_CONTRACT: "Contracts",
  ELEMENT_EXPIRE: "Element",
  REMINDER: null,
  AIRING_ISSUES: "Report Upload",
};

/** The kinds whose module the caller may read: the rest are left out of lists and counts. */
export function readableKinds(
  permission: UserPermission,
  kinds: readonly AlertKindValue[],
): AlertKindValue[] {
  return kinds.filter((kind) => {
    const module = moduleOfKind[kind];
    return module === null || canAccessModule(permission, module, "read");
  });
}

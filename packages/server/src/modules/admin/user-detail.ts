import {
  AppError,
  ROOT_USER_NAME,
  type UserDetail,
  type UserKind,
  type UserSummary,
} from "@rightsdesk/domain";
import type { ProfileRecord, UserRecord, UserRepository } from "./user-repository.js";

export function toUserSummary(user: UserRecord): UserSummary {
  return {
    id: user.id,
    userName: user.userName,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    userType: user.userType as UserKind,
    status: user.status,
    mfaEnabled: user.mfaEnabled,
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toUserDetail(user: UserRecord, profiles: readonly ProfileRecord[]): UserDetail {
  return {
    ...toUserSummary(user),
    version: user.version,
    termAcceptedOn: user.termAcceptedOn?.toISOString() ?? null,
    passwordChangeRequired: user.mustChangePassword,
    profiles: profiles.map((profile) => ({
      id: profile.id,
      tenantId: profile.tenantId,
      tenantName: profile.tenantName,
      roleId: profile.roleId,
      roleName: profile.roleName,
      elevatedRoleName: profile.elevatedRoleName,
      userTypeName: profile.userTypeName,
      isDefault: profile.isDefault,
      advertiserIds: profile.advertiserIds,
    })),
  };
}

export async function findUserOrFail(users: UserRepository, id: number): Promise<UserRecord> {
  const user = await users.find(id);
  if (!user) throw AppError.notFound(`There is no user with id ${id}.`);
  return user;
}

/** A user with their profiles, or NotFound. */
export async function loadUserDetail(users: UserRepository, id: number): Promise<UserDetail> {
  const user = await findUserOrFail(users, id);
  return toUserDetail(user, await users.profilesOf(id));
}

/** The reserved root account (user names are unique without case, so no look-alike can exist). */
export function isRootAccount(user: { userName: string }): boolean {
  return user.userName.toLowerCase() === ROOT_USER_NAME;
}

/** Profiles flattened to readable fields, so an audit entry shows what changed on which profile. */
export function profileAuditFields(profiles: readonly ProfileRecord[]): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const profile of profiles) {
    const at = `profiles.${profile.id}`;
    fields[`${at}.role`] = profile.roleName;
    fields[`${at}.tenant`] = profile.tenantName;
    fields[`${at}.elevatedRole`] = profile.elevatedRoleName;
    fields[`${at}.isDefault`] = profile.isDefault;
  }
  return fields;
}

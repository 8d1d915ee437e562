import {
  AppError,
  type ElevatedRoleMutateRequest,
  type ProfileMutateRequest,
  type UserDetail,
} from "@rightsdesk/domain";
import { diffFields, writeAudit } from "../../audit/audit-log.js";
import type { Db } from "../../db/database.js";
import { AuthRepository } from "../auth/auth-repository.js";
import {
  auditFrom,
  canManageElevatedRoles,
  checkMayManageUser,
  checkNotOwnProfiles,
  type AdminContext,
} from "./admin-context.js";
import { invalidField } from "../../errors/app-errors.js";
import { ProfileRepository, type StoredProfile } from "./profile-repository.js";
import { ELEVATED_ROLE_DENIED, ProfileWriter } from "./profile-writer.js";
import { RoleRepository } from "./role-repository.js";
import { runInTransaction } from "../../db/run-in-transaction.js";
import { findUserOrFail, isRootAccount, loadUserDetail, profileAuditFields } from "./user-detail.js";
import { UserRepository } from "./user-repository.js";

/**
 * One profile at a time: add or change (role, client, elevated role, default), remove, and the
 * elevated role alone. Each ends the user's sessions, since what they may do has changed.
 */
export class ProfileService {
  constructor(private readonly db: Db) {}

  mutate(request: ProfileMutateRequest, context: AdminContext): Promise<UserDetail> {
    return this.changeProfiles(request.userId, "profile.mutate", context, async (profiles, writer) => {
      const existing = request.id === undefined ? undefined : await this.profileOf(profiles, request.id);
      if (existing && existing.userId !== request.userId) {
        throw invalidField("id", `Profile ${existing.id} belongs to another user.`);
      }
      const write = await writer.resolve(request, "profile");
      writer.checkElevatedChange(existing?.elevatedRoleId ?? null, write.elevatedRoleId);
      await writer.checkRoleGrant(existing?.roleId ?? null, write.roleId);
      const { userId: by } = context.caller;
      const id = existing
        ? (await profiles.update(existing.id, write, by, context.now), existing.id)
        : await profiles.insert(request.userId, { ...write, isDefault: false }, by, context.now);
      await writer.settleDefault(request.userId, write.isDefault ? id : undefined);
    });
  }

  async delete(profileId: number, context: AdminContext): Promise<UserDetail> {
    const profile = await this.profileOf(new ProfileRepository(this.db), profileId);
    return this.changeProfiles(profile.userId, "profile.delete", context, async (profiles, writer) => {
      const current = await profiles.ofUser(profile.userId);
      if (current.length <= 1) throw invalidField("id", "A user keeps at least one profile.");
      writer.checkElevatedChange(profile.elevatedRoleId, null);
      await profiles.delete(profileId);
      await writer.settleDefault(profile.userId);
    });
  }

  async mutateElevatedRole(request: ElevatedRoleMutateRequest, context: AdminContext): Promise<UserDetail> {
    if (!canManageElevatedRoles(context)) throw AppError.unauthorized(ELEVATED_ROLE_DENIED);
    const profile = await this.profileOf(new ProfileRepository(this.db), request.profileId);
    return this.changeProfiles(profile.userId, "profile.elevated-role", context, async (profiles) => {
      const ids = await profiles.elevatedRoleIds();
      const elevatedRoleId =
        request.elevatedRoleName === null ? null : (ids.get(request.elevatedRoleName) ?? null);
      await profiles.update(profile.id, { elevatedRoleId }, context.caller.userId, context.now);
    });
  }

  private async profileOf(profiles: ProfileRepository, id: number): Promise<StoredProfile> {
    const profile = await profiles.find(id);
    if (!profile) throw AppError.notFound(`There is no profile with id ${id}.`);
    return profile;
  }

  /**
   * Runs a profile change in one transaction, then: the root user must still hold admin system,
   * the user's record version moves on, their sessions end, and the change is audited.
   */
  private changeProfiles(
    userId: number,
    action: string,
    context: AdminContext,
    change: (profiles: ProfileRepository, writer: ProfileWriter) => Promise<void>,
  ): Promise<UserDetail> {
    return runInTransaction(this.db, async (tx) => {
      const users = new UserRepository(tx);
      const user = await findUserOrFail(users, userId);
      const before = await users.profilesOf(userId);
      checkMayManageUser(before, context);
      checkNotOwnProfiles(userId, context);
      const profiles = new ProfileRepository(tx);
      await change(profiles, new ProfileWriter(profiles, new RoleRepository(tx), context));
      const after = await users.profilesOf(userId);
      if (isRootAccount(user) && !after.some((profile) => profile.elevatedRoleName === "admin system")) {
        throw invalidField("elevatedRoleName", "The root user keeps the admin system role.");
      }
      const changes = diffFields(profileAuditFields(before), profileAuditFields(after));
      if (changes.length === 0) return loadUserDetail(users, userId);
      await users.touch(userId, context.caller.userId, context.now);
      const home = after.find((profile) => profile.isDefault);
      if (home && home.tenantId !== user.tenantId) await users.setTenant(userId, home.tenantId);
      const keep = userId === context.caller.userId ? context.caller.sessionId : undefined;
      await new AuthRepository(tx).revokeUserSessions(userId, "profiles changed", context.now, keep);
      await writeAudit(tx, { ...auditFrom(context), action, entityType: "user", entityId: userId, changes });
      return loadUserDetail(users, userId);
    });
  }
}

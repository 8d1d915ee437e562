import { AppError, type ProfileInput } from "@rightsdesk/domain";
import {
  canManageElevatedRoles,
  checkMayGrant,
  checkNotOwnProfiles,
  type AdminContext,
} from "./admin-context.js";
import { invalidField } from "../../errors/app-errors.js";
import type { ProfileRepository, ProfileWrite, StoredProfile } from "./profile-repository.js";
import type { RoleRepository } from "./role-repository.js";

export const ELEVATED_ROLE_DENIED = "Only an admin system user can grant or remove elevated roles.";

/**
 * Checks and writes a user's profiles inside the caller's transaction: the role must exist and
 * belong to the profile's client, the caller must hold every right a new role gives, the
 * elevated role may change only for admin system, nobody changes their own profiles, and a user
 * always keeps exactly one default profile.
 */
export class ProfileWriter {
  private elevatedIds: Map<string, number> | undefined;

  constructor(
    private readonly profiles: ProfileRepository,
    private readonly roles: RoleRepository,
    private readonly context: AdminContext,
  ) {}

  /** One requested profile as stored; `field` is where its errors point (`profiles.0`). */
  async resolve(input: ProfileInput, field: string): Promise<ProfileWrite> {
    const role = await this.profiles.findRole(input.roleId);
    if (!role) throw invalidField(`${field}.roleId`, `There is no role with id ${input.roleId}.`);
    if (input.tenantId !== undefined && !(await this.profiles.tenantExists(input.tenantId))) {
      throw invalidField(`${field}.tenantId`, `There is no client with id ${input.tenantId}.`);
    }
    const tenantId = input.tenantId ?? role.tenantId;
    if (tenantId !== role.tenantId) {
      throw invalidField(`${field}.roleId`, `The role ${role.name} belongs to another client.`);
    }
    let elevatedRoleId: number | null = null;
    if (input.elevatedRoleName !== null) {
      this.elevatedIds ??= await this.profiles.elevatedRoleIds();
      const id = this.elevatedIds.get(input.elevatedRoleName);
      if (id === undefined) {
        throw invalidField(
          `${field}.elevatedRoleName`,
          `There is no elevated role ${input.elevatedRoleName}.`,
        );
      }
      elevatedRoleId = id;
    }
    const advertiserIds = [...input.advertiserIds].sort((a, b) => a - b);
    const found = await this.profiles.advertisersAmong(advertiserIds);
    const unknown = advertiserIds.filter((id) => !found.includes(id));
    if (unknown.length > 0) {
      throw invalidField(
        `${field}.advertiserIds`,
        `There is no advertiser with id ${unknown.join(", ")} in this client.`,
      );
    }
    return { tenantId, roleId: role.id, elevatedRoleId, isDefault: input.isDefault, advertiserIds };
  }

  /** Refuses moving a profile to a role that gives rights the caller does not hold. */
  async checkRoleGrant(before: number | null, after: number): Promise<void> {
    if (before === after) return;
    const moduleAccesses = await this.roles.accessesOf(after);
    const previous = before === null ? [] : await this.roles.accessesOf(before);
    checkMayGrant(this.context, { moduleAccesses }, { moduleAccesses: previous });
  }

  /** Refuses a change of elevated role unless the caller holds admin system. */
  checkElevatedChange(before: number | null, after: number | null): void {
    if (before !== after && !canManageElevatedRoles(this.context)) {
      throw AppError.unauthorized(ELEVATED_ROLE_DENIED);
    }
  }

  /**
   * Makes the user's profiles exactly `inputs`: listed ids are updated, entries without an id are
   * added, profiles left out are removed. Answers whether anything changed.
   */
  async replaceAll(userId: number, inputs: readonly ProfileInput[]): Promise<boolean> {
    const existing = await this.profiles.ofUser(userId);
    const byId = new Map(existing.map((profile) => [profile.id, profile]));
    const writes: { id: number | undefined; write: ProfileWrite }[] = [];
    for (const [index, input] of inputs.entries()) {
      if (input.id !== undefined && !byId.has(input.id)) {
        throw invalidField(`profiles.${index}.id`, `Profile ${input.id} is not one of this user's profiles.`);
      }
      writes.push({ id: input.id, write: await this.resolve(input, `profiles.${index}`) });
    }
    if (!writes.some(({ write }) => write.isDefault) && writes[0]) writes[0].write.isDefault = true;
    const kept = new Set(writes.map(({ id }) => id));
    const removed = existing.filter((profile) => !kept.has(profile.id));
    const changes = writes.filter(({ id, write }) => {
      const before = id === undefined ? undefined : byId.get(id);
      return !before || !isSameProfile(before, write);
    });
    if (removed.length > 0 || changes.length > 0) checkNotOwnProfiles(userId, this.context);
    for (const profile of removed) this.checkElevatedChange(profile.elevatedRoleId, null);
    for (const { id, write } of changes) {
      const before = id === undefined ? undefined : byId.get(id);
      this.checkElevatedChange(before?.elevatedRoleId ?? null, write.elevatedRoleId);
      await this.checkRoleGrant(before?.roleId ?? null, write.roleId);
    }

    const { userId: by } = this.context.caller;
    const { now } = this.context;
    for (const profile of removed) await this.profiles.delete(profile.id);
    let changed = removed.length > 0;
    for (const { id, write } of writes) {
      const before = id === undefined ? undefined : byId.get(id);
      if (id === undefined || !before) {
        await this.profiles.insert(userId, write, by, now);
        changed = true;
      } else if (!isSameProfile(before, write)) {
        await this.profiles.update(id, write, by, now);
        changed = true;
      }
    }
    return changed;
  }

  /** After a change: the default profile is the one marked, or the first one when none is. */
  async settleDefault(userId: number, preferredId?: number): Promise<void> {
    const current = await this.profiles.ofUser(userId);
    const keep =
      current.find((profile) => profile.id === preferredId) ??
      current.find((profile) => profile.isDefault) ??
      current[0];
    if (keep && current.some((profile) => profile.isDefault !== (profile.id === keep.id))) {
      await this.profiles.makeOnlyDefault(userId, keep.id);
    }
  }
}

function isSameProfile(before: StoredProfile, write: ProfileWrite): boolean {
  return (
    before.tenantId === write.tenantId &&
    before.roleId === write.roleId &&
    before.elevatedRoleId === write.elevatedRoleId &&
    before.isDefault === write.isDefault &&
    before.advertiserIds.join(",") === write.advertiserIds.join(",")
  );
}

import { and, asc, eq, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { ModuleAccess, UserPermission, UserProfileSummary } from "@rightsdesk/domain";
import { writeAudit, type AuditEvent } from "../../audit/audit-log.js";
import type { Db } from "../../db/database.js";
import {
  elevatedRoles,
  refreshTokens,
  roleItemAccesses,
  roleModuleAccesses,
  roles,
  sessions,
  tenants,
  userProfiles,
  userTypes,
  users,
} from "../../db/schema.js";

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export class AuthRepository {
  constructor(private readonly db: Db) {}

  async findUserByUserName(userName: string): Promise<UserRow | undefined> {
    const rows = await this.db
      .select()
      .from(users)
      .where(sql`lower(${users.userName}) = lower(${userName})`)
      .limit(1);
    return rows[0];
  }

  async findUserById(userId: number): Promise<UserRow | undefined> {
    const rows = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    return rows[0];
  }

  /** Every client, by name: the ones a provider profile may act for. */
  async listClients(): Promise<{ id: number; name: string; isProvider: boolean }[]> {
    return this.db
      .select({ id: tenants.id, name: tenants.name, isProvider: tenants.isProvider })
      .from(tenants)
      .orderBy(asc(tenants.name), asc(tenants.id));
  }

  async findClient(clientId: number): Promise<{ id: number; name: string; isProvider: boolean } | undefined> {
    const rows = await this.db
      .select({ id: tenants.id, name: tenants.name, isProvider: tenants.isProvider })
      .from(tenants)
      .where(eq(tenants.id, clientId));
    return rows[0];
  }

  /** An ADVERTISER USER's advertisers (their spots alone are seen); null for every other user. */
  async advertiserNarrowing(permission: UserPermission): Promise<number[] | null> {
    if (permission.selectedUserProfile.userType.name !== "ADVERTISER USER") return null;
    return this.advertisersOfProfile(permission.selectedUserProfile.id);
  }

  /** The advertisers an ADVERTISER USER's profile is narrowed to. */
  async advertisersOfProfile(profileId: number): Promise<number[]> {
    const rows = await this.db
      .select({ advertiserIds: userProfiles.advertiserIds })
      .from(userProfiles)
      .where(eq(userProfiles.id, profileId));
    return rows[0]?.advertiserIds ?? [];
  }

  /** Records the client a session acts for (null: its profile's own). */
  async setActingClient(sessionId: string, clientId: number | null): Promise<void> {
    await this.db.update(sessions).set({ actingTenantId: clientId }).where(eq(sessions.id, sessionId));
  }

  async findTenant(tenantId: number): Promise<{ id: number; isProvider: boolean } | undefined> {
    const rows = await this.db
      .select({ id: tenants.id, isProvider: tenants.isProvider })
      .from(tenants)
      .where(eq(tenants.id, tenantId));
    return rows[0];
  }

  async listProfiles(userId: number): Promise<UserProfileSummary[]> {
    const rows = await this.db
      .select({
        id: userProfiles.id,
        tenantId: userProfiles.tenantId,
        tenantName: tenants.name,
        roleName: roles.name,
        elevatedRoleName: elevatedRoles.name,
        userTypeName: userTypes.name,
        isDefault: userProfiles.isDefault,
        advertiserIds: userProfiles.advertiserIds,
      })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .innerJoin(tenants, eq(tenants.id, userProfiles.tenantId))
      .innerJoin(roles, eq(roles.id, userProfiles.roleId))
      .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
      .leftJoin(elevatedRoles, eq(elevatedRoles.id, userProfiles.elevatedRoleId))
      .where(eq(userProfiles.userId, userId))
      .orderBy(userProfiles.id);
    return rows.map((row) => ({ ...row, elevatedRoleName: row.elevatedRoleName ?? null }));
  }

  async recordSignIn(userId: number, now: Date): Promise<void> {
    await this.db.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId));
  }

  /**
   * Takes an authenticator time step for the user; false when that step (or a later one) was
   * already used, so a code works once even when two requests race with it.
   */
  async claimMfaStep(userId: number, step: number): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ mfaLastStep: step })
      .where(and(eq(users.id, userId), or(isNull(users.mfaLastStep), lt(users.mfaLastStep, step))))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  async audit(event: AuditEvent): Promise<void> {
    await writeAudit(this.db, event);
  }

  async createSession(values: typeof sessions.$inferInsert): Promise<void> {
    await this.db.insert(sessions).values(values);
  }

  async findSession(sessionId: string): Promise<SessionRow | undefined> {
    const rows = await this.db.select().from(sessions).where(eq(sessions.id, sessionId)).limit(1);
    return rows[0];
  }

  async revokeSession(sessionId: string, reason: string, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** Ends every open session of a user (blocked, role changed, password reset); their next call gets ForceLogout. */
  async revokeUserSessions(
    userId: number,
    reason: string,
    now: Date,
    exceptSessionId?: string,
  ): Promise<number> {
    const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
    if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
    const rows = await this.db
      .update(sessions)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(...conditions))
      .returning({ id: sessions.id });
    return rows.length;
  }

  async insertRefreshToken(values: typeof refreshTokens.$inferInsert): Promise<void> {
    await this.db.insert(refreshTokens).values(values);
  }

  async findRefreshToken(tokenHash: string) {
    const rows = await this.db
      .select({ token: refreshTokens, session: sessions })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .limit(1);
    return rows[0];
  }

  /** Marks a refresh token used; false when another request used it first. */
  async markRefreshTokenUsed(id: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    return rows.length === 1;
  }

  /** The permission record of spec 000 section 3 for one of the user's profiles. */
  async loadPermission(user: UserRow, profileId: number): Promise<UserPermission | undefined> {
    const profileRows = await this.db
      .select({
        id: userProfiles.id,
        tenantId: userProfiles.tenantId,
        roleId: roles.id,
        roleName: roles.name,
        elevatedRoleName: elevatedRoles.name,
        userTypeName: userTypes.name,
      })
      .from(userProfiles)
      .innerJoin(roles, eq(roles.id, userProfiles.roleId))
      .innerJoin(userTypes, eq(userTypes.id, user.userTypeId))
      .leftJoin(elevatedRoles, eq(elevatedRoles.id, userProfiles.elevatedRoleId))
      .where(and(eq(userProfiles.id, profileId), eq(userProfiles.userId, user.id)))
      .limit(1);
    const profile = profileRows[0];
    if (!profile) return undefined;

    const [moduleRows, itemRows] = await Promise.all([
      this.db.select().from(roleModuleAccesses).where(eq(roleModuleAccesses.roleId, profile.roleId)),
      this.db.select().from(roleItemAccesses).where(eq(roleItemAccesses.roleId, profile.roleId)),
    ]);
    const moduleAccesses: ModuleAccess[] = moduleRows
      .sort((a, b) => a.module.localeCompare(b.module))
      .map((row) => ({
        name: row.module,
        accessPermission: { canRead: row.canRead, canWrite: row.canWrite, canDelete: row.canDelete },
        itemAccesses: itemRows
          .filter((item) => item.module === row.module)
          .map((item) => ({
            name: item.item,
            module: { name: item.module },
            accessPermission: { canRead: item.canRead, canWrite: item.canWrite, canDelete: item.canDelete },
          })),
      }));

    return {
      id: user.id,
      userName: user.userName,
      termAcceptedOn: user.termAcceptedOn ? user.termAcceptedOn.toISOString() : null,
      selectedUserProfile: {
        id: profile.id,
        tenantId: profile.tenantId,
        elevatedRole: profile.elevatedRoleName ? { name: profile.elevatedRoleName } : null,
        userType: { name: profile.userTypeName },
        grantedRole: { id: profile.roleId, name: profile.roleName, moduleAccesses },
      },
    };
  }
}

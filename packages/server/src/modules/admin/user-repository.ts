import { and, count, eq, ne, sql } from "drizzle-orm";
import { ofCurrentClient } from "../../db/client-scope.js";
import { userListFields, type ListPage, type RecordStatus, type UserKind } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { elevatedRoles, roles, tenants, userProfiles, userTypes, users } from "../../db/schema.js";
import { compileListQuery, defineListColumns, fetchListPage } from "../../lists/index.js";

/** What the user list shows of each user. */
const userSummaryColumns = {
  id: users.id,
  userName: users.userName,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  userType: userTypes.name,
  status: users.status,
  createdAt: users.createdAt,
};

/** The user list's fields bound to SQL (the whitelist itself is the contract's `userListFields`). */
export const userListColumns = defineListColumns(userListFields, userSummaryColumns);

const userColumns = {
  ...userSummaryColumns,
  mfaEnabled: sql<boolean>`${users.mfaSecret} is not null`,
  lastSignInAt: users.lastSignInAt,
  version: users.version,
  termAcceptedOn: users.termAcceptedOn,
  mustChangePassword: users.mustChangePassword,
  tenantId: users.tenantId,
};

export interface UserRecord {
  id: number;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  userType: string;
  status: RecordStatus;
  mfaEnabled: boolean;
  lastSignInAt: Date | null;
  createdAt: Date;
  version: number;
  termAcceptedOn: Date | null;
  mustChangePassword: boolean;
  tenantId: number;
}

export interface ProfileRecord {
  id: number;
  userId: number;
  tenantId: number;
  tenantName: string;
  roleId: number;
  roleName: string;
  elevatedRoleName: string | null;
  userTypeName: string;
  isDefault: boolean;
  advertiserIds: number[];
}

export interface UserWrite {
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  userTypeId: number;
  tenantId: number;
  passwordHash?: string;
  mustChangePassword?: boolean;
}

/** Users and their profiles as stored; every query of the user admin lives here. */
export class UserRepository {
  constructor(private readonly db: Db) {}

  list(query: unknown): Promise<ListPage<UserRecord>> {
    const compiled = compileListQuery(query, userListColumns);
    return fetchListPage(compiled, {
      selectPage: ({ where, orderBy, limit, offset }) =>
        this.db
          .select(userColumns)
          .from(users)
          .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
          .where(and(where, ofCurrentClient(users.tenantId)))
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: (where) =>
        this.db
          .select({ count: count() })
          .from(users)
          .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
          .where(and(where, ofCurrentClient(users.tenantId))),
    });
  }

  async find(id: number): Promise<UserRecord | undefined> {
    const rows = await this.db
      .select(userColumns)
      .from(users)
      .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
      .where(and(eq(users.id, id), ofCurrentClient(users.tenantId)));
    return rows[0];
  }

  /** Another user holding this name, compared without case. */
  async findNameHolder(userName: string, exceptId?: number): Promise<{ id: number } | undefined> {
    const sameName = sql`lower(${users.userName}) = lower(${userName})`;
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(exceptId === undefined ? sameName : and(sameName, ne(users.id, exceptId)));
    return rows[0];
  }

  async findUserTypeId(name: UserKind): Promise<number | undefined> {
    const rows = await this.db.select({ id: userTypes.id }).from(userTypes).where(eq(userTypes.name, name));
    return rows[0]?.id;
  }

  async profilesOf(userId: number): Promise<ProfileRecord[]> {
    return this.db
      .select({
        id: userProfiles.id,
        userId: userProfiles.userId,
        tenantId: userProfiles.tenantId,
        tenantName: tenants.name,
        roleId: userProfiles.roleId,
        roleName: roles.name,
        elevatedRoleName: elevatedRoles.name,
        userTypeName: userTypes.name,
        isDefault: userProfiles.isDefault,
        advertiserIds: userProfiles.advertiserIds,
      })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .innerJoin(userTypes, eq(userTypes.id, users.userTypeId))
      .innerJoin(tenants, eq(tenants.id, userProfiles.tenantId))
      .innerJoin(roles, eq(roles.id, userProfiles.roleId))
      .leftJoin(elevatedRoles, eq(elevatedRoles.id, userProfiles.elevatedRoleId))
      .where(eq(userProfiles.userId, userId))
      .orderBy(userProfiles.id);
  }

  async insert(values: UserWrite & { passwordHash: string }, by: number, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(users)
      .values({ ...values, createdAt: now, createdBy: by, updatedAt: now, updatedBy: by })
      .returning({ id: users.id });
    if (!row) throw new Error("The user was not inserted.");
    return row.id;
  }

  /** Updates the user if `version` is still current; false when someone changed it first. */
  async update(
    id: number,
    version: number,
    values: Partial<UserWrite>,
    by: number,
    now: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .update(users)
      .set({ ...values, version: sql`${users.version} + 1`, updatedAt: now, updatedBy: by })
      .where(and(eq(users.id, id), eq(users.version, version)))
      .returning({ id: users.id });
    return rows.length === 1;
  }

  async setStatus(id: number, status: RecordStatus, by: number, now: Date): Promise<void> {
    await this.db
      .update(users)
      .set({ status, version: sql`${users.version} + 1`, updatedAt: now, updatedBy: by })
      .where(eq(users.id, id));
  }

  /** Marks the user changed (profiles are part of the user): a stale edit form is refused. */
  async touch(id: number, by: number, now: Date): Promise<void> {
    await this.db
      .update(users)
      .set({ version: sql`${users.version} + 1`, updatedAt: now, updatedBy: by })
      .where(eq(users.id, id));
  }

  /** The user's own client follows their default profile. */
  async setTenant(id: number, tenantId: number): Promise<void> {
    await this.db.update(users).set({ tenantId }).where(eq(users.id, id));
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(users).where(eq(users.id, id));
  }
}

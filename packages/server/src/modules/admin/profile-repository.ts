import { and, eq, inArray, ne } from "drizzle-orm";
import { ofCurrentClient } from "../../db/client-scope.js";
import type { Db } from "../../db/database.js";
import { companies, elevatedRoles, roles, tenants, userProfiles } from "../../db/schema.js";

export interface StoredProfile {
  id: number;
  userId: number;
  tenantId: number;
  roleId: number;
  elevatedRoleId: number | null;
  isDefault: boolean;
  advertiserIds: number[];
}

export interface ProfileWrite {
  tenantId: number;
  roleId: number;
  elevatedRoleId: number | null;
  isDefault: boolean;
  advertiserIds: number[];
}

const storedProfileColumns = {
  id: userProfiles.id,
  userId: userProfiles.userId,
  tenantId: userProfiles.tenantId,
  roleId: userProfiles.roleId,
  elevatedRoleId: userProfiles.elevatedRoleId,
  isDefault: userProfiles.isDefault,
  advertiserIds: userProfiles.advertiserIds,
};

/** User profiles (a role in a tenant, maybe an elevated role) and the lookups that check them. */
export class ProfileRepository {
  constructor(private readonly db: Db) {}

  async find(id: number): Promise<StoredProfile | undefined> {
    const rows = await this.db
      .select(storedProfileColumns)
      .from(userProfiles)
      .where(and(eq(userProfiles.id, id), ofCurrentClient(userProfiles.tenantId)));
    return rows[0];
  }

  async ofUser(userId: number): Promise<StoredProfile[]> {
    return this.db
      .select(storedProfileColumns)
      .from(userProfiles)
      .where(eq(userProfiles.userId, userId))
      .orderBy(userProfiles.id);
  }

  async findRole(id: number): Promise<{ id: number; tenantId: number; name: string } | undefined> {
    const rows = await this.db
      .select({ id: roles.id, tenantId: roles.tenantId, name: roles.name })
      .from(roles)
      .where(and(eq(roles.id, id), ofCurrentClient(roles.tenantId)));
    return rows[0];
  }

  /** Which of these ids are advertisers (companies of type ADVERTISER) of the acting client. */
  async advertisersAmong(ids: readonly number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: companies.id })
      .from(companies)
      .where(and(inArray(companies.id, [...ids]), eq(companies.mainType, "ADVERTISER")));
    return rows.map((row) => row.id);
  }

  async tenantExists(id: number): Promise<boolean> {
    const rows = await this.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, id));
    return rows.length === 1;
  }

  async elevatedRoleIds(): Promise<Map<string, number>> {
    const rows = await this.db.select().from(elevatedRoles);
    return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
  }

  async insert(userId: number, values: ProfileWrite, by: number, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(userProfiles)
      .values({ userId, ...values, createdAt: now, createdBy: by, updatedAt: now, updatedBy: by })
      .returning({ id: userProfiles.id });
    if (!row) throw new Error("The profile was not inserted.");
    return row.id;
  }

  async update(id: number, values: Partial<ProfileWrite>, by: number, now: Date): Promise<void> {
    await this.db
      .update(userProfiles)
      .set({ ...values, updatedAt: now, updatedBy: by })
      .where(eq(userProfiles.id, id));
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(userProfiles).where(eq(userProfiles.id, id));
  }

  /** Leaves `keepId` the user's only default profile. */
  async makeOnlyDefault(userId: number, keepId: number): Promise<void> {
    await this.db
      .update(userProfiles)
      .set({ isDefault: false })
      .where(and(eq(userProfiles.userId, userId), ne(userProfiles.id, keepId)));
    await this.db.update(userProfiles).set({ isDefault: true }).where(eq(userProfiles.id, keepId));
  }
}

import { and, asc, countDistinct, eq, ne, sql } from "drizzle-orm";
import { ofCurrentClient } from "../../db/client-scope.js";
import { moduleNames, type Permission, type RoleRecord } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import {
  elevatedRoles,
  roleItemAccesses,
  roleModuleAccesses,
  roles,
  userProfiles,
  users,
} from "../../db/schema.js";

export interface StoredRole {
  id: number;
  tenantId: number;
  name: string;
  description: string;
  version: number;
}

type AccessRow = typeof roleModuleAccesses.$inferSelect;
type ItemRow = typeof roleItemAccesses.$inferSelect;

const flags = (row: AccessRow | ItemRow) => ({
  canRead: row.canRead,
  canWrite: row.canWrite,
  canDelete: row.canDelete,
});

function moduleOrder(name: string): number {
  const index = moduleNames.findIndex((module) => module === name);
  return index === -1 ? moduleNames.length : index;
}

/** A role's accesses as the contract shows them, modules in the catalogue's order. */
export function toModuleAccesses(moduleRows: readonly AccessRow[], itemRows: readonly ItemRow[]) {
  return [...moduleRows]
    .sort((a, b) => moduleOrder(a.module) - moduleOrder(b.module))
    .map((row) => ({
      name: row.module,
      accessPermission: flags(row),
      itemAccesses: itemRows
        .filter((item) => item.roleId === row.roleId && item.module === row.module)
        .map((item) => ({ name: item.item, module: { name: item.module }, accessPermission: flags(item) })),
    }));
}

/** Roles, their module and item accesses, and who holds them. */
export class RoleRepository {
  constructor(private readonly db: Db) {}

  /** Every role of the client the request acts for (or the one with `onlyId`), by name. */
  async list(onlyId?: number): Promise<RoleRecord[]> {
    const [roleRows, counts, moduleRows, itemRows] = [
      await this.db
        .select()
        .from(roles)
        .where(and(ofCurrentClient(roles.tenantId), onlyId === undefined ? undefined : eq(roles.id, onlyId)))
        .orderBy(asc(roles.tenantId), sql`lower(${roles.name})`, asc(roles.id)),
      await this.db
        .select({ roleId: userProfiles.roleId, users: countDistinct(userProfiles.userId) })
        .from(userProfiles)
        .where(onlyId === undefined ? undefined : eq(userProfiles.roleId, onlyId))
        .groupBy(userProfiles.roleId),
      await this.db
        .select()
        .from(roleModuleAccesses)
        .where(onlyId === undefined ? undefined : eq(roleModuleAccesses.roleId, onlyId)),
      await this.db
        .select()
        .from(roleItemAccesses)
        .where(onlyId === undefined ? undefined : eq(roleItemAccesses.roleId, onlyId)),
    ];
    const userCounts = new Map(counts.map((row) => [row.roleId, Number(row.users)]));
    return roleRows.map((role) => ({
      id: role.id,
      version: role.version,
      tenantId: role.tenantId,
      name: role.name,
      description: role.description,
      userCount: userCounts.get(role.id) ?? 0,
      moduleAccesses: toModuleAccesses(
        moduleRows.filter((row) => row.roleId === role.id),
        itemRows.filter((row) => row.roleId === role.id),
      ),
    }));
  }

  async find(id: number): Promise<StoredRole | undefined> {
    const rows = await this.db
      .select({
        id: roles.id,
        tenantId: roles.tenantId,
        name: roles.name,
        description: roles.description,
        version: roles.version,
      })
      .from(roles)
      .where(and(eq(roles.id, id), ofCurrentClient(roles.tenantId)));
    return rows[0];
  }

  async accessesOf(id: number): Promise<ReturnType<typeof toModuleAccesses>> {
    const moduleRows = await this.db
      .select()
      .from(roleModuleAccesses)
      .where(eq(roleModuleAccesses.roleId, id));
    const itemRows = await this.db.select().from(roleItemAccesses).where(eq(roleItemAccesses.roleId, id));
    return toModuleAccesses(moduleRows, itemRows);
  }

  /** Another role of the same client with this name, compared without case. */
  async findNameHolder(
    tenantId: number,
    name: string,
    exceptId?: number,
  ): Promise<{ id: number } | undefined> {
    const conditions = [eq(roles.tenantId, tenantId), sql`lower(${roles.name}) = lower(${name})`];
    if (exceptId !== undefined) conditions.push(ne(roles.id, exceptId));
    const rows = await this.db
      .select({ id: roles.id })
      .from(roles)
      .where(and(...conditions));
    return rows[0];
  }

  async insert(
    values: { tenantId: number; name: string; description: string },
    by: number,
    now: Date,
  ): Promise<number> {
    const [row] = await this.db
      .insert(roles)
      .values({ ...values, createdAt: now, createdBy: by, updatedAt: now, updatedBy: by })
      .returning({ id: roles.id });
    if (!row) throw new Error("The role was not inserted.");
    return row.id;
  }

  /** Updates the role if `version` is still current; false when someone changed it first. */
  async update(
    id: number,
    version: number,
    values: { name: string; description: string },
    by: number,
    now: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .update(roles)
      .set({ ...values, version: sql`${roles.version} + 1`, updatedAt: now, updatedBy: by })
      .where(and(eq(roles.id, id), eq(roles.version, version)))
      .returning({ id: roles.id });
    return rows.length === 1;
  }

  /** Replaces every module and item access of a role. */
  async replaceAccesses(roleId: number, accesses: readonly Permission[]): Promise<void> {
    await this.db.delete(roleItemAccesses).where(eq(roleItemAccesses.roleId, roleId));
    await this.db.delete(roleModuleAccesses).where(eq(roleModuleAccesses.roleId, roleId));
    if (accesses.length === 0) return;
    await this.db
      .insert(roleModuleAccesses)
      .values(accesses.map((access) => ({ roleId, module: access.name, ...access.accessPermission })));
    const items = accesses.flatMap((access) =>
      access.itemAccesses.map((item) => ({
        roleId,
        module: access.name,
        item: item.name,
        ...item.accessPermission,
      })),
    );
    if (items.length > 0) await this.db.insert(roleItemAccesses).values(items);
  }

  /** The user names of everyone holding the role through a profile. */
  async holders(roleId: number): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ userName: users.userName })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .where(eq(userProfiles.roleId, roleId))
      .orderBy(users.userName);
    return rows.map((row) => row.userName);
  }

  /** Whether a profile with this elevated role acts under the role. */
  async isHeldWithElevatedRole(roleId: number, elevatedRoleName: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: userProfiles.id })
      .from(userProfiles)
      .innerJoin(elevatedRoles, eq(elevatedRoles.id, userProfiles.elevatedRoleId))
      .where(
        and(eq(userProfiles.roleId, roleId), sql`lower(${elevatedRoles.name}) = lower(${elevatedRoleName})`),
      )
      .limit(1);
    return rows.length > 0;
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(roles).where(eq(roles.id, id));
  }
}

import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { elevatedRoles, tenants, userTypes } from "../../db/schema.js";

export interface TenantRow {
  id: number;
  name: string;
  isProvider: boolean;
}

const tenantColumns = { id: tenants.id, name: tenants.name, isProvider: tenants.isProvider };

/** The small catalogues of the admin area: user kinds, elevated roles and clients (tenants). */
export class DirectoryRepository {
  constructor(private readonly db: Db) {}

  userTypes(): Promise<{ id: number; name: string }[]> {
    return this.db.select().from(userTypes).orderBy(asc(userTypes.id));
  }

  elevatedRoles(): Promise<{ id: number; name: string }[]> {
    return this.db.select().from(elevatedRoles).orderBy(asc(elevatedRoles.id));
  }

  tenants(): Promise<TenantRow[]> {
    return this.db
      .select(tenantColumns)
      .from(tenants)
      .orderBy(sql`lower(${tenants.name})`, asc(tenants.id));
  }

  async findTenant(id: number): Promise<TenantRow | undefined> {
    const rows = await this.db.select(tenantColumns).from(tenants).where(eq(tenants.id, id));
    return rows[0];
  }

  /** Another client with this name, compared without case. */
  async findTenantNameHolder(name: string, exceptId?: number): Promise<{ id: number } | undefined> {
    const sameName = sql`lower(${tenants.name}) = lower(${name})`;
    const rows = await this.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(exceptId === undefined ? sameName : and(sameName, ne(tenants.id, exceptId)));
    return rows[0];
  }

  async insertTenant(name: string, by: number, now: Date): Promise<TenantRow> {
    const [row] = await this.db
      .insert(tenants)
      .values({ name, createdAt: now, createdBy: by, updatedAt: now, updatedBy: by })
      .returning(tenantColumns);
    if (!row) throw new Error("The client was not inserted.");
    return row;
  }

  async renameTenant(id: number, name: string, by: number, now: Date): Promise<TenantRow> {
    const [row] = await this.db
      .update(tenants)
      .set({ name, version: sql`${tenants.version} + 1`, updatedAt: now, updatedBy: by })
      .where(eq(tenants.id, id))
      .returning(tenantColumns);
    if (!row) throw new Error("The client was not updated.");
    return row;
  }
}

import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { assetUseRights, users } from "../../db/schema.js";

const useRightColumns = {
  id: assetUseRights.id,
  assetId: assetUseRights.assetId,
  useRightType: assetUseRights.useRightType,
  mediaType: assetUseRights.mediaType,
  mediaSubTypes: assetUseRights.mediaSubTypes,
  startCycleDate: assetUseRights.startCycleDate,
  cycleExpireDate: assetUseRights.cycleExpireDate,
  cycleLength: assetUseRights.cycleLength,
  note: assetUseRights.note,
  createdAt: assetUseRights.createdAt,
  updatedAt: assetUseRights.updatedAt,
  updatedBy: users.userName,
  version: assetUseRights.version,
};
export type UseRightRow = NonNullable<Awaited<ReturnType<UseRightRepository["find"]>>>;

/** The columns a use right's create or update writes. */
export interface UseRightValues {
  useRightType: string;
  mediaType: string | null;
  mediaSubTypes: string[];
  startCycleDate: string | null;
  cycleExpireDate: string | null;
  cycleLength: string | null;
  note: string;
}

/** The use rights of assets. */
export class UseRightRepository {
  constructor(private readonly db: Db) {}

  /** An asset's use rights by cycle start (rights without a start last), then by id. */
  async listOf(assetId: number): Promise<UseRightRow[]> {
    return this.db
      .select(useRightColumns)
      .from(assetUseRights)
      .leftJoin(users, eq(users.id, assetUseRights.updatedBy))
      .where(eq(assetUseRights.assetId, assetId))
      .orderBy(sql`${assetUseRights.startCycleDate} asc nulls last`, asc(assetUseRights.id));
  }

  async find(id: number, options: { forUpdate?: boolean } = {}) {
    const select = this.db
      .select(useRightColumns)
      .from(assetUseRights)
      .leftJoin(users, eq(users.id, assetUseRights.updatedBy))
      .where(eq(assetUseRights.id, id));
    const [row] = options.forUpdate ? await select.for("update", { of: assetUseRights }) : await select;
    return row;
  }

  async insert(assetId: number, values: UseRightValues, by: number, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(assetUseRights)
      .values({ ...values, assetId, createdAt: now, createdBy: by, updatedAt: now, updatedBy: by })
      .returning({ id: assetUseRights.id });
    if (!row) throw new Error("The use right was not inserted.");
    return row.id;
  }

  async update(id: number, version: number, values: UseRightValues, by: number, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(assetUseRights)
      .set({ ...values, version: sql`${assetUseRights.version} + 1`, updatedAt: now, updatedBy: by })
      .where(and(eq(assetUseRights.id, id), eq(assetUseRights.version, version)))
      .returning({ id: assetUseRights.id });
    return rows.length === 1;
  }

  async delete(id: number): Promise<void> {
    await this.db.delete(assetUseRights).where(eq(assetUseRights.id, id));
  }

  async countOf(assetId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(assetUseRights)
      .where(eq(assetUseRights.assetId, assetId));
    return Number(row?.n ?? 0);
  }
}

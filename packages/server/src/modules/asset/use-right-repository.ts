import { and, asc, count, eq, isNotNull, sql } from "drizzle-orm";
import { anyOf } from "../../db/any-of.js";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database.js";
import { assetUseRights, people, recordItems, users } from "../../db/schema.js";

/** The cast item a right belongs to, and the performer it names. */
const castItem = alias(recordItems, "cast_item");
const performer = alias(people, "performer");

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
  castItemId: assetUseRights.castItemId,
  coversAllPerformers: assetUseRights.coversAllPerformers,
  holderName: performer.fullName,
  /** The cast item's terms (union, category, session date): a union principal's right is read on fixed cycles. */
  castData: castItem.data,
  createdAt: assetUseRights.createdAt,
  updatedAt: assetUseRights.updatedAt,
  updatedBy: users.userName,
  version: assetUseRights.version,
};
const performerId = sql<number>`(${castItem.data} ->> 'personId')::int`;

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
  castItemId: number | null;
  coversAllPerformers: boolean;
}

/** The use rights of assets. */
export class UseRightRepository {
  constructor(private readonly db: Db) {}

  /** An asset's use rights by cycle start (rights without a start last), then by id. */
  async listOf(assetId: number): Promise<UseRightRow[]> {
    return this.listOfMany([assetId]);
  }

  /** The use rights of several assets in one query, each asset's in the order `listOf` gives. */
  async listOfMany(assetIds: readonly number[]): Promise<UseRightRow[]> {
    if (assetIds.length === 0) return [];
    return this.db
      .select(useRightColumns)
      .from(assetUseRights)
      .leftJoin(users, eq(users.id, assetUseRights.updatedBy))
      .leftJoin(castItem, eq(castItem.id, assetUseRights.castItemId))
      .leftJoin(performer, eq(performer.id, performerId))
      .where(
        assetIds.length === 1
          ? eq(assetUseRights.assetId, assetIds[0] ?? 0)
          : anyOf(assetUseRights.assetId, assetIds),
      )
      .orderBy(sql`${assetUseRights.startCycleDate} asc nulls last`, asc(assetUseRights.id));
  }

  async find(id: number, options: { forUpdate?: boolean } = {}) {
    const select = this.db
      .select(useRightColumns)
      .from(assetUseRights)
      .leftJoin(users, eq(users.id, assetUseRights.updatedBy))
      .leftJoin(castItem, eq(castItem.id, assetUseRights.castItemId))
      .leftJoin(performer, eq(performer.id, performerId))
      .where(eq(assetUseRights.id, id));
    const [row] = options.forUpdate ? await select.for("update", { of: assetUseRights }) : await select;
    return row;
  }

  /** Stores each right's last covered day as the domain computed it; only rows that changed are written. */
  async setCoveredThrough(rights: readonly { id: number; coveredThrough: string | null }[]): Promise<void> {
    for (const right of rights) {
      await this.db
        .update(assetUseRights)
        .set({ coveredThrough: right.coveredThrough })
        .where(
          and(
            eq(assetUseRights.id, right.id),
            sql`${assetUseRights.coveredThrough} is distinct from ${right.coveredThrough}::date`,
          ),
        );
    }
  }

  /** Inserts an asset's own right, or with `contractId` a right that contract acquired. */
  async insert(
    assetId: number,
    values: UseRightValues,
    by: number,
    now: Date,
    options: { contractId?: number } = {},
  ): Promise<number> {
    const [row] = await this.db
      .insert(assetUseRights)
      .values({
        ...values,
        assetId,
        ...(options.contractId === undefined ? {} : { contractId: options.contractId }),
        createdAt: now,
        createdBy: by,
        updatedAt: now,
        updatedBy: by,
      })
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

  /** The use rights that belong to a cast item: what refuses its delete. */
  async ofCastItem(castItemId: number): Promise<UseRightRow[]> {
    return this.db
      .select(useRightColumns)
      .from(assetUseRights)
      .leftJoin(users, eq(users.id, assetUseRights.updatedBy))
      .leftJoin(castItem, eq(castItem.id, assetUseRights.castItemId))
      .leftJoin(performer, eq(performer.id, performerId))
      .where(and(isNotNull(assetUseRights.castItemId), eq(assetUseRights.castItemId, castItemId)))
      .orderBy(asc(assetUseRights.id));
  }
}

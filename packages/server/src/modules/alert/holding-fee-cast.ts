import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { anyOf } from "../../db/any-of.js";
import type { Db } from "../../db/database.js";
import { assets, contractAssets, contracts, people, recordItems } from "../../db/schema.js";

/**
 * One union cast member of a live asset who may owe holding fees: the asset's Cast item with a
 * union other than NON UNION and a session date, with what the rules need (session date, the
 * asset's MPU end, fees paid through) and the holding fee of the contract that links the talent to
 * the asset, if any.
 */
export interface HoldingFeeCastRow {
  castItemId: number;
  assetId: number;
  adId: string;
  assetTitle: string;
  personId: number;
  /** The performer's full name. */
  performer: string;
  performerCategory: string | null;
  union: string;
  role: string | null;
  sessionDate: string;
  mpuEnd: string;
  paidThrough: string | null;
  /** The holding fee of the contract linked through `contract_assets.cast_item_id`, else null. */
  holdingFeeCents: number | null;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function textOf(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

function dateOf(value: unknown): string | null {
  return typeof value === "string" && isoDate.test(value) ? value : null;
}

/**
 * The union cast members of non-archived assets (all, or those of `assetIds`), by asset then cast
 * item. Cast items without a union, of NON UNION, or without a session date owe no holding fee and
 * are left out, as are items whose performer is missing.
 */
export async function loadHoldingFeeCast(
  db: Db,
  options: { assetIds?: readonly number[] } = {},
): Promise<HoldingFeeCastRow[]> {
  if (options.assetIds !== undefined && options.assetIds.length === 0) return [];
  const personId = sql<number>`(${recordItems.data} ->> 'personId')::int`;
  const conditions = [
    eq(recordItems.ownerType, "asset"),
    eq(recordItems.section, "Cast"),
    isNull(assets.archivedAt),
    sql`coalesce(${recordItems.data} ->> 'union', '') not in ('', 'NON UNION')`,
    sql`coalesce(${recordItems.data} ->> 'sessionDate', '') <> ''`,
  ];
  if (options.assetIds !== undefined) conditions.push(anyOf(assets.id, [...options.assetIds]));
  const rows = await db
    .select({
      castItemId: recordItems.id,
      assetId: assets.id,
      adId: assets.adId,
      assetTitle: assets.title,
      personId: people.id,
      performer: people.fullName,
      data: recordItems.data,
      mpuEnd: assets.expireMpuEndDate,
    })
    .from(recordItems)
    .innerJoin(assets, eq(assets.id, recordItems.ownerId))
    .innerJoin(people, eq(people.id, personId))
    .where(and(...conditions))
    .orderBy(asc(assets.id), asc(recordItems.id));
  if (rows.length === 0) return [];

  const fees = await db
    .select({ castItemId: contractAssets.castItemId, holdingFeeCents: contracts.holdingFeeCents })
    .from(contractAssets)
    .innerJoin(contracts, eq(contracts.id, contractAssets.contractId))
    .where(
      anyOf(
        contractAssets.castItemId,
        rows.map((row) => row.castItemId),
      ),
    )
    .orderBy(asc(contracts.id));
  const feeOf = new Map<number, number>();
  for (const fee of fees) {
    // The first contract with a fee wins when several link the same cast member.
    if (fee.castItemId !== null && fee.holdingFeeCents !== null && !feeOf.has(fee.castItemId)) {
      feeOf.set(fee.castItemId, fee.holdingFeeCents);
    }
  }

  const result: HoldingFeeCastRow[] = [];
  for (const row of rows) {
    const union = textOf(row.data["union"]);
    const sessionDate = dateOf(row.data["sessionDate"]);
    if (union === null || union === "NON UNION" || sessionDate === null) continue;
    result.push({
      castItemId: row.castItemId,
      assetId: row.assetId,
      adId: row.adId,
      assetTitle: row.assetTitle,
      personId: row.personId,
      performer: row.performer,
      performerCategory: textOf(row.data["performerCategory"]),
      union,
      role: textOf(row.data["role"]),
      sessionDate,
      mpuEnd: row.mpuEnd,
      paidThrough: dateOf(row.data["holdingFeesPaidThrough"]),
      holdingFeeCents: feeOf.get(row.castItemId) ?? null,
    });
  }
  return result;
}

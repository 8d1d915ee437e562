import { and, asc, eq, isNull, sql } from "drizzle-orm";
import {
  castFixedCycleTerms,
  castHoldingFeeFor,
  paymentFeeAmount,
  toIsoDate,
  type FixedCycleTerms,
  type IsoDate,
  type RateCardEntry,
  type SpotCastMember,
} from "@rightsdesk/domain";
import { anyOf } from "../../db/any-of.js";
import type { Db } from "../../db/database.js";
import { assetUseRights, assets, people, recordItems } from "../../db/schema.js";
import { castTermsOf } from "../asset/asset-record.js";
import { CastFeeRepository } from "../asset/cast-fee-repository.js";
import { loadClientRateCard } from "../money/rate-card-repository.js";

/**
 * One union principal of a live asset who holds fixed cycles (the domain's castHoldingFee: SAG-AFTRA
 * or AFM, principal or voice-over, with a session date): the cast member as the domain reads them
 * and their fixed-cycle terms (session date, holding fees paid through, the cycles their recorded
 * rights pay, the asset's MPU in force) — what the alerts, the dashboard and the reports compute from.
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
  member: SpotCastMember;
  terms: FixedCycleTerms;
  /** The client's rate card entries (read once per load, shared by its rows): they price the holding fees. */
  rateCard: readonly RateCardEntry[];
}

function textOf(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/**
 * The union principals of non-archived assets (all, those of `assetIds`, the cast items
 * `castItemIds`, or those naming `personId`), by asset then cast item, with their fixed-cycle terms. Anyone the domain gives no
 * fixed cycles is left out.
 */
export async function loadHoldingFeeCast(
  db: Db,
  options: { assetIds?: readonly number[]; castItemIds?: readonly number[]; personId?: number } = {},
): Promise<HoldingFeeCastRow[]> {
  if (options.assetIds !== undefined && options.assetIds.length === 0) return [];
  if (options.castItemIds !== undefined && options.castItemIds.length === 0) return [];
  const personId = sql<number>`(${recordItems.data} ->> 'personId')::int`;
  const conditions = [
    eq(recordItems.ownerType, "asset"),
    eq(recordItems.section, "Cast"),
    isNull(assets.archivedAt),
    sql`coalesce(${recordItems.data} ->> 'union', '') not in ('', 'NON UNION')`,
    sql`coalesce(${recordItems.data} ->> 'sessionDate', '') <> ''`,
  ];
  if (options.assetIds !== undefined) conditions.push(anyOf(assets.id, [...options.assetIds]));
  if (options.castItemIds !== undefined) conditions.push(anyOf(recordItems.id, [...options.castItemIds]));
  if (options.personId !== undefined) conditions.push(eq(people.id, options.personId));
  const rows = await db
    .select({
      castItemId: recordItems.id,
      assetId: assets.id,
      adId: assets.adId,
      assetTitle: assets.title,
      personId: people.id,
      performer: people.fullName,
      data: recordItems.data,
      mpuEnd: assets.mpuEndDate,
    })
    .from(recordItems)
    .innerJoin(assets, eq(assets.id, recordItems.ownerId))
    .innerJoin(people, eq(people.id, personId))
    .where(and(...conditions))
    .orderBy(asc(assets.id), asc(recordItems.id));
  if (rows.length === 0) return [];
  const castItemIds = rows.map((row) => row.castItemId);
  const agreed = await new CastFeeRepository(db).agreedHoldingFees(castItemIds);
  const rateCard = await loadClientRateCard(db);
  const rights = await db
    .select({
      castItemId: assetUseRights.castItemId,
      startCycleDate: assetUseRights.startCycleDate,
      cycleExpireDate: assetUseRights.cycleExpireDate,
      cycleLength: assetUseRights.cycleLength,
    })
    .from(assetUseRights)
    .where(anyOf(assetUseRights.castItemId, castItemIds));

  const result: HoldingFeeCastRow[] = [];
  for (const row of rows) {
    const member: SpotCastMember = {
      ...castTermsOf(row.data),
      castItemId: row.castItemId,
      name: row.performer,
      editedOut: row.data["editedOut"] === true,
      agreedHoldingFeeCents: agreed.get(row.castItemId) ?? null,
      performerId: row.personId,
    };
    const own = rights.filter((right) => right.castItemId === row.castItemId);
    const terms = castFixedCycleTerms(member, own, toIsoDate(row.mpuEnd));
    if (terms === null) continue;
    result.push({
      castItemId: row.castItemId,
      assetId: row.assetId,
      adId: row.adId,
      assetTitle: row.assetTitle,
      personId: row.personId,
      performer: row.performer,
      performerCategory: member.performerCategory,
      union: textOf(row.data["union"]) ?? "",
      role: textOf(row.data["role"]),
      member,
      terms,
      rateCard,
    });
  }
  return result;
}

/**
 * The holding fee owed for a cycle of the row's performer (over-scale or contract's, the client's
 * rate card, else confirmed scale); null when unknown.
 */
export function holdingFeeCents(row: HoldingFeeCastRow, cycleStart: IsoDate): number | null {
  const fee = castHoldingFeeFor(row.member, cycleStart, row.rateCard);
  return fee === null ? null : paymentFeeAmount(fee);
}

import { and, asc, desc, eq, sql } from "drizzle-orm";
import { anyOf } from "../../db/any-of.js";
import type { Db } from "../../db/database.js";
import { assetUseRights, assets, contracts, recordItems } from "../../db/schema.js";

/** A Cast item naming the person, with its spot. */
export interface PersonSpotRow {
  castItemId: number;
  assetId: number;
  adId: string;
  title: string;
  status: string;
  archived: boolean;
  data: Record<string, unknown>;
}

/** What a person's picture reads: their cast entries, their contracts and their use rights. */
export class PersonPictureRepository {
  constructor(private readonly db: Db) {}

  /** The Cast items naming the person, live spots first, then by title. */
  async spots(personId: number): Promise<PersonSpotRow[]> {
    return this.db
      .select({
        castItemId: recordItems.id,
        assetId: assets.id,
        adId: assets.adId,
        title: assets.title,
        status: assets.status,
        archived: sql<boolean>`${assets.archivedAt} is not null`,
        data: recordItems.data,
      })
      .from(recordItems)
      .innerJoin(assets, eq(assets.id, recordItems.ownerId))
      .where(
        and(
          eq(recordItems.ownerType, "asset"),
          eq(recordItems.section, "Cast"),
          sql`(${recordItems.data} ->> 'personId') = ${String(personId)}`,
        ),
      )
      .orderBy(sql`${assets.archivedAt} is not null`, asc(sql`lower(${assets.title})`), asc(recordItems.id));
  }

  /** The contracts with the person as their talent, newest first. */
  async contracts(personId: number) {
    return this.db
      .select({
        id: contracts.id,
        contractNumber: contracts.contractNumber,
        title: contracts.title,
        family: contracts.family,
        status: contracts.status,
        startDate: contracts.startDate,
        expirationDate: contracts.expirationDate,
        termCount: contracts.termCount,
        termUnit: contracts.termUnit,
        sessionFeeCents: contracts.sessionFeeCents,
        holdingFeeCents: contracts.holdingFeeCents,
      })
      .from(contracts)
      .where(eq(contracts.talentId, personId))
      .orderBy(desc(contracts.contractDate), desc(contracts.id));
  }

  /** The use rights held for the given cast items, by spot then start. */
  async useRights(castItemIds: readonly number[]) {
    if (castItemIds.length === 0) return [];
    return this.db
      .select({
        id: assetUseRights.id,
        assetId: assets.id,
        adId: assets.adId,
        assetTitle: assets.title,
        useRightType: assetUseRights.useRightType,
        mediaType: assetUseRights.mediaType,
        startCycleDate: assetUseRights.startCycleDate,
        cycleExpireDate: assetUseRights.cycleExpireDate,
        coveredThrough: assetUseRights.coveredThrough,
      })
      .from(assetUseRights)
      .innerJoin(assets, eq(assets.id, assetUseRights.assetId))
      .where(anyOf(assetUseRights.castItemId, [...castItemIds]))
      .orderBy(asc(sql`lower(${assets.title})`), asc(assetUseRights.startCycleDate), asc(assetUseRights.id));
  }
}

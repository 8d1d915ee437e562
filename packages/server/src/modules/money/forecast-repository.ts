import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { ForecastScope } from "@rightsdesk/domain";
import { anyOf } from "../../db/any-of.js";
import type { Db } from "../../db/database.js";
import { assetElements, assets, companies, elements, people, recordItems } from "../../db/schema.js";

/** A spot's profile as the forecast and its MPU read it. */
export interface ForecastAssetRow {
  id: number;
  adId: string;
  title: string;
  assetType: string;
  expireMpuEndDate: string;
  firstAirDate: string | null;
  mpuConfirmedEndDate: string | null;
}

const personIdOfItem = sql<number>`(${recordItems.data} ->> 'personId')::int`;

/** The spots and elements a forecast covers, by its scope; row-level security keeps them the client's. */
export class ForecastRepository {
  constructor(private readonly db: Db) {}

  /**
   * The active base spots in scope that can owe anything (an edit version shares its base spot's
   * rights and payments): those with a cast, since a spot's payments are its performers' holding
   * fees (its own rights record no renewal terms, its MPU is not extended). The others are never
   * read, which keeps a library of spots without cast out of the forecast's memory.
   */
  async spotsInScope(scope: ForecastScope): Promise<ForecastAssetRow[]> {
    const conditions = [
      isNull(assets.baseAssetId),
      isNull(assets.archivedAt),
      sql`exists (select 1 from ${recordItems} c where c.owner_type = 'asset' and c.owner_id = ${assets.id}
            and c.section = 'Cast')`,
    ];
    if (scope.assetIds !== undefined) conditions.push(inArray(assets.id, [...scope.assetIds, 0]));
    if (scope.advertiserId !== undefined)
      conditions.push(
        sql`exists (select 1 from ${recordItems} i where i.owner_type = 'asset' and i.owner_id = ${assets.id}
              and i.section = 'Advertiser' and (i.data ->> 'companyId')::int = ${scope.advertiserId})`,
      );
    if (scope.product !== undefined)
      conditions.push(
        sql`exists (select 1 from ${recordItems} i where i.owner_type = 'asset' and i.owner_id = ${assets.id}
              and i.section = 'Product' and lower(i.data ->> 'name') = lower(${scope.product}))`,
      );
    if (scope.performerId !== undefined)
      conditions.push(
        sql`exists (select 1 from ${recordItems} i where i.owner_type = 'asset' and i.owner_id = ${assets.id}
              and i.section = 'Cast' and (i.data ->> 'personId')::int = ${scope.performerId})`,
      );
    return this.db
      .select({
        id: assets.id,
        adId: assets.adId,
        title: assets.title,
        assetType: assets.assetType,
        expireMpuEndDate: assets.expireMpuEndDate,
        firstAirDate: assets.firstAirDate,
        mpuConfirmedEndDate: assets.mpuConfirmedEndDate,
      })
      .from(assets)
      .where(and(...conditions))
      .orderBy(asc(assets.id));
  }

  /** The active elements linked to these spots, or every active element when `assetIds` is null. */
  async elementsOf(assetIds: readonly number[] | null): Promise<{ id: number; title: string }[]> {
    const active = isNull(elements.archivedAt);
    if (assetIds === null)
      return this.db
        .select({ id: elements.id, title: elements.title })
        .from(elements)
        .where(active)
        .orderBy(asc(elements.id));
    if (assetIds.length === 0) return [];
    return this.db
      .selectDistinct({ id: elements.id, title: elements.title })
      .from(elements)
      .innerJoin(assetElements, eq(assetElements.elementId, elements.id))
      .where(and(active, anyOf(assetElements.assetId, assetIds)))
      .orderBy(asc(elements.id));
  }

  /** The cast items the person holds on these spots: their own payments in a performer's forecast. */
  async castItemsOf(personId: number, assetIds: readonly number[]): Promise<number[]> {
    if (assetIds.length === 0) return [];
    const rows = await this.db
      .select({ id: recordItems.id })
      .from(recordItems)
      .where(
        and(
          eq(recordItems.ownerType, "asset"),
          eq(recordItems.section, "Cast"),
          anyOf(recordItems.ownerId, assetIds),
          eq(personIdOfItem, personId),
        ),
      );
    return rows.map((row) => row.id);
  }

  async companyName(id: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ name: sql<string>`coalesce(${companies.businessName}, ${companies.legalName})` })
      .from(companies)
      .where(eq(companies.id, id));
    return row?.name;
  }

  async personName(id: number): Promise<string | undefined> {
    const [row] = await this.db.select({ name: people.fullName }).from(people).where(eq(people.id, id));
    return row?.name;
  }
}

import { and, asc, eq, sql } from "drizzle-orm";
import { anyOf } from "../../db/any-of.js";
import type { Db } from "../../db/database.js";
import { assetElements, assets, elements } from "../../db/schema.js";

const linkedElementColumns = {
  elementId: elements.id,
  title: elements.title,
  elementType: elements.elementType,
  licenceType: elements.licenceType,
  musicOrigin: elements.musicOrigin,
  audioOrigin: elements.audioOrigin,
  status: elements.status,
  earliestExpireDate: elements.earliestExpireDate,
  earliestExpireLabel: elements.earliestExpireLabel,
  linkedAt: assetElements.linkedAt,
};
export type LinkedElementRow = Awaited<ReturnType<AssetElementRepository["elementsOf"]>>[number];

const linkedAssetColumns = {
  assetId: assets.id,
  baseAssetId: assets.baseAssetId,
  adId: assets.adId,
  title: assets.title,
  versionLabel: assets.versionLabel,
  status: assets.status,
  earliestExpireDate: assets.earliestExpireDate,
  archivedAt: assets.archivedAt,
  linkedAt: assetElements.linkedAt,
};
export type LinkedAssetRow = Awaited<ReturnType<AssetElementRepository["assetsOf"]>>[number];

/** Which elements each spot contains (`asset_elements`), read from both sides. */
export class AssetElementRepository {
  constructor(private readonly db: Db) {}

  /** The elements linked to an asset, by title. */
  elementsOf(assetId: number) {
    return this.db
      .select(linkedElementColumns)
      .from(assetElements)
      .innerJoin(elements, eq(elements.id, assetElements.elementId))
      .where(eq(assetElements.assetId, assetId))
      .orderBy(sql`lower(${elements.title}) collate "C"`, asc(elements.id));
  }

  /** The elements linked to several assets in one query, each with the asset it is linked to. */
  async elementsOfMany(assetIds: readonly number[]) {
    if (assetIds.length === 0) return [];
    return this.db
      .select({ ...linkedElementColumns, assetId: assetElements.assetId })
      .from(assetElements)
      .innerJoin(elements, eq(elements.id, assetElements.elementId))
      .where(anyOf(assetElements.assetId, assetIds))
      .orderBy(sql`lower(${elements.title}) collate "C"`, asc(elements.id));
  }

  /** The assets an element is linked to, by Ad-ID. */
  assetsOf(elementId: number) {
    return this.db
      .select(linkedAssetColumns)
      .from(assetElements)
      .innerJoin(assets, eq(assets.id, assetElements.assetId))
      .where(eq(assetElements.elementId, elementId))
      .orderBy(asc(assets.adId), asc(assets.id));
  }

  async isLinked(assetId: number, elementId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ assetId: assetElements.assetId })
      .from(assetElements)
      .where(and(eq(assetElements.assetId, assetId), eq(assetElements.elementId, elementId)));
    return row !== undefined;
  }

  async link(assetId: number, elementId: number, by: number, now: Date): Promise<void> {
    await this.db.insert(assetElements).values({ assetId, elementId, linkedAt: now, linkedBy: by });
  }

  async unlink(assetId: number, elementId: number): Promise<void> {
    await this.db
      .delete(assetElements)
      .where(and(eq(assetElements.assetId, assetId), eq(assetElements.elementId, elementId)));
  }
}

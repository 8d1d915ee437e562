import { and } from "drizzle-orm";
import { anyOf } from "../../db/any-of.js";
import { ofCurrentClient } from "../../db/client-scope.js";
import type { Db } from "../../db/database.js";
import { assets } from "../../db/schema.js";

/** What an airing's spot is checked with, from its profile. */
export interface AiringSpotProfile {
  id: number;
  adId: string;
  title: string;
  lengthSeconds: number | null;
  expireMpuEndDate: string;
  firstAirDate: string | null;
  mpuConfirmedEndDate: string | null;
}

const profileColumns = {
  id: assets.id,
  adId: assets.adId,
  title: assets.title,
  lengthSeconds: assets.lengthSeconds,
  expireMpuEndDate: assets.expireMpuEndDate,
  firstAirDate: assets.firstAirDate,
  mpuConfirmedEndDate: assets.mpuConfirmedEndDate,
};

/**
 * The spots airings name, by Ad-ID: base assets and edit versions alike, archived ones too (an
 * archived spot that still airs is exactly what a post log must catch).
 */
export class AiringSpotRepository {
  constructor(private readonly db: Db) {}

  /** The spots carrying any of `adIds` (stored upper case, as the Ad-ID rule writes them). */
  byAdIds(adIds: readonly string[]): Promise<AiringSpotProfile[]> {
    if (adIds.length === 0) return Promise.resolve([]);
    return this.db
      .select(profileColumns)
      .from(assets)
      .where(and(anyOf(assets.adId, adIds), ofCurrentClient(assets.tenantId)));
  }

  byIds(ids: readonly number[]): Promise<AiringSpotProfile[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select(profileColumns)
      .from(assets)
      .where(and(anyOf(assets.id, ids), ofCurrentClient(assets.tenantId)));
  }

  /** Every Ad-ID the client has: the codes an unknown one is compared with. */
  async allAdIds(): Promise<string[]> {
    const rows = await this.db
      .select({ adId: assets.adId })
      .from(assets)
      .where(ofCurrentClient(assets.tenantId));
    return rows.map((row) => row.adId);
  }
}

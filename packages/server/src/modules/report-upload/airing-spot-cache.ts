import { toIsoDate, type AiringSpot, type AssetClearanceData } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { loadAssetClearanceDataMany } from "../asset/asset-rights-inputs.js";
import { AiringSpotRepository, type AiringSpotProfile } from "./airing-spot-repository.js";

/**
 * The spots an import's airings name, looked up by Ad-ID once per batch (one query for the codes
 * not seen yet) and their clearance data loaded together once for the whole import, with the same
 * loader the asset's clearance panel uses, so an airing is checked by exactly that rule.
 */
/** Spots kept at most: past it the cache starts again, so memory does not grow with the client's catalogue. */
const MAX_CACHED_SPOTS = 10_000;

export class AiringSpotCache {
  private readonly spots = new Map<string, AiringSpot | null>();
  private knownAdIds: string[] | null = null;
  private readonly repository: AiringSpotRepository;

  constructor(private readonly db: Db) {
    this.repository = new AiringSpotRepository(db);
  }

  /** Looks up the codes not seen yet; afterwards `spotOf` answers for each of them. */
  async resolve(adIds: Iterable<string>): Promise<void> {
    const codes = [...new Set(adIds)];
    let unseen = codes.filter((adId) => !this.spots.has(adId));
    if (unseen.length === 0) return;
    if (this.spots.size + unseen.length > MAX_CACHED_SPOTS) {
      this.spots.clear();
      unseen = codes;
    }
    const found = await this.repository.byAdIds(unseen);
    const clearance = await loadAssetClearanceDataMany(this.db, found);
    for (const profile of found) {
      const data = clearance.get(profile.id);
      if (data !== undefined) this.spots.set(profile.adId, spotOf(profile, data));
    }
    for (const adId of unseen) if (!this.spots.has(adId)) this.spots.set(adId, null);
  }

  /** The spot carrying `adId`, or null when none does; `resolve` must have seen the code. */
  get(adId: string): AiringSpot | null {
    return this.spots.get(adId) ?? null;
  }

  /** Every Ad-ID of the client, loaded the first time an unknown code needs suggestions. */
  async loadKnownAdIds(): Promise<void> {
    this.knownAdIds ??= await this.repository.allAdIds();
  }

  known(): readonly string[] {
    return this.knownAdIds ?? [];
  }
}

function spotOf(profile: AiringSpotProfile, clearance: AssetClearanceData): AiringSpot {
  return {
    assetId: profile.id,
    adId: profile.adId,
    title: profile.title,
    lengthSeconds: profile.lengthSeconds,
    firstAirDate: profile.firstAirDate === null ? null : toIsoDate(profile.firstAirDate),
    clearance,
  };
}

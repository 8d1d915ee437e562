import { toIsoDate, type AiringSpot } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import { loadAssetClearanceData } from "../asset/asset-rights-inputs.js";
import { AiringSpotRepository, type AiringSpotProfile } from "./airing-spot-repository.js";

/**
 * The spots an import's airings name, looked up by Ad-ID once per batch (one query for the codes
 * not seen yet) and each spot's clearance data loaded once for the whole import, with the same
 * loader the asset's clearance panel uses, so an airing is checked by exactly that rule.
 */
export class AiringSpotCache {
  private readonly spots = new Map<string, AiringSpot | null>();
  private knownAdIds: string[] | null = null;
  private readonly repository: AiringSpotRepository;

  constructor(private readonly db: Db) {
    this.repository = new AiringSpotRepository(db);
  }

  /** Looks up the codes not seen yet; afterwards `spotOf` answers for each of them. */
  async resolve(adIds: Iterable<string>): Promise<void> {
    const unseen = [...new Set(adIds)].filter((adId) => !this.spots.has(adId));
    if (unseen.length === 0) return;
    const found = await this.repository.byAdIds(unseen);
    for (const profile of found) this.spots.set(profile.adId, await this.spotOf(profile));
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

  private async spotOf(profile: AiringSpotProfile): Promise<AiringSpot> {
    return {
      assetId: profile.id,
      adId: profile.adId,
      title: profile.title,
      lengthSeconds: profile.lengthSeconds,
      firstAirDate: profile.firstAirDate === null ? null : toIsoDate(profile.firstAirDate),
      clearance: await loadAssetClearanceData(this.db, profile),
    };
  }
}

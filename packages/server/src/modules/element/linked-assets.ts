import type { Db } from "../../db/database.js";

/**
 * What an element change needs from the spots that contain the element. The asset module supplies
 * it (`linkedAssetRights`): a spot contains elements, so asset code imports element code and never
 * the other way round.
 */
export interface LinkedAssets {
  /** How messages name an asset: `Asset ABCD1234000H "Spring Sale :30"`. */
  describe(asset: { adId: string; title: string }): string;
  /** Recomputes and stores the rights of every asset the element is linked to, in `db`'s transaction. */
  recompute(db: Db, elementId: number, now: Date): Promise<void>;
}

import type { LinkedAssets } from "../element/linked-assets.js";
import { AssetElementRepository } from "../element/asset-element-repository.js";
import { describeAsset } from "./asset-record.js";
import { recomputeAssetRights } from "./asset-rules.js";

/** A licence or the title of an element changed: every asset it is linked to ends differently now. */
export const linkedAssetRights: LinkedAssets = {
  describe: describeAsset,
  async recompute(db, elementId, now) {
    for (const asset of await new AssetElementRepository(db).assetsOf(elementId)) {
      await recomputeAssetRights(db, asset.assetId, now);
    }
  },
};

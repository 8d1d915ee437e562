import { asc } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { assets, auditLog } from "../db/schema.js";
import { recomputeAssetRights } from "../modules/asset/asset-rules.js";
import { hasSeedEntry } from "./seed-entries.js";

/**
 * Marks that every stored asset was recomputed under the one-cycle rules: union principals' rights
 * covered through their paid fixed cycles, the MPU in force from the rule (a differing typed date
 * flagged). A database upgraded from before them gets it once, at the first start.
 */
export const ASSET_RULES_RECOMPUTED = "asset.rules.recomputed.fixed-cycles";

/** Recomputes every asset's stored rights once per database; answers how many it recomputed. */
export async function recomputeAssetRulesOnce(db: Db, now: Date): Promise<number> {
  if (await hasSeedEntry(db, ASSET_RULES_RECOMPUTED)) return 0;
  const ids = await db.select({ id: assets.id }).from(assets).orderBy(asc(assets.id));
  for (const { id } of ids) await recomputeAssetRights(db, id, now);
  await db.insert(auditLog).values({
    at: now,
    action: ASSET_RULES_RECOMPUTED,
    entityType: "asset",
    changes: [{ field: "assets", from: null, to: ids.length }],
  });
  return ids.length;
}

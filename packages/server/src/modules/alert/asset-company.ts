import { alertCompanyOfAdvertisers } from "@rightsdesk/domain";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { anyOf } from "../../db/any-of.js";
import type { Db } from "../../db/database.js";
import { recordItems } from "../../db/schema.js";

/**
 * The company of each asset whose preferences set its alerts' windows (the domain's
 * alertCompanyOfAdvertisers over its Advertiser items), for the assets of a page.
 */
export async function assetCompanies(db: Db, assetIds: readonly number[]): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (assetIds.length === 0) return result;
  const items = await db
    .select({ id: recordItems.id, ownerId: recordItems.ownerId, data: recordItems.data })
    .from(recordItems)
    .where(
      and(
        eq(recordItems.ownerType, "asset"),
        eq(recordItems.section, "Advertiser"),
        anyOf(recordItems.ownerId, [...new Set(assetIds)]),
      ),
    )
    .orderBy(asc(recordItems.ownerId), asc(recordItems.id));
  const byAsset = new Map<number, typeof items>();
  for (const item of items) byAsset.set(item.ownerId, [...(byAsset.get(item.ownerId) ?? []), item]);
  for (const [assetId, advertisers] of byAsset) {
    const companyId = alertCompanyOfAdvertisers(advertisers);
    if (companyId !== null) result.set(assetId, companyId);
  }
  return result;
}

/**
 * The same rule in SQL, for the database to window and filter by company without reading every
 * asset's items (asset-company.prop.test.ts checks the two agree on generated items): the first
 * item marked primary, else the first, by id, of those whose companyId is a positive whole number.
 */
export function assetCompanySql(assetId: SQL): SQL {
  return sql`(select c.v::bigint from record_items i
    cross join lateral (select case when jsonb_typeof(i.data -> 'companyId') = 'number'
      then (i.data -> 'companyId')::numeric end as v) c
    where i.owner_type = 'asset' and i.owner_id = ${assetId} and i.section = 'Advertiser'
      and c.v > 0 and c.v = trunc(c.v) and c.v < 1e15
    order by coalesce(i.data -> 'primary' = 'true'::jsonb, false) desc, i.id
    limit 1)`;
}

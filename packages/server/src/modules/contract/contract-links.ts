import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { assets, contractAssets, recordItems } from "../../db/schema.js";
import { present } from "./contract-record.js";
import type { ContractValues } from "./contract-repository.js";

/** The cast item data a contract's talent takes on a linked asset. */
export function castDataOf(values: ContractValues, talentId: number): Record<string, unknown> {
  const data: Record<string, unknown> = {
    personId: talentId,
    performerCategory: values.performerCategory ?? "PRINCIPAL",
    union: values.union ?? "NON UNION",
    performanceType: values.performanceType ?? "ON_CAMERA",
    sessionDate: values.contractDate,
  };
  if (values.role) data.role = values.role;
  return data;
}

/**
 * Links contracts to assets in a few statements: each contract's talent joins the asset's Cast
 * unless a cast item names that person already (the existing one is used), then the links are
 * written with the cast item each contract's rights acquired will belong to.
 */
export async function linkContractsToAssets(
  db: Db,
  links: readonly { contractId: number; assetId: number; values: ContractValues }[],
  by: number,
  now: Date,
): Promise<Map<string, number | null>> {
  const castByKey = new Map<string, number | null>();
  if (links.length === 0) return castByKey;
  const assetIds = [...new Set(links.map((link) => link.assetId))];
  const existing = await db
    .select({
      id: recordItems.id,
      assetId: recordItems.ownerId,
      personId: sql<number>`(${recordItems.data} ->> 'personId')::int`,
    })
    .from(recordItems)
    .where(
      and(
        eq(recordItems.ownerType, "asset"),
        eq(recordItems.section, "Cast"),
        inArray(recordItems.ownerId, assetIds),
      ),
    )
    .orderBy(recordItems.id);
  const castOf = new Map<string, number>();
  for (const row of existing) {
    const key = `${row.assetId}:${row.personId}`;
    if (!castOf.has(key)) castOf.set(key, row.id);
  }
  const toAdd: { key: string; assetId: number; data: Record<string, unknown> }[] = [];
  for (const link of links) {
    const talentId = link.values.talentId;
    if (talentId === null) continue;
    const key = `${link.assetId}:${talentId}`;
    if (!castOf.has(key) && !toAdd.some((add) => add.key === key)) {
      toAdd.push({ key, assetId: link.assetId, data: castDataOf(link.values, talentId) });
    }
  }
  for (let start = 0; start < toAdd.length; start += 500) {
    const chunk = toAdd.slice(start, start + 500);
    const rows = await db
      .insert(recordItems)
      .values(
        chunk.map((add) => ({
          ownerType: "asset",
          ownerId: add.assetId,
          section: "Cast",
          data: add.data,
          createdAt: now,
          createdBy: by,
          updatedAt: now,
          updatedBy: by,
        })),
      )
      .returning({ id: recordItems.id });
    chunk.forEach((add, index) => castOf.set(add.key, present(rows[index], "an inserted cast item").id));
  }
  const linkRows = links.map((link) => {
    const castItemId =
      link.values.talentId === null ? null : (castOf.get(`${link.assetId}:${link.values.talentId}`) ?? null);
    castByKey.set(`${link.contractId}:${link.assetId}`, castItemId);
    return { contractId: link.contractId, assetId: link.assetId, castItemId, linkedAt: now, linkedBy: by };
  });
  for (let start = 0; start < linkRows.length; start += 1000) {
    await db.insert(contractAssets).values(linkRows.slice(start, start + 1000));
  }
  return castByKey;
}

/** The assets among `ids` that exist and are not archived. */
export async function activeAssetIds(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: assets.id, archivedAt: assets.archivedAt })
    .from(assets)
    .where(inArray(assets.id, [...ids]));
  return new Set(rows.filter((row) => row.archivedAt === null).map((row) => row.id));
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { assets, companies, elements } from "../db/schema.js";
import { assetListColumns } from "../modules/asset/asset-repository.js";
import { elementListColumns } from "../modules/element/element-repository.js";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../testing/test-database.js";
import { compileListQuery } from "./compile-list-query.js";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test.dispose();
});

/** A statement with its parameters written in as literals (EXPLAIN cannot take bound ones everywhere). */
function inline({ sql: text, params }: { sql: string; params: unknown[] }): string {
  return text.replace(
    /\$(\d+)/g,
    (_, index: string) => `'${String(params[Number(index) - 1]).replace(/'/g, "''")}'`,
  );
}

/**
 * The plan of a first page, with sequential scans and sorts priced out: a page whose ORDER BY an
 * index matches is an index scan with no sort; any other is still planned, with a Sort node.
 */
async function planOf(db: Db, page: (tx: Db) => { toSQL(): { sql: string; params: unknown[] } }) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_incremental_sort = off`);
    // Both drivers answer { rows }; Db's result type is the generic one of either.
    const result = (await tx.execute(sql.raw(`explain ${inline(page(tx).toSQL())}`))) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

const activeBaseAssets: SQL | undefined = and(isNull(assets.archivedAt), isNull(assets.baseAssetId));

describe(`the earliest-expiry sort indexes on ${testDatabaseKind()}`, () => {
  for (const sortDescending of [false, true]) {
    const index = sortDescending ? "_earliest_expire_sort_desc" : "_earliest_expire_sort";
    const query = { sortField: "earliestExpireDate", sortDescending, pageNumber: 0, pageSize: 25 };

    it(`reads the active asset lists ${sortDescending ? "latest" : "earliest"} expiry first off an index`, async () => {
      const { orderBy } = compileListQuery(query, assetListColumns);
      for (const where of [activeBaseAssets, isNull(assets.archivedAt)]) {
        const plan = await planOf(test.database.db, (tx) =>
          tx
            .select({ id: assets.id })
            .from(assets)
            .where(where)
            .orderBy(...orderBy)
            .limit(25),
        );
        expect(plan).toContain(`assets${index} on assets`);
        expect(plan).not.toMatch(/\bSort\b/);
      }
    });

    it(`reads the active element list ${sortDescending ? "latest" : "earliest"} expiry first off an index`, async () => {
      const { orderBy } = compileListQuery(query, elementListColumns);
      const plan = await planOf(test.database.db, (tx) =>
        tx
          .select({ id: elements.id, vendorName: companies.legalName })
          .from(elements)
          .leftJoin(companies, eq(companies.id, elements.vendorId))
          .where(isNull(elements.archivedAt))
          .orderBy(...orderBy)
          .limit(25),
      );
      expect(plan).toContain(`elements${index} on elements`);
      expect(plan).not.toMatch(/\bSort\b/);
    });
  }
});

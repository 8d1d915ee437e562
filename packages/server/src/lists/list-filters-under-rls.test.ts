import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queryRows } from "../db/rows.js";
import { createTestDatabase } from "../testing/test-database.js";

/**
 * Under row-level security a query's own conditions may run before the client's policy, and so use
 * an index, only when their functions are LEAKPROOF (drizzle/0017_leakproof_text_filters.sql). The
 * text filters of every list depend on it: without it a "contains" filter reads the whole table.
 */
describe("list filters under row-level security", () => {
  it("marks the text functions of the filters LEAKPROOF", async () => {
    const { database, dispose } = await createTestDatabase();
    try {
      const rows = await queryRows<{ name: string; leakproof: boolean }>(
        database.db,
        sql`select p.oid::regprocedure::text as name, p.proleakproof as leakproof from pg_proc p
          where p.oid in ('texticlike(text,text)'::regprocedure, 'texticnlike(text,text)'::regprocedure,
            'textlike(text,text)'::regprocedure, 'textnlike(text,text)'::regprocedure, 'lower(text)'::regprocedure)
          order by 1`,
      );
      expect(rows).toHaveLength(5);
      expect(rows.filter((row) => !row.leakproof)).toEqual([]);
    } finally {
      await dispose();
    }
  });
});

import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { clientScopedDb, runForClient } from "../../db/client-scope.js";
import { queryRows } from "../../db/rows.js";
import { tenants } from "../../db/schema.js";
import { createTestDatabase } from "../../testing/test-database.js";
import { AiringReviewRepository } from "./airing-review-repository.js";
import { AiringRowRepository } from "./airing-row-repository.js";
import { AiringSpotRepository } from "./airing-spot-repository.js";

/**
 * A file of a million airings names every spot of a large client: the lists of spots, rows and
 * issues the import and the review send to the database grow with the data, past the 65,535
 * parameters one statement may bind. Each goes as one array parameter.
 */
describe("lists as long as the data", () => {
  it("looks up more than 65,535 spots, rows and issues in one statement each", async () => {
    const { database, dispose } = await createTestDatabase();
    try {
      const ids = Array.from({ length: 70_000 }, (_, index) => index + 1_000_000);
      const codes = ids.map((id) => `NOPE${String(id)}`);
      const rows = new AiringRowRepository(database.db);
      expect((await rows.firstCountedDays(ids, 1)).size).toBe(0);
      expect(await rows.countedAiringsOf(ids)).toEqual([]);
      const [provider] = await database.db
        .select({ id: tenants.id })
        .from(tenants)
        .where(eq(tenants.isProvider, true));
      const scoped = clientScopedDb(database.db);
      await runForClient(database.db, provider?.id ?? 1, async () => {
        expect(await new AiringRowRepository(scoped).originalsOf(1, codes)).toEqual([]);
        const spots = new AiringSpotRepository(scoped);
        expect(await spots.byAdIds(codes)).toEqual([]);
        expect(await spots.byIds(ids)).toEqual([]);
        const review = new AiringReviewRepository(scoped);
        expect(await review.issuesOfRows(ids)).toEqual([]);
      });
    } finally {
      await dispose();
    }
  });

  it("finds a source's earlier airings by their keys first, whatever the statistics say of the source", async () => {
    const { database, dispose } = await createTestDatabase();
    try {
      // A source's first upload is not in the statistics yet: an index led by the source made the
      // planner read every row of it and filter on the key (drizzle/0018_restatement_lookup_by_key.sql).
      const [index] = await queryRows<{ definition: string }>(
        database.db,
        sql`select indexdef as definition from pg_indexes where indexname = 'airing_rows_restatement_idx'`,
      );
      expect(index?.definition).toContain("(tenant_id, airing_key, source_id)");
    } finally {
      await dispose();
    }
  });
});

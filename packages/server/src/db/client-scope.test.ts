import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../testing/test-database.js";
import { clientScopedDb, readAccessVersion, runForClient, StaleAccessError } from "./client-scope.js";
import { queryRows } from "./rows.js";
import { companies, tenants } from "./schema.js";

let test: TestDatabase;
let clientId: number;

beforeAll(async () => {
  test = await createTestDatabase();
  const [provider] = await test.database.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(tenants.isProvider, true));
  clientId = provider?.id ?? 1;
});
afterAll(() => test.dispose());

const companyNamed = async (legalName: string) =>
  test.database.db.select({ id: companies.id }).from(companies).where(eq(companies.legalName, legalName));

describe(`a client scope on ${testDatabaseKind()}`, () => {
  it("runs its work as the application role for the client, and commits it", async () => {
    const db = clientScopedDb(test.database.db);
    const seen = await runForClient(test.database.db, clientId, async () => {
      await db.insert(companies).values({ legalName: "Scope Committed", mainType: "AGENCY" });
      const [row] = await queryRows<{ role: string; client: string; advertisers: string }>(
        db,
        sql`select current_user as role, current_setting('rightsdesk.client_id') as client,
          current_setting('rightsdesk.advertiser_ids') as advertisers`,
      );
      return row;
    });
    expect(seen).toEqual({ role: "rightsdesk_app", client: String(clientId), advertisers: "" });
    expect(await companyNamed("Scope Committed")).toHaveLength(1);
  });

  it("names an advertiser user's advertisers, and none outside the scope", async () => {
    const db = clientScopedDb(test.database.db);
    const advertisers = await runForClient(
      test.database.db,
      clientId,
      async () =>
        (
          await queryRows<{ ids: string }>(
            db,
            sql`select current_setting('rightsdesk.advertiser_ids') as ids`,
          )
        )[0]?.ids,
      [12, 40],
    );
    expect(advertisers).toBe("{12,40}");
    const [outside] = await queryRows<{ role: string; client: string | null }>(
      test.database.db,
      sql`select current_user as role, current_setting('rightsdesk.client_id', true) as client`,
    );
    expect(outside?.role).not.toBe("rightsdesk_app");
    expect(outside?.client ?? "").toBe("");
  });

  it("leaves nothing behind when its work fails, and the next scope runs as usual", async () => {
    const db = clientScopedDb(test.database.db);
    await expect(
      runForClient(test.database.db, clientId, async () => {
        await db.insert(companies).values({ legalName: "Scope Rolled Back", mainType: "AGENCY" });
        throw new Error("The work failed.");
      }),
    ).rejects.toThrow("The work failed.");
    expect(await companyNamed("Scope Rolled Back")).toEqual([]);
    // A statement that fails in the database aborts the transaction; it too is rolled back.
    await expect(
      runForClient(test.database.db, clientId, async () => {
        await db.insert(companies).values({ legalName: "Scope Failed Statement", mainType: "AGENCY" });
        await db.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(await companyNamed("Scope Failed Statement")).toEqual([]);
    expect(await runForClient(test.database.db, clientId, async () => "again")).toBe("again");
  });

  it("refuses a remembered caller's version that is no longer current before any work runs", async () => {
    const version = await readAccessVersion(test.database.db);
    let ran = false;
    await expect(
      runForClient(
        test.database.db,
        clientId,
        async () => {
          ran = true;
        },
        null,
        `${version}-old`,
      ),
    ).rejects.toBeInstanceOf(StaleAccessError);
    expect(ran).toBe(false);
    expect(await runForClient(test.database.db, clientId, async () => "current", null, version)).toBe(
      "current",
    );
  });
});

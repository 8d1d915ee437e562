import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CompanyListResultSchema } from "@rightsdesk/domain";
import { call, expectOk } from "../../testing/admin-fixtures.js";
import { actFor, answerWithoutId, createClient, fullRightsUserOf } from "../../testing/client-fixtures.js";
import { createCompany } from "../../testing/company-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import type { Db } from "../../db/database.js";
import { queryRows } from "../../db/rows.js";

const rows = <T>(db: Pick<Db, "execute">, text: string) => queryRows<T>(db, sql.raw(text));

/** The tables every client shares: the product's catalogues, the accounts and their sessions. */
const SHARED_TABLES = [
  "app_settings",
  "auth_epoch",
  "elevated_roles",
  "password_reset_tokens",
  "refresh_tokens",
  "role_item_accesses",
  "role_module_accesses",
  "roles",
  "sessions",
  "sign_in_attempts",
  "tenants",
  "user_preferences",
  "user_profiles",
  "user_types",
  "users",
];

let t: TestApp;
let admin: string;
let clientB: number;
let userB: string;
useSignedInApp(
  () => createTestApp(),
  async (app) => {
    ({ t, admin } = app);
    clientB = await createClient(t, admin, "Bravo Brands");
    userB = (await fullRightsUserOf(t, admin, clientB, "bravo")).token;
  },
);

describe(`clients kept apart on ${testDatabaseKind()}`, () => {
  it("a client's user sees none of another client's companies, and their ids answer like missing ones", async () => {
    const alpha = await createCompany(t, admin, "Alpha Agency");
    const list = CompanyListResultSchema.parse(
      expectOk(await call(t, userB, "POST", "/Company/GetBy", { pageSize: 100 })),
    );
    expect(list.records.map((company) => company.legalName)).not.toContain("Alpha Agency");
    const theirs = await call(t, userB, "POST", `/Company/GetById/${alpha.id}`, {});
    const missing = await call(t, userB, "POST", `/Company/GetById/999999`, {});
    expect(theirs.status).toBe(404);
    expect(answerWithoutId(theirs, alpha.id)).toEqual(answerWithoutId(missing, 999999));
    // A name is unique within a client, not across clients.
    const bravoAlpha = await createCompany(t, userB, "Alpha Agency");
    expect(bravoAlpha.id).not.toBe(alpha.id);
    // The provider's administrator acting for Bravo sees Bravo's company, not their own.
    await actFor(t, admin, clientB);
    const asBravo = CompanyListResultSchema.parse(
      expectOk(await call(t, admin, "POST", "/Company/GetBy", { pageSize: 100 })),
    );
    expect(asBravo.records.map((company) => company.id)).toEqual([bravoAlpha.id]);
  });

  it("every policy reads the client once per statement, never once per row", async () => {
    const policies = await rows<{ name: string; qual: string | null; with_check: string | null }>(
      t.database.db,
      `select tablename || '.' || policyname as name, qual, with_check
         from pg_policies where schemaname = current_schema() order by 1`,
    );
    expect(policies.length).toBeGreaterThan(30);
    // A bare call is evaluated for each row read; as a scalar subquery it is read once (an InitPlan).
    const bareCall = /(?<!SELECT )rightsdesk_(client_id|advertiser_ids)\(\)/;
    const perRow = policies.filter((policy) =>
      [policy.qual, policy.with_check].some((text) => text !== null && bareCall.test(text)),
    );
    expect(perRow.map((policy) => policy.name)).toEqual([]);
  });

  it("row-level security alone holds: a raw query in a transaction as client B sees and writes nothing of A", async () => {
    await createCompany(t, admin, "Alpha Agency");
    const db = t.database.db;
    const owned = await rows<{ table_name: string; rls: boolean; policies: number }>(
      db,
      `select c.relname as table_name, c.relrowsecurity as rls,
              (select count(*)::int from pg_policy p where p.polrelid = c.oid) as policies
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'r'
          and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
          and c.relname not in ('roles', 'users', 'user_profiles')
        order by 1`,
    );
    // Every table with a client column is held by a policy; every other table is a shared one.
    expect(owned.filter((table) => !table.rls || table.policies === 0)).toEqual([]);
    const all = await rows<{ table_name: string }>(
      db,
      "select tablename as table_name from pg_tables where schemaname = 'public' order by 1",
    );
    const ownedNames = owned.map((table) => table.table_name);
    expect(
      all
        .map((table) => table.table_name)
        // A list test's scratch table, on the PostgreSQL test server the files share.
        .filter((name) => !ownedNames.includes(name) && !name.startsWith("list_engine_scratch")),
    ).toEqual(SHARED_TABLES);
    // As the owner, client A's rows are there.
    const [{ count: alphaRows } = { count: 0 }] = await rows<{ count: number }>(
      db,
      "select count(*)::int as count from companies where tenant_id <> " + String(clientB),
    );
    expect(alphaRows).toBeGreaterThan(0);

    const seen = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('rightsdesk.client_id', ${String(clientB)}, true)`);
      await tx.execute(sql.raw("set local role rightsdesk_app"));
      const counts: Record<string, number> = {};
      for (const table of ownedNames) {
        const [row] = await rows<{ count: number }>(
          tx,
          `select count(*)::int as count from "${table}" where tenant_id <> ${clientB}`,
        );
        counts[table] = row?.count ?? -1;
      }
      return counts;
    });
    expect(
      Object.values(seen).every((count) => count === 0),
      JSON.stringify(seen),
    ).toBe(true);

    // Writing a row into another client, or moving one there, is refused by the database itself.
    const alphaId = (
      await rows<{ id: number }>(
        db,
        "select min(tenant_id)::int as id from companies where tenant_id <> " + String(clientB),
      )
    )[0]?.id;
    const refused = await db
      .transaction(async (tx) => {
        await tx.execute(sql`select set_config('rightsdesk.client_id', ${String(clientB)}, true)`);
        await tx.execute(sql.raw("set local role rightsdesk_app"));
        await tx.execute(
          sql.raw(
            `insert into companies (legal_name, main_type, tenant_id) values ('Sneaky', 'AD AGENCY', ${alphaId})`,
          ),
        );
      })
      .then(
        () => "written",
        (error: unknown) => String((error as { cause?: Error }).cause?.message ?? error),
      );
    expect(refused).toMatch(/row-level security/);
    // The request path sets no client itself: without the setting, the application role sees nothing.
    const unscoped = await db.transaction(async (tx) => {
      await tx.execute(sql.raw("set local role rightsdesk_app"));
      return rows<{ count: number }>(tx, "select count(*)::int as count from companies");
    });
    expect(unscoped[0]?.count).toBe(0);
  });
});

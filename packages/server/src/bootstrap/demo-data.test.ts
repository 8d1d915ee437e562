import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApiClient } from "@rightsdesk/api-client";
import { companyMainTypes, cycleLengthLabels } from "@rightsdesk/domain";
import { loadConfig } from "../config/env.js";
import type { Database, Db } from "../db/database.js";
import { FieldEncryption } from "../records/field-encryption.js";
import { startServer, type RunningServer } from "../server.js";
import { seededServerStorage } from "../testing/seeded-data-dir.js";
import {
  createTestDatabase,
  DEMO_SEED_DAY,
  MIGRATIONS_DIR,
  openingDemoData,
  TEST_ADMIN_PASSWORD,
} from "../testing/test-database.js";
import { demoCompanies } from "./demo-companies.js";
import { demoElements, demoSpots } from "./demo-assets.js";
import { demoPeople } from "./demo-people.js";
import { seedDemoData } from "./demo-data.js";
import { findUncataloguedMedia } from "./uncatalogued-media.js";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function rows<T>(db: Db, text: string): Promise<T[]> {
  // Both drivers answer { rows }; Db's result type is the generic one of either.
  const result = (await db.execute(sql.raw(text))) as unknown as { rows: T[] };
  return result.rows;
}

/** How many companies of each main type, and the audit entries the demo data wrote. */
async function census(db: Db) {
  const byType = await rows<{ main_type: string; n: number | string }>(
    db,
    "select main_type, count(*) as n from companies group by main_type",
  );
  const audit = await rows<{ action: string; n: number | string }>(
    db,
    "select action, count(*) as n from audit_log where action in ('demo.seed', 'company.create') group by action",
  );
  return {
    byType: Object.fromEntries(byType.map((row) => [row.main_type, Number(row.n)])),
    audit: Object.fromEntries(audit.map((row) => [row.action, Number(row.n)])),
  };
}

/** What a second seeding answers: the database was seeded before. */
const NOTHING_SEEDED = { seeded: false, companies: 0, people: 0, assets: 0, elements: 0 };
const demoAssetCount = demoSpots.reduce((n, spot) => n + 1 + (spot.edits?.length ?? 0), 0);

/**
 * A fresh database for each test, made in a hook: the first one of a test process also builds the
 * migrated template every test database is copied from, which is setup, not seeding.
 */
let database: Database;

describe("demo data", () => {
  describe("seeded into a database", () => {
    beforeEach(async () => {
      const test = await createTestDatabase();
      cleanups.push(test.dispose);
      database = test.database;
    });

    it("adds companies of every main type with their links, audited, and nothing on a second run", async () => {
      const encryption = FieldEncryption.withKey(randomBytes(32));
      const now = new Date("2025-06-02T09:00:00Z");

      expect(await seedDemoData(database.db, encryption, now)).toEqual({
        seeded: true,
        companies: demoCompanies.length,
        people: demoPeople.length,
        assets: demoAssetCount,
        elements: demoElements.length,
      });
      const first = await census(database.db);
      expect(Object.keys(first.byType).sort()).toEqual([...companyMainTypes].sort());
      expect(first.audit).toEqual({ "demo.seed": 1, "company.create": demoCompanies.length });

      // Agencies point at advertisers, and companies at a payroll vendor, by id.
      const links = await rows<{ section: string; target_type: string; target_sub: string | null }>(
        database.db,
        `select i.section, c.main_type as target_type, c.sub_type as target_sub
         from record_items i
         join companies c on c.id = coalesce(i.data->>'advertiserId', i.data->>'vendorId')::int
        where i.section in ('Advertiser', 'PayrollVendor')`,
      );
      const advertiserLinks = links.filter((link) => link.section === "Advertiser");
      const payrollLinks = links.filter((link) => link.section === "PayrollVendor");
      expect(advertiserLinks.length).toBeGreaterThanOrEqual(4);
      expect(advertiserLinks.every((link) => link.target_type === "ADVERTISER")).toBe(true);
      expect(payrollLinks.length).toBeGreaterThanOrEqual(3);
      expect(payrollLinks.every((link) => link.target_sub === "PAYROLL SERVICES")).toBe(true);
      const sections = await rows<{ section: string }>(
        database.db,
        "select distinct section from record_items",
      );
      expect(sections.map((row) => row.section)).toEqual(
        expect.arrayContaining(["Address", "Staff", "AdIdPrefix", "Insurance", "Note", "Member"]),
      );

      expect(await seedDemoData(database.db, encryption, now)).toEqual(NOTHING_SEEDED);
      expect(await census(database.db)).toEqual(first);

      // Once seeded, never again: an install whose companies were all deleted stays empty.
      await database.db.execute(sql`delete from asset_use_rights`);
      await database.db.execute(sql`delete from record_items`);
      await database.db.execute(sql`delete from contracts`);
      await database.db.execute(sql`delete from companies`);
      await database.db.execute(sql`delete from people`);
      expect(await seedDemoData(database.db, encryption, now)).toEqual(NOTHING_SEEDED);
      expect((await census(database.db)).byType).toEqual({});
    });
  });

  // The run seeds the demo data once, on DEMO_SEED_DAY with a key of its own, exactly as a test
  // would: these read a copy of it instead of seeding again (seconds each).
  describe("as seeded on a fixed day", () => {
    beforeEach(async () => {
      const test = await openingDemoData(createTestDatabase);
      cleanups.push(test.dispose);
      database = test.database;
    });

    it("adds people of every kind: a minor with her mother as guardian, a loan-out talent; secrets encrypted", async () => {
      const encryption = FieldEncryption.withKey(randomBytes(32));
      const now = DEMO_SEED_DAY;

      const kinds = await rows<{ kind: string }>(
        database.db,
        "select distinct unnest(kinds) as kind from people",
      );
      expect(kinds.map((row) => row.kind).sort()).toEqual(["AGENT", "CREW", "STAFF", "TALENT", "VENDOR"]);
      const [mia] = await rows<{ id: number; date_of_birth: string }>(
        database.db,
        "select id, date_of_birth::text from people where full_name = 'Mia Park'",
      );
      expect(mia?.date_of_birth).toBe("2013-02-15");
      const minorItems = await rows<{ section: string; guardian: string | null }>(
        database.db,
        `select i.section, g.full_name as guardian from record_items i
         left join people g on g.id = (i.data->>'personId')::int
        where i.owner_type = 'person' and i.owner_id = ${String(mia?.id)} and i.section in ('Guardian', 'WorkPermit')
        order by i.section`,
      );
      expect(minorItems).toEqual([
        { section: "Guardian", guardian: "Hana Park" },
        { section: "WorkPermit", guardian: null },
      ]);
      const loanOut = await rows<{ talent: string; company: string; main_type: string }>(
        database.db,
        `select p.full_name as talent, c.legal_name as company, c.main_type from record_items i
         join people p on p.id = i.owner_id join companies c on c.id = (i.data->>'companyId')::int
        where i.owner_type = 'person' and i.section = 'LoanOut' and p.full_name = 'Rosa Quintero'`,
      );
      expect(loanOut).toEqual([
        {
          talent: "Rosa Quintero",
          company: "Rosa Quintero Productions, Inc.",
          main_type: "LOAN OUT CORPORATION",
        },
      ]);
      const secrets = await rows<{ data: string }>(
        database.db,
        "select data::text as data from record_items where owner_type = 'person' and section in ('TaxId', 'Bank')",
      );
      expect(secrets.length).toBeGreaterThanOrEqual(4);
      expect(secrets.every((row) => row.data.includes("enc:v1:"))).toBe(true);
      expect(secrets.some((row) => row.data.includes("912-40-1187"))).toBe(false);

      // A demo database seeded before people existed gets them once.
      await database.db.execute(sql`delete from record_items where owner_type = 'person'`);
      // The demo contracts name demo talent: they go with the people (their rights acquired first).
      await database.db.execute(sql`delete from asset_use_rights where contract_id is not null`);
      await database.db.execute(sql`delete from contracts`);
      await database.db.execute(sql`delete from people`);
      await database.db.execute(sql`delete from audit_log where action = 'demo.seed.people'`);
      expect(await seedDemoData(database.db, encryption, now)).toEqual({
        seeded: true,
        companies: 0,
        people: demoPeople.length,
        assets: 0,
        elements: 0,
      });
    });

    it("adds spots whose statuses and earliest expirations come out as the demo means them, on a fixed day", async () => {
      expect(DEMO_SEED_DAY).toEqual(new Date("2025-06-02T09:00:00Z"));
      // Media and cycle lengths are named only as the catalogues name them.
      expect(await findUncataloguedMedia(database.db)).toEqual([]);
      const lengths = await rows<{ cycle_length: string }>(
        database.db,
        "select distinct cycle_length from asset_use_rights where cycle_length is not null",
      );
      expect(lengths.length).toBeGreaterThan(0);
      for (const { cycle_length } of lengths) expect(cycleLengthLabels).toContain(cycle_length);
      const spots = await rows<{
        ad_id: string;
        status: string;
        earliest_expire_date: string | null;
        earliest_expire_kind: string | null;
        earliest_expire_label: string | null;
      }>(
        database.db,
        "select ad_id, status, earliest_expire_date::text, earliest_expire_kind, earliest_expire_label from assets order by ad_id",
      );
      const byAdId = Object.fromEntries(spots.map((spot) => [spot.ad_id, spot]));
      // The music's sync licence ends 40 days after the seed, before the talent's 13-week cycle.
      expect(byAdId["RDHC2201000"]).toMatchObject({
        status: "ACTIVE",
        earliest_expire_date: "2025-07-12",
        earliest_expire_kind: "element",
        earliest_expire_label: "Golden Fields: Synchronization licence",
      });
      // The cutdown's cable cycle ends within 30 days.
      expect(byAdId["RDHC2201001"]).toMatchObject({ status: "ACTIVE", earliest_expire_kind: "useRight" });
      expect((byAdId["RDHC2201001"]?.earliest_expire_date ?? "") < "2025-07-02").toBe(true);
      // The voice-over's holding fees pay through cycle 6, which ended 9 days before the seed.
      expect(byAdId["RDSB2505000"]).toMatchObject({
        status: "EXPIRED",
        earliest_expire_date: "2025-05-23",
        earliest_expire_label: "Keiko Lindqvist: NETWORK TV",
      });
      // The archive reel's licence ended before the seed.
      expect(byAdId["RDWG2410000"]?.status).toBe("EXPIRED (ELEMENT)");
      const elements = await rows<{ title: string; status: string; licence_type: string | null }>(
        database.db,
        "select title, status, licence_type from elements order by title",
      );
      expect(elements).toEqual([
        { title: "City at dusk (archive reel)", status: "EXPIRED (ELEMENT)", licence_type: "RIGHTS MANAGED" },
        // Its master use licence is not renewed (the demo's decision): in use until that licence ends.
        { title: "Golden Fields", status: "RELEASED (USE ACTIVE)", licence_type: "RIGHTS MANAGED" },
        { title: "Sunlit kitchen, morning", status: "ACTIVE", licence_type: "ROYALTY FREE" },
      ]);
      const sessions = await rows<{ session: string }>(
        database.db,
        "select distinct data->>'sessionDate' as session from record_items where owner_type = 'asset' and section = 'Cast' order by 1",
      );
      // Summer Breeze 555 days and Harvest Crunch 200 days before the seed; Winter Glow's is fixed.
      expect(sessions.map((row) => row.session)).toEqual(["2023-11-25", "2024-09-17", "2024-11-14"]);
    });
  });

  // Two full starts on a copy of the seeded database: give a busy machine time.
  it(
    "is off by default, and a start with RIGHTSDESK_DEMO_DATA seeds the empty database only once",
    {
      timeout: 120_000,
    },
    async () => {
      expect(loadConfig({}).demoData).toBe(false);
      const storage = await seededServerStorage("rightsdesk-demo-");
      cleanups.push(storage.dispose);
      const config = {
        ...loadConfig({
          ...storage.env,
          PORT: "0",
          HOST: "127.0.0.1",
          RIGHTSDESK_LOG_LEVEL: "silent",
          RIGHTSDESK_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
          RIGHTSDESK_WEB_DIR: "/nonexistent",
          RIGHTSDESK_DEMO_DATA: "true",
        }),
        migrationsDir: MIGRATIONS_DIR,
      };
      const countsAfterStart = async () => {
        const server: RunningServer = await startServer(config);
        try {
          const signedIn = await createApiClient({ baseUrl: server.url }).login({
            body: { userName: "sysadmin", password: TEST_ADMIN_PASSWORD },
          });
          const api = createApiClient({
            baseUrl: server.url,
            getContext: () => ({ token: signedIn.userAuthInfo.token }),
          });
          const page = await api.listCompanies({
            body: { filters: [{ property: "mainType", operator: "eq", value: "VENDOR" }] },
          });
          return {
            census: await census(server.database.db),
            vendors: page.records.map((row) => row.legalName),
          };
        } finally {
          await server.close();
        }
      };
      const first = await countsAfterStart();
      expect(Object.keys(first.census.byType)).toHaveLength(companyMainTypes.length);
      expect(first.vendors).toContain("Ledgerline Talent Payroll, Inc.");
      expect(await countsAfterStart()).toEqual(first);
    },
  );
});

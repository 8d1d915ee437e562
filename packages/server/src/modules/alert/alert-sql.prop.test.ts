import fc from "fast-check";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addDays,
  alertKey,
  alertKindBounds,
  alertEndFor,
  alertStates,
  compareAlertCursors,
  holdingFeesDueIn,
  isWithinAlertBounds,
  toIsoDate,
  type AlertAction,
  type AlertDaysAhead,
  type AlertKindBounds,
  type AlertKindValue,
  type AlertState,
  type IsoDate,
} from "@rightsdesk/domain";
import { queryRows } from "../../db/rows.js";
import { alertMarks, assetUseRights, assets, people, recordItems, users } from "../../db/schema.js";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../../testing/test-database.js";
import { countOf, pageOf, type AlertRow, type AlertScope, type AlertSqlSource } from "./alert-sql.js";
import { mpuSource, useRightSource } from "./alert-sources.js";
import { assetCompanies, assetCompanySql } from "./asset-company.js";
import { holdingFeeSource } from "./holding-fee-source.js";
import { loadHoldingFeeCast } from "./holding-fee-cast.js";

/**
 * Where a rule of the domain is written again in SQL for the database to page and count by — the
 * asset's company (alertCompanyOfAdvertisers), the window of a kind (isWithinAlertBounds) and the
 * holding fees owed (holdingFeesDueIn over castFixedCycleTerms) — the two must agree. On generated
 * libraries, each source's rows (every page, and its count) are exactly what the domain gives when
 * asked about every record, in the list order, under generated preferences, ranges, marks, states
 * and company filters.
 */
const TODAY = toIsoDate("2026-03-02");
const day = (offset: number) => addDays(TODAY, offset);

let test: TestDatabase;
let markerId = 0;
beforeAll(async () => {
  test = await createTestDatabase();
  const [admin] = await test.database.db.select({ id: users.id }).from(users).limit(1);
  markerId = admin?.id ?? 0;
}, 120_000);
afterAll(async () => {
  await test?.dispose();
});

/** Days from today: mostly near it, where windows are, sometimes far. */
const offset = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -40, max: 150 }) },
  { weight: 1, arbitrary: fc.integer({ min: -400, max: 400 }) },
);
const storedDay = fc.oneof(
  { weight: 6, arbitrary: offset.map(day) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("", "0001-01-01", "2026-02-30", "2025-13-01", "soon", "0000-01-01"),
  },
);
const advertiser = fc.record({
  companyId: fc.oneof(
    { weight: 5, arbitrary: fc.integer({ min: 1, max: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>("2", 2.5, 0, -1, null, true, 1e15) },
  ),
  primary: fc.constantFrom<unknown>(true, false, "true", undefined),
});
const castRight = fc.record({
  start: fc.option(
    offset.map((n) => day(n - 300)),
    { nil: null },
  ),
  length: fc.constantFrom(
    "13 weeks",
    "1 Year",
    " 26  weeks ",
    "1 day",
    "1  day",
    "52 weeks",
    "1 years",
    "2 years",
    "bogus",
    null,
  ),
});
const castMember = fc.record({
  union: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom("SAG AFTRA", " SAG AFTRA\t", "AFM") },
    { weight: 1, arbitrary: fc.constantFrom("NON UNION", "", "sag aftra", "SAG AFTRA AFM") },
  ),
  category: fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom("PRINCIPAL", "VOICE OVER") },
    { weight: 1, arbitrary: fc.constant("EXTRA") },
  ),
  session: fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: -900, max: 100 }).map(day) },
    { weight: 1, arbitrary: storedDay },
  ),
  paidThrough: fc.option(storedDay, { nil: undefined }),
  rights: fc.array(castRight, { maxLength: 3 }),
});
const asset = fc.record({
  archived: fc.integer({ min: 0, max: 3 }).map((draw) => draw === 0),
  mpu: fc.integer({ min: -60, max: 500 }).map(day),
  advertisers: fc.array(advertiser, { maxLength: 3 }),
  rights: fc.array(fc.option(offset.map(day), { nil: null, freq: 8 }), { maxLength: 6 }),
  cast: fc.array(castMember, { maxLength: 4 }),
});
const daysAhead = fc.dictionary(
  fc.constantFrom("HOLDING_FEE", "USAGE_RIGHT", "MPU_EXPIRE"),
  fc.integer({ min: 0, max: 200 }),
) as fc.Arbitrary<AlertDaysAhead>;
const question = fc.record({
  withinDays: fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }),
  named: fc.option(
    fc
      .tuple(offset, fc.integer({ min: 0, max: 300 }))
      .map(([first, span]) => ({ from: day(first), to: day(first + span) })),
    { nil: null },
  ),
  userFallback: fc.integer({ min: 0, max: 200 }),
  userByKind: daysAhead,
  companies: fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), daysAhead), { maxLength: 3 }),
  states: fc.oneof(fc.constant(undefined), fc.subarray([...alertStates], { minLength: 1 })),
  companyId: fc.oneof(
    { weight: 3, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 }) },
  ),
  marks: fc.array(fc.constantFrom<AlertAction | null>(null, "RENEW", "RELEASE", "DONE"), {
    minLength: 1,
    maxLength: 7,
  }),
  pageSize: fc.integer({ min: 1, max: 4 }),
});
const world = fc.record({ assets: fc.array(asset, { minLength: 1, maxLength: 8 }), question });

type WorldValue = typeof world extends fc.Arbitrary<infer T> ? T : never;

/** Writes the generated library straight into the tables (the test database, no client scope). */
async function load(library: WorldValue["assets"]): Promise<void> {
  const { db } = test.database;
  await db.delete(alertMarks);
  await db.delete(assetUseRights);
  await db.delete(recordItems).where(sql`${recordItems.ownerType} = 'asset'`);
  await db.delete(assets);
  await db.delete(people).where(sql`${people.firstName} = 'Generated'`);
  for (const [index, spot] of library.entries()) {
    const [row] = await db
      .insert(assets)
      .values({
        title: `Spot ${index}`,
        adId: `PROP${String(index).padStart(7, "0")}`,
        assetType: "video",
        expireMpuEndDate: spot.mpu,
        mpuEndDate: spot.mpu,
        status: "ACTIVE",
        statusReason: "Generated",
        archivedAt: spot.archived ? new Date("2026-01-01T00:00:00Z") : null,
      })
      .returning({ id: assets.id });
    const assetId = row?.id ?? 0;
    for (const item of spot.advertisers) {
      const data: Record<string, unknown> = { companyId: item.companyId };
      if (item.primary !== undefined) data["primary"] = item.primary;
      await db
        .insert(recordItems)
        .values({ ownerType: "asset", ownerId: assetId, section: "Advertiser", data });
    }
    for (const coveredThrough of spot.rights) {
      await db.insert(assetUseRights).values({
        assetId,
        useRightType: "CABLE",
        coveredThrough,
        cycleExpireDate: coveredThrough,
        note: "",
      });
    }
    for (const member of spot.cast) {
      const [person] = await db
        .insert(people)
        .values({
          firstName: "Generated",
          lastName: `Performer ${index}`,
          fullName: `Generated Performer ${index}`,
          nameKey: `generated performer ${index}`,
          kinds: ["TALENT"],
          employmentType: "TALENT",
        })
        .returning({ id: people.id });
      const data: Record<string, unknown> = {
        personId: person?.id,
        union: member.union,
        performerCategory: member.category,
        sessionDate: member.session,
      };
      if (member.paidThrough !== undefined) data["holdingFeesPaidThrough"] = member.paidThrough;
      const [cast] = await db
        .insert(recordItems)
        .values({ ownerType: "asset", ownerId: assetId, section: "Cast", data })
        .returning({ id: recordItems.id });
      for (const right of member.rights) {
        await db.insert(assetUseRights).values({
          assetId,
          castItemId: cast?.id ?? null,
          useRightType: "SESSION",
          startCycleDate: right.start,
          cycleLength: right.length,
          note: "",
        });
      }
    }
  }
}

/** Every row of a kind as the domain decides it, asked about every record: (due, id, company). */
async function domainRows(kind: AlertKindValue, bounds: AlertKindBounds) {
  const { db } = test.database;
  const found: { dueDate: IsoDate; id: number; assetId: number }[] = [];
  if (kind === "HOLDING_FEE") {
    for (const row of await loadHoldingFeeCast(db)) {
      const companyOf = await assetCompanies(db, [row.assetId]);
      const end = alertEndFor(bounds, companyOf.get(row.assetId) ?? null).to;
      for (const due of holdingFeesDueIn(row.terms, { from: bounds.from ?? end, to: end })) {
        found.push({ dueDate: due.dueDate, id: row.castItemId, assetId: row.assetId });
      }
    }
  } else if (kind === "USAGE_RIGHT") {
    const rows = await queryRows<{ id: number; due: string | null; asset_id: number }>(
      db,
      sql`select ur.id, to_char(ur.covered_through, 'YYYY-MM-DD') as due, ur.asset_id from asset_use_rights ur
        join assets a on a.id = ur.asset_id where a.archived_at is null`,
    );
    for (const row of rows) {
      if (row.due !== null) found.push({ dueDate: toIsoDate(row.due), id: row.id, assetId: row.asset_id });
    }
  } else {
    const rows = await queryRows<{ id: number; due: string }>(
      db,
      sql`select id, to_char(mpu_end_date, 'YYYY-MM-DD') as due from assets where archived_at is null`,
    );
    for (const row of rows) found.push({ dueDate: toIsoDate(row.due), id: row.id, assetId: row.id });
  }
  const companies = await assetCompanies(
    db,
    found.map((row) => row.assetId),
  );
  return found
    .map((row) => ({
      kind,
      dueDate: row.dueDate,
      id: Number(row.id),
      company: companies.get(row.assetId) ?? null,
    }))
    .filter((row) => isWithinAlertBounds(bounds, row.dueDate, row.company))
    .sort(compareAlertCursors);
}

const sources: readonly [AlertSqlSource, string][] = [
  [holdingFeeSource, "cast"],
  [useRightSource, "use-right"],
  [mpuSource, "asset"],
];

describe(`the alert rules written in SQL agree with the domain on ${testDatabaseKind()}`, () => {
  it("names the same company for every asset as alertCompanyOfAdvertisers", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(asset, { minLength: 1, maxLength: 6 }), async (library) => {
        await load(library);
        const rows = await queryRows<{ id: number; company: string | number | null }>(
          test.database.db,
          sql`select a.id, ${assetCompanySql(sql`a.id`)} as company from assets a order by a.id`,
        );
        const expected = await assetCompanies(
          test.database.db,
          rows.map((row) => row.id),
        );
        for (const row of rows) {
          expect(row.company === null ? null : Number(row.company), `asset ${row.id}`).toBe(
            expected.get(row.id) ?? null,
          );
        }
      }),
      { numRuns: 25 },
    );
  }, 240_000);

  it("pages and counts each kind's rows as the domain's window, cycles, marks and companies decide", async () => {
    await fc.assert(
      fc.asyncProperty(world, async ({ assets: library, question: q }) => {
        await load(library);
        const prefs = {
          withinDays: q.withinDays,
          user: { byKind: q.userByKind, fallback: q.userFallback },
          companies: new Map(q.companies),
        };
        const expectedOf = new Map<AlertKindValue, { row: AlertRow; company: number | null }[]>();
        let marked = 0;
        for (const [source, keySource] of sources) {
          const bounds = alertKindBounds(source.kind, TODAY, prefs, q.named);
          const rows = await domainRows(source.kind, bounds);
          const marks = new Map<string, AlertState>();
          for (const row of rows) {
            const action = q.marks[marked % q.marks.length] ?? null;
            marked += 1;
            if (action === null) continue;
            const key = alertKey(source.kind, keySource, row.id, row.dueDate);
            marks.set(key, action);
            await test.database.db
              .insert(alertMarks)
              .values({ key, action, markedBy: markerId, markedAt: new Date() });
          }
          const kept = rows.filter(
            (row) =>
              (q.companyId === undefined || row.company === q.companyId) &&
              (q.states === undefined ||
                q.states.includes(
                  marks.get(alertKey(source.kind, keySource, row.id, row.dueDate)) ?? "OPEN",
                )),
          );
          expectedOf.set(
            source.kind,
            kept.map((row) => ({
              row: { kind: row.kind, dueDate: row.dueDate, id: row.id },
              company: row.company,
            })),
          );
        }
        for (const [source] of sources) {
          const scope: AlertScope = {
            bounds: alertKindBounds(source.kind, TODAY, prefs, q.named),
            states: q.states,
            companyId: q.companyId,
          };
          const expected = (expectedOf.get(source.kind) ?? []).map((entry) => entry.row);
          // Page after page, each starting after the last row of the one before: no row twice, none left out.
          const walked: AlertRow[] = [];
          let after: AlertRow | null = null;
          for (;;) {
            const page: AlertRow[] = await pageOf(test.database.db, source, scope, after, q.pageSize);
            walked.push(...page);
            if (page.length < q.pageSize) break;
            after = page.at(-1) ?? null;
          }
          expect(walked, source.kind).toEqual(expected);
          expect(await countOf(test.database.db, source, scope), source.kind).toBe(expected.length);
        }
      }),
      { numRuns: 50 },
    );
  }, 600_000);
});

import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AlertCalendarResultSchema,
  AlertCountResultSchema,
  AlertListResultSchema,
  AlertSchema,
  CalendarFeedCreatedSchema,
  ReminderSchema,
  TodoSchema,
  UserAlertPreferencesSchema,
  addDays,
  alertListViews,
  compareAlerts,
  diffDays,
  kindsOfAlertView,
  toIsoDate,
  type Alert,
  type AlertCursor,
  type AlertListResult,
} from "@rightsdesk/domain";
import { seedDemoData } from "../../bootstrap/demo-data.js";
import { demoElements, demoSpots } from "../../bootstrap/demo-assets.js";
import {
  assets,
  assetUseRights,
  contracts,
  elements,
  recordItems,
  reminders,
  users,
} from "../../db/schema.js";
import type { MailMessage } from "../../mail/mailer.js";
import { readOutbox } from "../../testing/outbox.js";
import { FieldEncryption } from "../../records/field-encryption.js";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { READ_ONLY, TEST_USER_PASSWORD, createTestUser, rightsExcept } from "../../testing/test-users.js";
import { AlertDigestService } from "./alert-digest.js";

/** The demo data is seeded on a Tuesday; "today" is the same UTC day, later on. */
const SEED_NOW = new Date("2026-11-10T09:00:00Z");
const NOW = new Date("2026-11-10T15:30:00Z");
const TODAY = "2026-11-10";
const PUBLIC_URL = "https://rights.example.com";

/** The day `days` after `from` (a YYYY-MM-DD), by plain calendar arithmetic. */
function plus(from: string, days: number): string {
  return addDays(toIsoDate(from), days);
}
const fromSeed = (days: number) => plus(TODAY, days);
const inRange = (date: string, from: string, to: string) => date >= from && date <= to;

let t: TestApp;
let admin: string;
let outbox: string;
/** Database ids of the demo records, looked up by what the demo definitions name them. */
const ids = {
  asset: new Map<string, number>(),
  cast: new Map<string, number>(),
  element: new Map<string, number>(),
  contract: new Map<string, number>(),
  useRight: new Map<string, number>(),
};
let msaVendorId = 0;
let adminUserId = 0;

beforeAll(async () => {
  const key = randomBytes(32);
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "rightsdesk-alert-outbox-"));
  t = await createTestApp({
    RIGHTSDESK_ENCRYPTION_KEY: key.toString("base64"),
    RIGHTSDESK_OUTBOX_DIR: outbox,
    RIGHTSDESK_PUBLIC_URL: PUBLIC_URL,
  });
  await seedDemoData(t.database.db, FieldEncryption.withKey(key), SEED_NOW);
  t.setNow(NOW);
  admin = (await t.signIn()).token;
  const db = t.database.db;
  for (const row of await db.select({ id: assets.id, adId: assets.adId }).from(assets)) {
    ids.asset.set(row.adId, row.id);
  }
  const cast = await db
    .select({ id: recordItems.id, personId: sql<number>`(${recordItems.data} ->> 'personId')::int` })
    .from(recordItems)
    .where(and(eq(recordItems.ownerType, "asset"), eq(recordItems.section, "Cast")));
  const names = await db.execute(sql`select id, full_name from people`);
  const nameOf = new Map(
    (names as unknown as { rows: { id: number; full_name: string }[] }).rows.map((r) => [r.id, r.full_name]),
  );
  for (const row of cast) ids.cast.set(nameOf.get(row.personId) ?? "", row.id);
  for (const row of await db.select({ id: elements.id, title: elements.title }).from(elements)) {
    ids.element.set(row.title, row.id);
  }
  for (const row of await db
    .select({ id: contracts.id, title: contracts.title, vendor: contracts.vendorCompanyId })
    .from(contracts)) {
    ids.contract.set(row.title, row.id);
    if (row.vendor !== null) msaVendorId = row.vendor;
  }
  // A use right is named by its spot's Ad-ID, its start and whose it is: "contract", "cast:<item>" or "own".
  for (const row of await db
    .select({
      id: assetUseRights.id,
      assetId: assetUseRights.assetId,
      start: assetUseRights.startCycleDate,
      contractId: assetUseRights.contractId,
      castItemId: assetUseRights.castItemId,
    })
    .from(assetUseRights)) {
    const adId = [...ids.asset].find(([, id]) => id === row.assetId)?.[0];
    const whose =
      row.contractId !== null ? "contract" : row.castItemId !== null ? `cast:${row.castItemId}` : "own";
    ids.useRight.set(`${adId}@${row.start}@${whose}`, row.id);
  }
  const [sysadmin] = await db.select({ id: users.id }).from(users).where(eq(users.userName, "sysadmin"));
  adminUserId = sysadmin?.id ?? 0;
}, 240_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

const page = async (body: Record<string, unknown>, token = admin): Promise<AlertListResult> =>
  AlertListResultSchema.parse(expectOk(await call(t, token, "POST", "/Alert/GetBy", body)));

/**
 * Every alert of a request, read three a page, each page after the last one's cursor: no alert
 * twice, each after the one before in the list order, and the same rows in the same order as one
 * page of them all.
 */
async function list(body: Record<string, unknown>, token = admin): Promise<AlertListResult> {
  const alerts: Alert[] = [];
  let first: AlertListResult | undefined;
  let after: AlertCursor | null = null;
  do {
    const next = await page({ ...body, pageSize: 3, after }, token);
    first ??= next;
    expect(next.alerts.length).toBeLessThanOrEqual(3);
    if (next.nextCursor !== null) expect(next.alerts).toHaveLength(3);
    alerts.push(...next.alerts);
    after = next.nextCursor;
  } while (after !== null);
  for (let index = 1; index < alerts.length; index += 1) {
    expect(compareAlerts(alerts[index - 1] as Alert, alerts[index] as Alert)).toBeLessThan(0);
  }
  const whole = await page({ ...body, pageSize: 500 }, token);
  expect(whole.alerts).toEqual(alerts);
  expect(whole.nextCursor).toBeNull();
  return { ...(first ?? whole), alerts, nextCursor: null };
}
const keysOf = (result: AlertListResult) => result.alerts.map((alert) => alert.key).sort();
const countViews = async (body: Record<string, unknown>, token = admin) =>
  AlertCountResultSchema.parse(expectOk(await call(t, token, "POST", "/Alert/Count", body))).views;

/** Each view's count is the rows that view pages through, under the same filters. */
async function expectCountsOfRows(body: Record<string, unknown>, token = admin) {
  const views = await countViews(body, token);
  for (const view of alertListViews) {
    expect(views[view], view).toBe((await list({ ...body, view }, token)).alerts.length);
  }
  return views;
}

/** The last covered day of `months` calendar months from `start`, written out by hand. */
function monthsEnd(start: string, months: number): string {
  const [year, month, day] = start.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index % 12;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth + 1, 0)).getUTCDate();
  if (day > lastDay) return new Date(Date.UTC(targetYear, targetMonth, lastDay)).toISOString().slice(0, 10);
  return plus(new Date(Date.UTC(targetYear, targetMonth, day)).toISOString().slice(0, 10), -1);
}

const sessionOf = (member: (typeof demoSpots)[number]["cast"][number]) =>
  typeof member.session === "string" ? member.session : fromSeed(member.session.daysFromSeed);

/** The demo spot's MPU end: from the earlier of the first airing and 13 weeks after the last session; 24 months from a 2025 session, else 21. */
function demoMpuEnd(spot: (typeof demoSpots)[number]): string {
  const sessions = spot.cast.map(sessionOf).sort();
  const first = sessions[0] ?? "";
  const afterProduction = plus(sessions.at(-1) ?? "", 91);
  const firstAir = spot.firstAir === undefined ? null : fromSeed(spot.firstAir.daysFromSeed);
  const start = firstAir !== null && firstAir <= afterProduction ? firstAir : afterProduction;
  return monthsEnd(start, first >= "2025-04-01" ? 24 : 21);
}

/**
 * Every alert the demo data gives, worked out from the demo definitions with the rules written
 * out by hand: a 13-week cycle ends 90 days after it starts, a year 364; a union principal's fixed
 * cycles start every 91 days from the session, cycle 1 paid by the session fee and cycles up to
 * the one named paid by holding fees, so their cycle-1 right covers through the last paid cycle;
 * every unpaid cycle after the first is a holding-fee alert however old (a range the caller names
 * excepted), none starting after the MPU ends; the other windows run from today − 30 days.
 */
function expectedAlerts(
  window: { from: string; to: string; mpuTo?: string; named?: boolean },
  kinds?: readonly string[],
) {
  const keys: string[] = [];
  const cycleDays = { "13 weeks": 90, "1 year": 364 } as Record<string, number>;
  for (const base of demoSpots) {
    const mpuEnd = demoMpuEnd(base);
    const spots = [base, ...(base.edits ?? []).map((edit) => ({ ...edit, cast: [] as typeof base.cast }))];
    for (const spot of spots) {
      if (inRange(mpuEnd, window.from, window.mpuTo ?? window.to)) {
        keys.push(`MPU_EXPIRE:asset:${ids.asset.get(spot.adId)}:${mpuEnd}`);
      }
      for (const right of spot.useRights) {
        const member = spot.cast.find((candidate) => candidate.person === right.cast);
        let start: string;
        let end: string;
        if ("fixedCycle" in right.start) {
          if (member === undefined) throw new Error("A fixed-cycle right names its performer.");
          start = plus(sessionOf(member), 91 * (right.start.fixedCycle - 1));
          const paidCycles = Math.max(right.start.fixedCycle, member.holdingFeesPaidThroughCycle ?? 1);
          end = plus(sessionOf(member), 91 * paidCycles - 1);
        } else {
          start = fromSeed(right.start.daysFromSeed);
          end = plus(start, cycleDays[right.cycleLength] ?? Number.NaN);
        }
        if (inRange(end, window.from, window.to)) {
          keys.push(
            `USAGE_RIGHT:use-right:${ids.useRight.get(`${spot.adId}@${start}@${right.cast ? `cast:${ids.cast.get(right.cast)}` : "own"}`)}:${end}`,
          );
        }
      }
      for (const member of spot.cast) {
        for (let cycle = (member.holdingFeesPaidThroughCycle ?? 1) + 1; ; cycle += 1) {
          const due = plus(sessionOf(member), 91 * (cycle - 1));
          if (due > window.to || due > mpuEnd) break;
          // Owed money stays listed however overdue, except in a range the caller names.
          if (window.named !== true || due >= window.from)
            keys.push(`HOLDING_FEE:cast:${ids.cast.get(member.person)}:${due}`);
        }
      }
    }
  }
  // The rights acquired with the April contract: Rosa Quintero's fixed cycle holding the seed day,
  // which her holding fees pay up to; nothing after it is paid, so it covers through its own end.
  const rosa = demoSpots[0]?.cast[0];
  if (rosa === undefined) throw new Error("Harvest Crunch has a principal.");
  const rosaSession = sessionOf(rosa);
  const acquiredCycle = Math.floor(diffDays(toIsoDate(rosaSession), toIsoDate(TODAY)) / 91) + 1;
  const acquiredStart = plus(rosaSession, 91 * (acquiredCycle - 1));
  const acquiredEnd = plus(
    rosaSession,
    91 * Math.max(acquiredCycle, rosa.holdingFeesPaidThroughCycle ?? 1) - 1,
  );
  if (inRange(acquiredEnd, window.from, window.to)) {
    keys.push(
      `USAGE_RIGHT:use-right:${ids.useRight.get(`RDHC2201000@${acquiredStart}@contract`)}:${acquiredEnd}`,
    );
  }
  for (const element of demoElements) {
    const ends = element.licences.flatMap((licence) =>
      licence.end ? [fromSeed(licence.end.daysFromSeed)] : [],
    );
    const earliest = ends.sort()[0];
    if (earliest && inRange(earliest, window.from, window.to)) {
      keys.push(`ELEMENT_EXPIRE:element:${ids.element.get(String(element.profile["title"]))}:${earliest}`);
    }
  }
  // Demo contracts: two union ones end 2026-12-31 (the third is Voided), the influencer ended
  // 2025-11-15, the MSA ends 2027-01-09.
  for (const title of [
    "Spring launch principal (March session)",
    "Spring launch principal (April session)",
  ]) {
    if (inRange("2026-12-31", window.from, window.to)) {
      keys.push(`TALENT_CONTRACT:contract:${ids.contract.get(title)}:2026-12-31`);
    }
  }
  if (inRange("2025-11-15", window.from, window.to)) {
    keys.push(`TALENT_CONTRACT:contract:${ids.contract.get("Summer creator campaign")}:2025-11-15`);
  }
  if (inRange("2027-01-09", window.from, window.to)) {
    keys.push(`MSA_CONTRACT:contract:${ids.contract.get("Production services master agreement")}:2027-01-09`);
  }
  // The demo reminders about a record: in 5 and 14 days (ids 1 and 2 in seed order).
  for (const [id, days] of [
    [1, 5],
    [2, 14],
  ] as const) {
    if (inRange(fromSeed(days), window.from, window.to))
      keys.push(`REMINDER:reminder:${id}:${fromSeed(days)}`);
  }
  // The demo's two airing reports, uploaded on the seed day, wait for review (ids 1 and 2): kept
  // however old, as owed fees are, except in a range the caller names.
  for (const id of [1, 2]) {
    if (window.named !== true ? fromSeed(0) <= window.to : inRange(fromSeed(0), window.from, window.to))
      keys.push(`AIRING_ISSUES:report-upload:${id}:${fromSeed(0)}`);
  }
  return keys.filter((key) => kinds === undefined || kinds.includes(key.split(":")[0] ?? "")).sort();
}

const defaultWindow = { from: fromSeed(-30), to: fromSeed(30), mpuTo: fromSeed(120) };

describe(`alerts on ${testDatabaseKind()}`, () => {
  it("lists each view's alerts in the default 30-day window (MPU 120), page by page, with counts per view", async () => {
    const all = await list({});
    expect(all.today).toBe(TODAY);
    expect(all.from).toBe(fromSeed(-30));
    expect(keysOf(all)).toEqual(expectedAlerts(defaultWindow));
    expect(keysOf(all).length).toBeGreaterThanOrEqual(5);
    // Sorted by due date (then kind order and record id: `list` checks every step).
    const dueDates = all.alerts.map((alert) => alert.dueDate);
    expect(dueDates).toEqual([...dueDates].sort());
    const views = await expectCountsOfRows({});
    expect(views.all).toBe(all.alerts.length);
    for (const [view, kinds] of Object.entries(kindsOfAlertView)) {
      if (view === "all") continue;
      expect(keysOf(await list({ view })), view).toEqual(expectedAlerts(defaultWindow, kinds));
    }
    // Keiko Lindqvist's holding fees pay through cycle 6: her right covers through its last day,
    // and cycle 7's fee fell due the day after, 9 days before today.
    const lapsed = all.alerts.find(
      (alert) => alert.kind === "USAGE_RIGHT" && alert.dueDate === fromSeed(-10),
    );
    expect(lapsed).toMatchObject({ daysLeft: -10, state: "OPEN", daysAhead: 30 });
    expect(lapsed?.related).toMatchObject({ type: "person", label: "Keiko Lindqvist" });
    const fee = all.alerts.find((alert) => alert.kind === "HOLDING_FEE");
    expect(fee).toMatchObject({ dueDate: fromSeed(-9), daysLeft: -9 });
    expect(fee?.detail).toMatch(
      /^Cycle 7 holding fee for Keiko Lindqvist \(voice over\) \((no confirmed rate|\$[\d,]+\.\d\d)\), due by the cycle's first day; cycle runs \d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\.$/,
    );
    expect(fee?.record.type).toBe("asset");
    expect(fee?.related?.type).toBe("person");
    // The amount column: the same figure the detail names, or none with the reason; never a zero.
    expect(fee?.amount?.note).toEqual(expect.any(String));
    if (fee?.amount?.cents === null) expect(fee.detail).toContain("no confirmed rate");
    else
      expect(fee?.detail).toContain(
        `$${((fee?.amount?.cents ?? 0) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
      );
    expect(
      all.alerts.filter((alert) => alert.kind === "MPU_EXPIRE").every((alert) => alert.amount === null),
    ).toBe(true);
  });

  it("takes withinDays over every preference and a from/to range over the windows", async () => {
    const within = await list({ withinDays: 250 });
    expect(keysOf(within)).toEqual(
      expectedAlerts({ from: fromSeed(-30), to: fromSeed(250), mpuTo: fromSeed(250) }),
    );
    const breezeEnd = demoMpuEnd(demoSpots[1] as (typeof demoSpots)[number]);
    const later = await list({ withinDays: 400 });
    const mpu = later.alerts.find((alert) => alert.kind === "MPU_EXPIRE" && alert.dueDate === breezeEnd);
    expect(mpu?.detail).toBe(
      `MPU ends ${breezeEnd}; renegotiation notice window ${plus(breezeEnd, -120)} to ${plus(breezeEnd, -60)}.`,
    );
    const msa = within.alerts.find((alert) => alert.kind === "MSA_CONTRACT");
    expect(msa).toMatchObject({
      record: { type: "contract", label: "CT00004 · Production services master agreement" },
      related: { type: "company", id: msaVendorId },
      companyId: msaVendorId,
    });

    const range = await list({ from: "2026-10-01", to: "2027-03-01" });
    expect([range.from, range.to]).toEqual(["2026-10-01", "2027-03-01"]);
    expect(keysOf(range)).toEqual(expectedAlerts({ from: "2026-10-01", to: "2027-03-01", named: true }));
    const bad = await call(t, admin, "POST", "/Alert/GetBy", { from: "2026-10-01" });
    expect(expectError(bad, 400, "InvalidData").errors?.[0]?.field).toBe("to");
  });

  it("pages by cursor without repeats or gaps, and names what is wrong in a cursor or a page size", async () => {
    const whole = await list({ withinDays: 250 });
    expect(whole.alerts.length).toBeGreaterThan(6);
    // A cursor taken from any row starts the next page right after it, whatever the page size.
    for (const [index, alert] of whole.alerts.entries()) {
      const [kind, , id] = alert.key.split(":");
      const after = { dueDate: alert.dueDate, kind, id: Number(id) };
      const next = await page({ withinDays: 250, pageSize: 2, after });
      expect(next.alerts.map((a) => a.key)).toEqual(
        whole.alerts.slice(index + 1, index + 3).map((a) => a.key),
      );
    }
    const bad = await call(t, admin, "POST", "/Alert/GetBy", {
      pageSize: 501,
      after: { dueDate: "2026-02-30", kind: "SNOOZE", id: -1 },
    });
    expect(
      expectError(bad, 400, "InvalidData")
        .errors?.map((error) => error.field)
        .sort(),
    ).toEqual(["after.dueDate", "after.id", "after.kind", "pageSize"]);
    const longCalendar = await call(t, admin, "POST", "/Alert/Calendar", {
      from: fromSeed(0),
      to: fromSeed(42),
    });
    expect(expectError(longCalendar, 400, "InvalidData").errors?.[0]?.field).toBe("to");
  });

  it("answers the calendar's weeks: each day's count and first three, the list's alerts of that range", async () => {
    const from = fromSeed(-20);
    const to = fromSeed(21);
    for (const states of [undefined, ["OPEN"]]) {
      const body = { from, to, ...(states ? { states } : {}) };
      const calendar = AlertCalendarResultSchema.parse(
        expectOk(await call(t, admin, "POST", "/Alert/Calendar", body)),
      );
      const listed = (await list(body)).alerts;
      expect(calendar.days.map((d) => d.date)).toEqual([...new Set(listed.map((a) => a.dueDate))]);
      for (const day of calendar.days) {
        const ofDay = listed.filter((alert) => alert.dueDate === day.date);
        expect(day.count).toBe(ofDay.length);
        expect(day.alerts).toEqual(ofDay.slice(0, 3));
      }
      expect((await countViews(body)).all).toBe(listed.length);
    }
  });

  it("uses the company's preference for its records over the user's, and the user's over the default", async () => {
    const user = UserAlertPreferencesSchema.parse(
      expectOk(
        await call(t, admin, "PUT", "/Alert/Preferences", {
          daysAhead: { TALENT_CONTRACT: 60, MSA_CONTRACT: 10 },
          weeklyDigest: false,
        }),
      ),
    );
    expect(user.daysAhead).toEqual({ TALENT_CONTRACT: 60, MSA_CONTRACT: 10 });
    expect(expectOk(await call(t, admin, "GET", "/Alert/Preferences"))).toEqual(user);
    const withUser = await list({});
    expect(keysOf(withUser)).toEqual(
      [
        ...expectedAlerts(defaultWindow),
        ...expectedAlerts({ from: fromSeed(-30), to: fromSeed(60) }, ["TALENT_CONTRACT"]),
      ].sort(),
    );
    expect(withUser.alerts.find((a) => a.kind === "TALENT_CONTRACT")?.daysAhead).toBe(60);

    // The MSA's vendor asks for 90 days on MSAs: that beats the user's 10.
    const company = expectOk(
      await call(t, admin, "PUT", `/Company/AlertPreferences/${msaVendorId}`, {
        daysAhead: { MSA_CONTRACT: 90 },
      }),
    );
    expect(company).toEqual({ daysAhead: { MSA_CONTRACT: 90 } });
    expect(expectOk(await call(t, admin, "GET", `/Company/AlertPreferences/${msaVendorId}`))).toEqual(
      company,
    );
    const withCompany = await list({ view: "msa-contracts-expiring" });
    expect(keysOf(withCompany)).toEqual(
      expectedAlerts({ from: fromSeed(-30), to: fromSeed(90) }, ["MSA_CONTRACT"]),
    );
    expect(withCompany.alerts[0]).toMatchObject({ daysAhead: 90, companyId: msaVendorId });
    expect(keysOf(await list({ view: "msa-contracts-expiring", companyId: msaVendorId }))).toHaveLength(1);
    expect(keysOf(await list({ companyId: msaVendorId + 1000 }))).toEqual([]);
    expect(await expectCountsOfRows({ companyId: msaVendorId })).toMatchObject({
      "msa-contracts-expiring": 1,
    });
    await expectCountsOfRows({});

    expectError(await call(t, admin, "GET", "/Company/AlertPreferences/99999"), 404, "NotFound");
    const tooFar = await call(t, admin, "PUT", `/Company/AlertPreferences/${msaVendorId}`, {
      daysAhead: { MSA_CONTRACT: 9999 },
    });
    expect(expectError(tooFar, 400, "InvalidData").errors?.[0]?.field).toContain("MSA_CONTRACT");
    // Back to the defaults for the tests that follow.
    await call(t, admin, "PUT", `/Company/AlertPreferences/${msaVendorId}`, { daysAhead: {} });
    await call(t, admin, "PUT", "/Alert/Preferences", { daysAhead: {}, weeklyDigest: false });
    expect(keysOf(await list({}))).toEqual(expectedAlerts(defaultWindow));
  });

  it("marks an alert with who and when, filters by state, and opens it again", async () => {
    const target = (await list({ view: "use-rights-expiring" })).alerts[0];
    if (!target) throw new Error("The demo data should give a use right alert.");
    const marked = AlertSchema.parse(
      expectOk(
        await call(t, admin, "POST", "/Alert/Mark", {
          key: target.key,
          action: "RENEW",
          note: "Client renews",
        }),
      ),
    );
    expect(marked).toMatchObject({
      key: target.key,
      daysAhead: target.daysAhead,
      state: "RENEW",
      mark: { action: "RENEW", note: "Client renews", by: { id: adminUserId }, at: NOW.toISOString() },
    });
    const open = await list({ states: ["OPEN"] });
    expect(open.alerts.map((a) => a.key)).not.toContain(target.key);
    // A tab counts the rows it shows: the renewed alert leaves the open count, not the all-states one.
    const openViews = await expectCountsOfRows({ states: ["OPEN"] });
    expect(openViews["use-rights-expiring"]).toBe((await countViews({}))["use-rights-expiring"] - 1);
    expect(await expectCountsOfRows({ states: ["RENEW"] })).toMatchObject({
      all: 1,
      "use-rights-expiring": 1,
    });
    expect((await list({ states: ["RENEW"] })).alerts.map((a) => a.key)).toEqual([target.key]);

    const reopened = AlertSchema.parse(
      expectOk(await call(t, admin, "POST", "/Alert/Unmark", { key: target.key })),
    );
    expect(reopened).toMatchObject({ state: "OPEN", mark: null });
    expectError(
      await call(t, admin, "POST", "/Alert/Mark", {
        key: "USAGE_RIGHT:use-right:99999:2026-11-20",
        action: "DONE",
      }),
      404,
      "NotFound",
    );
    expectError(
      await call(t, admin, "POST", "/Alert/Mark", { key: "nonsense", action: "DONE" }),
      404,
      "NotFound",
    );
    const audit = await t.database.db.execute(
      sql`select action from audit_log where entity_type = 'alert' and entity_id = ${target.key} order by id`,
    );
    expect((audit as unknown as { rows: { action: string }[] }).rows.map((r) => r.action)).toEqual([
      "alert.mark",
      "alert.unmark",
    ]);
  });

  it("refuses a user without Alerts read, and leaves out kinds of modules the caller cannot read", async () => {
    await createTestUser(t.database.db, {
      userName: "no-alerts",
      modules: rightsExcept({ "Alerts & Notification": null }),
    });
    const noAlerts = (await t.signIn("no-alerts", TEST_USER_PASSWORD)).token;
    expectError(await call(t, noAlerts, "POST", "/Alert/GetBy", {}), 403, "Unauthorized");

    await createTestUser(t.database.db, {
      userName: "alerts-assets",
      modules: { "Alerts & Notification": READ_ONLY, Asset: READ_ONLY },
    });
    const assetsOnly = (await t.signIn("alerts-assets", TEST_USER_PASSWORD)).token;
    const seen = await list({ withinDays: 250 }, assetsOnly);
    expect(keysOf(seen)).toEqual(
      expectedAlerts({ from: fromSeed(-30), to: fromSeed(250), mpuTo: fromSeed(250) }, [
        "HOLDING_FEE",
        "USAGE_RIGHT",
        "MPU_EXPIRE",
      ]),
    );
    // The counts leave out the same kinds, though the demo has contracts and elements due.
    const counted = await expectCountsOfRows({ withinDays: 250 }, assetsOnly);
    expect(counted["msa-contracts-expiring"]).toBe(0);
    expect((await countViews({ withinDays: 250 }))["msa-contracts-expiring"]).toBe(1);
    expectError(await call(t, noAlerts, "POST", "/Alert/Count", {}), 403, "Unauthorized");
    expectError(
      await call(t, noAlerts, "POST", "/Alert/Calendar", { from: fromSeed(0), to: fromSeed(30) }),
      403,
      "Unauthorized",
    );
    // Read-only: no marks.
    const key = seen.alerts[0]?.key ?? "";
    expectError(
      await call(t, assetsOnly, "POST", "/Alert/Mark", { key, action: "DONE" }),
      403,
      "Unauthorized",
    );
  });

  it("keeps reminders to their owner and to-dos with owners, versions and done by whom", async () => {
    const assetId = ids.asset.get("RDSB2505000") ?? 0;
    const created = ReminderSchema.parse(
      expectOk(
        await call(t, admin, "POST", "/Alert/Reminder", {
          category: "ASSET MPU",
          title: "Check Summer Breeze MPU",
          remindOn: fromSeed(3),
          record: { type: "asset", id: assetId },
        }),
      ),
    );
    expect(created.record).toEqual({ type: "asset", id: assetId, label: "RDSB2505000 · Summer Breeze :30" });
    expect((await list({})).alerts.map((a) => a.key)).toContain(
      `REMINDER:reminder:${created.id}:${fromSeed(3)}`,
    );
    const missing = await call(t, admin, "POST", "/Alert/Reminder", {
      category: "ASSET MPU",
      title: "About nothing",
      remindOn: fromSeed(3),
      record: { type: "asset", id: 99999 },
    });
    expect(expectError(missing, 404, "NotFound").message).toContain("asset");

    await createTestUser(t.database.db, {
      userName: "other",
      modules: { "Alerts & Notification": { canRead: true, canWrite: true, canDelete: true } },
    });
    const other = (await t.signIn("other", TEST_USER_PASSWORD)).token;
    expectError(
      await call(t, other, "PUT", `/Alert/Reminder/${created.id}`, {
        category: "ASSET MPU",
        title: "Mine now",
        remindOn: fromSeed(3),
      }),
      404,
      "NotFound",
    );
    expectError(await call(t, other, "DELETE", `/Alert/Reminder/${created.id}`), 404, "NotFound");
    expect(expectOk(await call(t, other, "POST", "/Alert/Reminder/GetAll", {}))).toEqual({ records: [] });
    const updated = ReminderSchema.parse(
      expectOk(
        await call(t, admin, "PUT", `/Alert/Reminder/${created.id}`, {
          category: "ASSET MPU",
          title: "Check Summer Breeze MPU again",
          remindOn: fromSeed(4),
          note: "Ask legal",
        }),
      ),
    );
    expect(updated).toMatchObject({
      title: "Check Summer Breeze MPU again",
      record: null,
      note: "Ask legal",
    });
    expect(expectOk(await call(t, admin, "DELETE", `/Alert/Reminder/${created.id}`))).toEqual({ done: true });
    const mine = expectOk(await call(t, admin, "POST", "/Alert/Reminder/GetAll", {})) as {
      records: unknown[];
    };
    expect(mine.records).toHaveLength(3);

    const owners = expectOk(await call(t, admin, "GET", "/Alert/Todo/Owners")) as {
      records: { id: number; name: string }[];
    };
    const otherOwner = owners.records.find((owner) => owner.name === "Test other");
    if (!otherOwner) throw new Error("The other user should be a possible owner.");
    const todo = TodoSchema.parse(
      expectOk(
        await call(t, admin, "POST", "/Alert/Todo", {
          title: "Send the renewal",
          dueDate: fromSeed(2),
          ownerId: otherOwner.id,
          record: { type: "contract", id: ids.contract.get("Production services master agreement") },
        }),
      ),
    );
    expect(todo).toMatchObject({
      owner: { id: otherOwner.id },
      createdBy: { id: adminUserId },
      done: false,
      doneBy: null,
      version: 1,
      record: { type: "contract", label: "CT00004 · Production services master agreement" },
    });
    const body = { title: todo.title, dueDate: todo.dueDate, ownerId: otherOwner.id };
    const done = TodoSchema.parse(
      expectOk(await call(t, admin, "PUT", `/Alert/Todo/${todo.id}`, { ...body, done: true, version: 1 })),
    );
    expect(done).toMatchObject({
      done: true,
      doneBy: { id: adminUserId },
      doneAt: NOW.toISOString(),
      version: 2,
    });
    const stale = await call(t, admin, "PUT", `/Alert/Todo/${todo.id}`, { ...body, done: false, version: 1 });
    expect(expectError(stale, 400, "InvalidData").errors?.[0]?.field).toBe("version");
    const reopened = TodoSchema.parse(
      expectOk(await call(t, admin, "PUT", `/Alert/Todo/${todo.id}`, { ...body, done: false, version: 2 })),
    );
    expect(reopened).toMatchObject({ done: false, doneBy: null, doneAt: null, version: 3 });

    const titles = async (token: string, request: Record<string, unknown>) =>
      (
        expectOk(await call(t, token, "POST", "/Alert/Todo/GetAll", request)) as {
          records: { title: string }[];
        }
      ).records.map((record) => record.title);
    expect(await titles(other, { scope: "mine" })).toEqual(["Send the renewal"]);
    expect(await titles(admin, { scope: "mine" })).toEqual([
      "Pay Rosa Quintero's next holding fee",
      "Send the MSA renewal draft to the vendor",
    ]);
    expect(await titles(admin, { scope: "mine", includeDone: true })).toContain("File the recast paperwork");
    expect(await titles(admin, { scope: "all" })).toEqual([
      "Send the renewal",
      "Pay Rosa Quintero's next holding fee",
      "Send the MSA renewal draft to the vendor",
    ]);
    expectError(await call(t, admin, "DELETE", "/Alert/Todo/99999"), 404, "NotFound");
    expect(expectOk(await call(t, other, "DELETE", `/Alert/Todo/${todo.id}`))).toEqual({ done: true });
  });

  it("serves the caller's alerts, open to-dos and reminders as an iCalendar feed until it is revoked", async () => {
    const created = CalendarFeedCreatedSchema.parse(
      expectOk(await call(t, admin, "POST", "/Alert/CalendarFeed", {})),
    );
    expect(created.url).toMatch(
      /^https:\/\/rights\.example\.com\/api\/.*\/Calendar\/[A-Za-z0-9_-]{43}\.ics$/,
    );
    const feedPath = created.url.slice(created.url.indexOf("/Calendar/"));
    const response = await t.call({ method: "GET", path: feedPath });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(String(response.headers["content-disposition"])).toContain("rights-desk.ics");

    const calendar = new ICAL.Component(ICAL.parse(response.body));
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Rights Desk//Alerts//EN");
    const events = calendar.getAllSubcomponents("vevent").map((event) => ({
      uid: String(event.getFirstPropertyValue("uid")),
      start: String(event.getFirstPropertyValue("dtstart")),
      summary: String(event.getFirstPropertyValue("summary")),
    }));
    const alertUids = expectedAlerts({ from: fromSeed(-30), to: fromSeed(180) })
      .filter((key) => !key.startsWith("REMINDER"))
      .map((key) => `${key}@rightsdesk`);
    const reminderUids = (
      await t.database.db.select({ id: reminders.id, on: reminders.remindOn }).from(reminders)
    ).map((row) => `REMINDER:reminder:${row.id}:${row.on}@rightsdesk`);
    expect(events.map((event) => event.uid).sort()).toEqual(
      [...alertUids, ...reminderUids, "todo:1@rightsdesk", "todo:2@rightsdesk"].sort(),
    );
    const fee = events.find((event) => event.uid.startsWith("HOLDING_FEE"));
    expect(fee?.summary).toMatch(/^Holding fee due: /);
    expect(fee?.start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const status = expectOk(await call(t, admin, "GET", "/Alert/CalendarFeed"));
    expect(status).toMatchObject({ active: true, lastFetchedAt: NOW.toISOString() });

    const again = CalendarFeedCreatedSchema.parse(
      expectOk(await call(t, admin, "POST", "/Alert/CalendarFeed", {})),
    );
    expect((await t.call({ method: "GET", path: feedPath })).statusCode).toBe(404);
    const newPath = again.url.slice(again.url.indexOf("/Calendar/"));
    expect((await t.call({ method: "GET", path: newPath })).statusCode).toBe(200);
    expect(expectOk(await call(t, admin, "DELETE", "/Alert/CalendarFeed"))).toEqual({ done: true });
    expect((await t.call({ method: "GET", path: newPath })).statusCode).toBe(404);
    expect(expectOk(await call(t, admin, "GET", "/Alert/CalendarFeed"))).toMatchObject({ active: false });

    // A blocked owner's feed stops at once.
    const other = (await t.signIn("other", TEST_USER_PASSWORD)).token;
    const theirs = CalendarFeedCreatedSchema.parse(
      expectOk(await call(t, other, "POST", "/Alert/CalendarFeed", {})),
    );
    const theirPath = theirs.url.slice(theirs.url.indexOf("/Calendar/"));
    expect((await t.call({ method: "GET", path: theirPath })).statusCode).toBe(200);
    await t.database.db.update(users).set({ status: "BLOCKED" }).where(eq(users.userName, "other"));
    expect((await t.call({ method: "GET", path: theirPath })).statusCode).toBe(404);
    await t.database.db.update(users).set({ status: "ACTIVE" }).where(eq(users.userName, "other"));
  });

  it("mails the digest on request, and on Mondays once to those who asked for it", async () => {
    const sent = expectOk(await call(t, admin, "POST", "/Alert/Digest/Send", {})) as {
      sentTo: string;
      alerts: number;
    };
    const week = expectedAlerts({ from: fromSeed(-30), to: fromSeed(7) });
    expect(sent).toEqual({ sentTo: "sysadmin@rightsdesk.local", alerts: week.length });
    const mails = await readOutbox(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe("sysadmin@rightsdesk.local");
    expect(mails[0]?.subject).toBe(`Rights Desk alerts for the week of ${TODAY}`);
    expect(mails[0]?.head).toContain("multipart/alternative");
    expect(mails[0]?.html).toBeTruthy();

    await t.database.db.update(users).set({ email: "" }).where(eq(users.userName, "other"));
    const other = (await t.signIn("other", TEST_USER_PASSWORD)).token;
    const noMail = await call(t, other, "POST", "/Alert/Digest/Send", {});
    expect(expectError(noMail, 400, "InvalidData").errors?.[0]?.field).toBe("email");

    const posted: MailMessage[] = [];
    const digests = new AlertDigestService(
      t.database.db,
      { post: (message) => posted.push(message), settle: async () => undefined },
      PUBLIC_URL,
    );
    expectOk(await call(t, admin, "PUT", "/Alert/Preferences", { daysAhead: {}, weeklyDigest: true }));
    expect(await digests.sendWeekly(NOW)).toBe(0); // a Tuesday
    const monday = new Date("2026-11-16T06:00:00Z");
    expect(await digests.sendWeekly(monday)).toBe(1);
    expect(await digests.sendWeekly(new Date("2026-11-16T18:00:00Z"))).toBe(0); // a restart the same day
    expect(posted).toHaveLength(1);
    expect(posted[0]).toMatchObject({ to: "sysadmin@rightsdesk.local" });
    expect(posted[0]?.text).toContain(`${PUBLIC_URL}/#/alert-dashboard/all`);
    expect(posted[0]?.html).toContain("<h3>");
    expect(await digests.sendWeekly(new Date("2026-11-23T06:00:00Z"))).toBe(1);
  });
});

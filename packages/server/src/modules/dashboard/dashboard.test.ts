import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  DashboardLayoutAnswerSchema,
  DashboardWidgetDataSchema,
  defaultDashboardLayout,
  type DashboardWidgetKey,
} from "@rightsdesk/domain";
import { reminders, todos, users } from "../../db/schema.js";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { createAsset } from "../../testing/asset-fixtures.js";
import { actFor, createClient, fullRightsUserOf } from "../../testing/client-fixtures.js";
import { createReport } from "../../testing/completion-report-fixtures.js";
import { createPerson } from "../../testing/person-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { DEMO_SEED_DAY, useDemoApp } from "../../testing/use-test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { READ_ONLY, TEST_USER_PASSWORD, createTestUser, rightsExcept } from "../../testing/test-users.js";

/**
 * The dashboard on the demo data seeded on 2025-06-02 (see report.test.ts for what the demo holds).
 * Tests that move the clock sign in again at the new time.
 */
let t: TestApp;
let admin: string;
let adminId: number;
useDemoApp(
  () => createTestApp(),
  async (app) => {
    ({ t, admin } = app);
    const [root] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.userName, "sysadmin"));
    adminId = root?.id ?? 0;
  },
);

async function at(day: string): Promise<string> {
  t.setNow(new Date(`${day}T12:00:00Z`));
  return (await t.signIn()).token;
}

async function widget(key: DashboardWidgetKey, token = admin) {
  return DashboardWidgetDataSchema.parse(
    expectOk(await call(t, token, "POST", `/Dashboard/Widget/${key}`, {})),
  );
}

const layoutOf = async (token: string) =>
  DashboardLayoutAnswerSchema.parse(expectOk(await call(t, token, "GET", "/Dashboard/Layout")));

describe(`dashboard on ${testDatabaseKind()}`, () => {
  it("answers the default layout, keeps a saved one, and resets to the default", async () => {
    expect(await layoutOf(admin)).toEqual({ ...defaultDashboardLayout(), isDefault: true });
    const layout = {
      widgets: [
        { key: "reminders", x: 0, y: 0, w: 6, h: 16 },
        { key: "assets-expiring", x: 6, y: 0, w: 6, h: 15 },
      ],
    };
    expect(expectOk(await call(t, admin, "PUT", "/Dashboard/Layout", layout))).toEqual({
      ...layout,
      isDefault: false,
    });
    expect(await layoutOf(admin)).toEqual({ ...layout, isDefault: false });
    const moved = { widgets: [{ key: "reminders", x: 3, y: 4, w: 9, h: 20 }] };
    expectOk(await call(t, admin, "PUT", "/Dashboard/Layout", moved));
    expect(await layoutOf(admin)).toEqual({ ...moved, isDefault: false });

    const overlap = await call(t, admin, "PUT", "/Dashboard/Layout", {
      widgets: [
        { key: "reminders", x: 0, y: 0, w: 6, h: 16 },
        { key: "assets-expiring", x: 5, y: 10, w: 6, h: 15 },
      ],
    });
    expect(expectError(overlap, 400, "InvalidData").errors?.[0]?.field).toBe("widgets.1.y");
    const tooWide = await call(t, admin, "PUT", "/Dashboard/Layout", {
      widgets: [{ key: "reminders", x: 8, y: 0, w: 6, h: 16 }],
    });
    expect(expectError(tooWide, 400, "InvalidData").errors?.[0]?.field).toBe("widgets.0.w");
    expect(await layoutOf(admin)).toEqual({ ...moved, isDefault: false });

    expect(expectOk(await call(t, admin, "DELETE", "/Dashboard/Layout"))).toEqual({
      ...defaultDashboardLayout(),
      isDefault: true,
    });
    expect((await layoutOf(admin)).isDefault).toBe(true);
  });

  it("leaves out and refuses the widgets of modules the caller may not read", async () => {
    await createTestUser(t.database.db, {
      userName: "no-alerts",
      modules: rightsExcept({ "Alerts & Notification": null, Contracts: null, "Report Upload": null }),
    });
    const token = (await t.signIn("no-alerts", TEST_USER_PASSWORD)).token;
    const layout = await layoutOf(token);
    expect(layout.widgets.map((item) => item.key)).toEqual([
      "assets-expiring",
      "elements-expiring",
      "recent-additions",
      "incomplete-items",
      "unpaid-usage-terms",
      "completion-reports",
    ]);
    const refused = await call(t, token, "PUT", "/Dashboard/Layout", {
      widgets: [{ key: "reminders", x: 0, y: 0, w: 6, h: 16 }],
    });
    expect(expectError(refused, 403, "Unauthorized").message).toContain('"reminders"');
    expectError(
      await call(t, token, "POST", "/Dashboard/Widget/contracts-expiring", {}),
      403,
      "Unauthorized",
    );
    expectError(await call(t, token, "POST", "/Dashboard/Widget/report-logs", {}), 403, "Unauthorized");
    // Incomplete items leaves out the contracts this caller may not read.
    expect((await widget("incomplete-items", token)).total).toBe(0);
    // Unpaid usage terms keeps the holding fees and leaves out the guarantee payments.
    expect((await widget("unpaid-usage-terms", token)).items.map((item) => item.badge)).toEqual([
      "Holding fee",
    ]);

    // A layout saved with a widget that later becomes hidden answers without it.
    await createTestUser(t.database.db, { userName: "loses-assets", modules: rightsExcept() });
    const other = (await t.signIn("loses-assets", TEST_USER_PASSWORD)).token;
    expectOk(
      await call(t, other, "PUT", "/Dashboard/Layout", {
        widgets: [
          { key: "assets-expiring", x: 0, y: 0, w: 6, h: 15 },
          { key: "reminders", x: 6, y: 0, w: 6, h: 16 },
        ],
      }),
    );
    await t.database.db.execute(
      // Drop the Asset module from that user's role.
      sql`delete from role_module_accesses where module = 'Asset'
        and role_id = (select id from roles where name = 'role of loses-assets')`,
    );
    const again = (await t.signIn("loses-assets", TEST_USER_PASSWORD)).token;
    expect((await layoutOf(again)).widgets.map((item) => item.key)).toEqual(["reminders"]);
  });

  it("adds the completion reports below a layout saved before they were offered, for those who may read them", async () => {
    const old = {
      widgets: [
        { key: "reminders", x: 0, y: 0, w: 6, h: 16 },
        { key: "assets-expiring", x: 6, y: 2, w: 6, h: 15 },
      ],
    };
    /** Saves `old` for the user as a layout saved before generations were kept. */
    const savedLongAgo = async (userName: string, modules: ReturnType<typeof rightsExcept>) => {
      const { userId } = await createTestUser(t.database.db, { userName, modules });
      const token = (await t.signIn(userName, TEST_USER_PASSWORD)).token;
      expectOk(await call(t, token, "PUT", "/Dashboard/Layout", old));
      await t.database.db.execute(
        sql`update dashboard_layouts set layout = layout - 'generation' where user_id = ${userId}`,
      );
      return token;
    };
    const reader = await savedLongAgo("old-layout-reader", rightsExcept());
    const expected = [
      ...old.widgets,
      { key: "completion-reports", x: 0, y: 17, w: 12, h: 18 },
      { key: "report-uploads-pending-review", x: 0, y: 35, w: 12, h: 18 },
      { key: "report-logs", x: 0, y: 53, w: 12, h: 18 },
    ];
    expect(await layoutOf(reader)).toEqual({ widgets: expected, isDefault: false });
    const nonReader = await savedLongAgo(
      "old-layout-no-reports",
      rightsExcept({ "Completion Report": null, "Report Upload": null }),
    );
    expect(await layoutOf(nonReader)).toEqual({ ...old, isDefault: false });

    // Saved now, the layout keeps the current generation: a widget the user removes stays removed.
    expect(expectOk(await call(t, reader, "PUT", "/Dashboard/Layout", old))).toEqual({
      ...old,
      isDefault: false,
    });
    expect(await layoutOf(reader)).toEqual({ ...old, isDefault: false });
  });

  it("opens for a user who reads only assets, with the widgets of that module", async () => {
    await createTestUser(t.database.db, { userName: "asset-reader", modules: { Asset: READ_ONLY } });
    const token = (await t.signIn("asset-reader", TEST_USER_PASSWORD)).token;
    const layout = await layoutOf(token);
    const keys = layout.widgets.map((item) => item.key);
    expect(keys).toEqual(["assets-expiring", "recent-additions", "incomplete-items", "unpaid-usage-terms"]);
    for (const key of keys) expect((await widget(key, token)).widget).toBe(key);
    expect((await widget("recent-additions", token)).items.every((item) => item.badge === "Asset")).toBe(
      true,
    );
    expectOk(
      await call(t, token, "PUT", "/Dashboard/Layout", {
        widgets: [{ key: "unpaid-usage-terms", x: 0, y: 0, w: 12, h: 12 }],
      }),
    );
    expect((await layoutOf(token)).widgets.map((item) => item.key)).toEqual(["unpaid-usage-terms"]);
    for (const key of ["contracts-expiring", "elements-expiring", "reminders"] as const) {
      expectError(await call(t, token, "POST", `/Dashboard/Widget/${key}`, {}), 403, "Unauthorized");
    }
  });

  it("assets, elements and contracts expiring in the next 30 days, soonest first", async () => {
    // Summer Breeze has already lapsed (Keiko Lindqvist's cycle 7 is unpaid), so only the cutdown ends ahead.
    const assets = await widget("assets-expiring");
    expect(assets).toMatchObject({ today: "2025-06-02", total: 1 });
    expect(assets.items).toEqual([
      {
        id: "asset-2",
        title: "Harvest Crunch :15 cutdown",
        subtitle: "RDHC2201001 · CABLE TV",
        date: "2025-06-22",
        badge: "ACTIVE",
        amountCents: null,
        link: { type: "asset", id: 2 },
      },
    ]);
    expect((await widget("elements-expiring")).total).toBe(0);
    expect((await widget("contracts-expiring")).total).toBe(0);
    try {
      const later = await at("2025-06-20");
      expect((await widget("elements-expiring", later)).items).toMatchObject([
        { id: "element-1", title: "Golden Fields", date: "2025-07-12", link: { type: "element", id: 1 } },
      ]);
      expect((await widget("assets-expiring", later)).items.map((item) => [item.id, item.date])).toEqual([
        ["asset-2", "2025-06-22"],
        ["asset-1", "2025-07-12"],
      ]);
      const autumn = await at("2025-10-20");
      expect((await widget("contracts-expiring", autumn)).items).toEqual([
        {
          id: "contract-3",
          title: "Summer creator campaign",
          subtitle: "CT00003 · NON UNION",
          date: "2025-11-15",
          badge: "Draft",
          amountCents: null,
          link: { type: "contract", id: 3 },
        },
      ]);
    } finally {
      t.setNow(DEMO_SEED_DAY);
    }
  });

  it("recent additions: the newest records of the last 30 days, with their type", async () => {
    const seeded = await widget("recent-additions");
    // 4 assets, 3 elements, 5 contracts, 20 people (the archived one left out) and 40 companies,
    // all added on the seed day.
    expect(seeded.total).toBe(72);
    expect(seeded.items).toHaveLength(10);
    expect(seeded.items.slice(0, 2)).toMatchObject([
      { id: "asset-4", badge: "Asset", date: "2025-06-02" },
      { id: "asset-3", badge: "Asset" },
    ]);
    try {
      const later = await at("2025-07-20");
      const person = await createPerson(t, later, "Nina", "Added");
      const recent = await widget("recent-additions", later);
      expect(recent).toMatchObject({ total: 1 });
      expect(recent.items).toEqual([
        {
          id: `person-${person.id}`,
          title: "Nina Added",
          subtitle: "TALENT",
          date: "2025-07-20",
          badge: "Person",
          amountCents: null,
          link: { type: "person", id: person.id },
        },
      ]);
    } finally {
      t.setNow(DEMO_SEED_DAY);
    }
  });

  it("incomplete items: the three contracts still incomplete, the voided one left out", async () => {
    const incomplete = await widget("incomplete-items");
    expect(incomplete.total).toBe(3);
    expect(incomplete.items.map((item) => [item.id, item.badge])).toEqual([
      ["contract-1", "Contract"],
      ["contract-2", "Contract"],
      ["contract-3", "Contract"],
    ]);
  });

  it("unpaid usage terms: every unpaid holding fee however old and guarantee payments due, by 30 days ahead", async () => {
    // Keiko Lindqvist's holding fees pay through cycle 6; cycle 7 (from 2025-05-24) is owed, with
    // no confirmed off-camera figure ships and no contract fee is agreed, so the demo client's own
    // rate card prices it (the 2025 contract's year-1 off-camera figure, $618.00).
    const now = await widget("unpaid-usage-terms");
    expect(now.items).toEqual([
      {
        id: "holding-fee-170-7",
        title: "Keiko Lindqvist: holding fee, cycle 7",
        subtitle: "RDSB2505000 · Summer Breeze :30",
        date: "2025-05-24",
        badge: "Holding fee",
        amountCents: 61800,
        link: { type: "asset", id: 3 },
      },
    ]);
    try {
      // By September Rosa Quintero's cycle 4 (her contract's fee) and both Summer Breeze cycle 8s
      // fall due; Keiko's cycle 7 is still owed.
      const september = await at("2025-09-05");
      const later = await widget("unpaid-usage-terms", september);
      expect(later.items.map((item) => [item.id, item.date, item.badge, item.amountCents])).toEqual([
        ["holding-fee-170-7", "2025-05-24", "Holding fee", 61800],
        ["holding-fee-168-4", "2025-08-14", "Holding fee", 82230],
        ["holding-fee-169-8", "2025-08-23", "Holding fee", 82230],
        // Keiko's cycle 8 also falls in year 1 of the 2025 contract: the client's $618.00.
        ["holding-fee-170-8", "2025-08-23", "Holding fee", 61800],
        ["guarantee-payment-2", "2025-09-01", "Guarantee payment", 100000],
      ]);
      expect(later.items[4]).toMatchObject({
        title: "GR000002 of GTY0001",
        subtitle: "CT00002 · Rosa Quintero",
        link: { type: "contract", id: 2 },
      });
    } finally {
      t.setNow(DEMO_SEED_DAY);
    }
  });

  it("reminders: the caller's reminders from today on and open to-dos, soonest first", async () => {
    // Only this test's own reminders and to-dos: the demo's are the alerts module's to check.
    await t.database.db.delete(todos);
    await t.database.db.delete(reminders);
    const other = await createTestUser(t.database.db, { userName: "someone-else", modules: rightsExcept() });
    const [past, soon] = await t.database.db
      .insert(reminders)
      .values([
        { ownerId: adminId, category: "General", title: "Yesterday's call", remindOn: "2025-06-01" },
        { ownerId: adminId, category: "Renewal", title: "Call the agent", remindOn: "2025-06-10" },
        { ownerId: other.userId, category: "General", title: "Someone else's", remindOn: "2025-06-03" },
      ])
      .returning({ id: reminders.id });
    const [due, undated] = await t.database.db
      .insert(todos)
      .values([
        { ownerId: adminId, title: "Send the contract", dueDate: "2025-06-05" },
        { ownerId: adminId, title: "Tidy the files" },
        {
          ownerId: adminId,
          title: "Done already",
          dueDate: "2025-06-04",
          doneAt: DEMO_SEED_DAY,
          doneBy: adminId,
        },
      ])
      .returning({ id: todos.id });
    expect(past).toBeDefined();
    const data = await widget("reminders");
    expect(data.total).toBe(3);
    expect(data.items.map((item) => [item.title, item.date, item.link])).toEqual([
      ["Send the contract", "2025-06-05", { type: "todo", id: due?.id }],
      ["Call the agent", "2025-06-10", { type: "reminder", id: soon?.id }],
      ["Tidy the files", null, { type: "todo", id: undated?.id }],
    ]);
  });

  it("completion reports: those in progress in the caller's client, the latest changed first", async () => {
    // The demo's hero report is submitted; the second spot's report is the draft in progress.
    const demo = await widget("completion-reports");
    expect(demo.items.map((item) => [item.badge, item.link.type])).toEqual([["Draft", "completion-report"]]);
    expect(demo.items[0]?.subtitle).toMatch(/^\S+ · .+/);

    const next = await at("2025-06-03");
    try {
      const spot = await createAsset(t, next, "CRDB0000001", "Morning Oats :15");
      const fresh = await createReport(t, next, spot.id, { name: "Morning Oats final" });
      const archived = await createReport(t, next, spot.id, { name: "Morning Oats old cut" });
      expectOk(await call(t, next, "POST", `/CompletionReport/Archive/${archived.id}`, {}));

      const clientId = await createClient(t, next, "Dashboard neighbours");
      const neighbour = await fullRightsUserOf(t, next, clientId, "dashboard-neighbour");
      const theirSpot = await createAsset(t, neighbour.token, "CRDB0000002", "Their Oats :15");
      await createReport(t, neighbour.token, theirSpot.id, { name: "Their report" });

      const data = await widget("completion-reports", next);
      expect(data.total).toBe(2);
      expect(data.items[0]).toMatchObject({
        title: "Morning Oats final",
        subtitle: "CRDB0000001 · Morning Oats :15",
        date: "2025-06-03",
        badge: "Draft",
        link: { type: "completion-report", id: fresh.id },
      });
      const theirs = await widget("completion-reports", neighbour.token);
      expect(theirs.items.map((item) => item.title)).toEqual(["Their report"]);
      const own = (expectOk(await call(t, next, "GET", "/User/Client")) as { client: { id: number } }).client
        .id;
      await actFor(t, next, clientId);
      expect((await widget("completion-reports", next)).items.map((item) => item.title)).toEqual([
        "Their report",
      ]);
      await actFor(t, next, own);
    } finally {
      t.setNow(DEMO_SEED_DAY);
    }

    await createTestUser(t.database.db, {
      userName: "no-reports",
      modules: rightsExcept({ "Completion Report": null }),
    });
    const token = (await t.signIn("no-reports", TEST_USER_PASSWORD)).token;
    expectError(
      await call(t, token, "POST", "/Dashboard/Widget/completion-reports", {}),
      403,
      "Unauthorized",
    );
    expect((await layoutOf(token)).widgets.map((item) => item.key)).not.toContain("completion-reports");
  });
});

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { RateCardImportResultSchema, RateCardRowSchema, RateCardSchema } from "@rightsdesk/domain";
import { auditLog } from "../../db/schema.js";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { multipartBody } from "../documents/document-test-kit.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { now: new Date("2026-11-28T10:00:00Z") },
);

/** A year-2 off-camera principal figure from a payroll house's statement: the shipped card has none. */
const offCamera = {
  union: "SAG-AFTRA",
  contractYear: 2025,
  category: "offCameraPrincipalSession",
  effectiveFrom: "2026-04-01",
  effectiveTo: "2027-03-31",
  amountCents: 63_260,
  source: "Payroll house statement, April 2026",
};

async function card() {
  return RateCardSchema.parse(expectOk(await call(t, admin, "GET", "/RateCard")));
}

async function clientEntries() {
  return (await card()).entries.filter((entry) => entry.origin === "client");
}

async function importCsv(text: string) {
  const { payload, contentType } = await multipartBody([{ name: "card.csv", data: text, type: "text/csv" }]);
  const response = await t.call({
    method: "POST",
    path: "/RateCard/Import",
    token: admin,
    body: payload,
    headers: { "content-type": contentType },
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe(`the rate card on ${testDatabaseKind()}`, () => {
  it("lists the shipped confirmed figures, and the shipped rows with no confirmed figure as gaps", async () => {
    const { entries, gaps } = await card();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry) => entry.origin === "shipped" && entry.confidence === "V")).toBe(true);
    expect(gaps).toContainEqual(
      expect.objectContaining({
        union: "SAG-AFTRA",
        category: "offCameraPrincipalSession",
        effectiveFrom: "2026-04-01",
      }),
    );
  });

  it("adds a client version with its source, audited, and keeps the shipped figures as they were", async () => {
    const shippedBefore = (await card()).entries;
    const added = RateCardRowSchema.parse(expectOk(await call(t, admin, "POST", "/RateCard/Add", offCamera)));
    expect(added).toMatchObject({ ...offCamera, origin: "client", confidence: "V", version: 1 });
    expect((await card()).entries.filter((entry) => entry.origin === "shipped")).toEqual(shippedBefore);
    const log = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "rateCardEntry"), eq(auditLog.entityId, added.id)));
    expect(log).toEqual([{ action: "rateCardEntry.create" }]);
  });

  it.each([
    ["a bad date range", { effectiveTo: "2026-03-01" }, "effectiveTo"],
    ["a negative amount", { amountCents: -100 }, "amountCents"],
    ["a missing source", { source: "   " }, "source"],
    ["an unknown category", { category: "lunchMoney" }, "category"],
  ])("refuses %s naming the field, and changes nothing", async (_what, change, field) => {
    expectOk(await call(t, admin, "POST", "/RateCard/Add", offCamera));
    const before = await clientEntries();
    const refused = expectError(
      await call(t, admin, "POST", "/RateCard/Add", {
        ...offCamera,
        effectiveFrom: "2027-04-01",
        effectiveTo: null,
        ...change,
      }),
      400,
      "InvalidData",
    );
    expect(refused.errors?.map((error) => error.field)).toContain(field);
    expect(await clientEntries()).toEqual(before);
  });

  it("refuses a version that overlaps another of the same figure, naming its start", async () => {
    expectOk(await call(t, admin, "POST", "/RateCard/Add", offCamera));
    const before = await clientEntries();
    const refused = expectError(
      await call(t, admin, "POST", "/RateCard/Add", {
        ...offCamera,
        effectiveFrom: "2027-01-01",
        effectiveTo: null,
      }),
      400,
      "InvalidData",
    );
    expect(refused.errors).toMatchObject([{ field: "effectiveFrom" }]);
    expect(refused.message).toContain("Another version of this figure is in force");
    expect(await clientEntries()).toEqual(before);
  });

  it("edits a version over the one read, refuses a stale save, and deletes it", async () => {
    const added = RateCardRowSchema.parse(expectOk(await call(t, admin, "POST", "/RateCard/Add", offCamera)));
    const edited = RateCardRowSchema.parse(
      expectOk(
        await call(t, admin, "PUT", `/RateCard/Update/${added.id}`, {
          ...offCamera,
          amountCents: 64_000,
          version: 1,
        }),
      ),
    );
    expect(edited).toMatchObject({ amountCents: 64_000, version: 2 });
    const stale = expectError(
      await call(t, admin, "PUT", `/RateCard/Update/${added.id}`, {
        ...offCamera,
        amountCents: 1,
        version: 1,
      }),
      400,
      "InvalidData",
    );
    expect(stale.errors).toMatchObject([{ field: "version" }]);
    expect((await clientEntries())[0]?.amountCents).toBe(64_000);
    expectOk(await call(t, admin, "DELETE", `/RateCard/Delete/${added.id}`));
    expect(await clientEntries()).toEqual([]);
    expectError(await call(t, admin, "DELETE", `/RateCard/Delete/${added.id}`), 404, "NotFound");
  });

  it("imports a CSV file whole, and refuses one with a bad row naming its line and field, adding nothing", async () => {
    const header = "union,contract_year,category,effective_from,effective_to,amount,source\n";
    const good = `${header}SAG-AFTRA,2025,offCameraPrincipalSession,2026-04-01,2027-03-31,632.60,Payroll statement\nSAG-AFTRA,2025,extraSession,2026-04-01,2027-03-31,"1,020.00",=HYPERLINK("http://x")\n`;
    const imported = RateCardImportResultSchema.parse(expectOk(await importCsv(good)));
    expect(imported.added).toBe(2);
    expect(imported.entries.map((entry) => entry.amountCents).sort((a, b) => a - b)).toEqual([
      63_260, 102_000,
    ]);

    const overlapping = `${header}SAG-AFTRA,2025,group3To5Session,2026-04-01,,500.00,Sheet\nSAG-AFTRA,2025,extraSession,2026-06-01,,1.00,Sheet\n`;
    const refused = expectError(await importCsv(overlapping), 400, "InvalidData");
    expect(refused.errors).toMatchObject([{ field: "rows.3.effectiveFrom" }]);
    expect(refused.message).toMatch(/^Line 3: /);
    expect(await clientEntries()).toHaveLength(2);

    const csv = await t.call({ method: "GET", path: "/RateCard/Export?origin=client", token: admin });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(`'=HYPERLINK`);
    expect(csv.body).not.toMatch(/,=HYPERLINK/);
  });
});

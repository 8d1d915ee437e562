import { describe, expect, it } from "vitest";
import { CompletionReportListResultSchema } from "@rightsdesk/domain";
import { call, expectOk } from "../../testing/admin-fixtures.js";
import { createAsset } from "../../testing/asset-fixtures.js";
import { createReport } from "../../testing/completion-report-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { useSignedInApp } from "../../testing/use-test-app.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { now: new Date("2025-06-02T10:00:00Z") },
);

async function reportsOf(assetId: number, archived = false) {
  const path = archived ? "/CompletionReport/Archive/GetBy" : "/CompletionReport/GetBy";
  return CompletionReportListResultSchema.parse(
    expectOk(
      await call(t, admin, "POST", path, {
        filters: [{ property: "assetId", operator: "eq", value: assetId }],
        sortField: "id",
      }),
    ),
  );
}

describe(`completion reports of one spot on ${testDatabaseKind()}`, () => {
  it("lists only the reports of the spot the assetId filter names", async () => {
    const oats = await createAsset(t, admin, "CRBA0000001", "Morning Oats :30");
    const tea = await createAsset(t, admin, "CRBA0000002", "Lantern Tea :30");
    const first = await createReport(t, admin, oats.id, { name: "Oats first cut" });
    const second = await createReport(t, admin, oats.id, { name: "Oats final" });
    await createReport(t, admin, tea.id, { name: "Tea final" });

    const list = await reportsOf(oats.id);
    expect(list.totalRecords).toBe(2);
    expect(list.records.map((report) => [report.id, report.assetId])).toEqual([
      [first.id, oats.id],
      [second.id, oats.id],
    ]);
    expect((await reportsOf(tea.id)).records.map((report) => report.name)).toEqual(["Tea final"]);

    expectOk(await call(t, admin, "POST", `/CompletionReport/Archive/${first.id}`, {}));
    expect((await reportsOf(oats.id)).records.map((report) => report.id)).toEqual([second.id]);
    expect((await reportsOf(oats.id, true)).records.map((report) => report.id)).toEqual([first.id]);
  });
});

import { describe, expect, it } from "vitest";
import {
  AuditListResultSchema,
  CompletionReportListResultSchema,
  CompletionReportReconciliationSchema,
} from "@rightsdesk/domain";
import { call, expectOk } from "../../testing/admin-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { useDemoApp } from "../../testing/use-test-app.js";

let t: TestApp;
let admin: string;
useDemoApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
);

describe(`the demo completion reports on ${testDatabaseKind()}`, () => {
  it("holds a submitted report for the hero spot and a draft whose gaps name the missing contracts", async () => {
    const list = CompletionReportListResultSchema.parse(
      expectOk(await call(t, admin, "POST", "/CompletionReport/GetBy", { sortField: "id" })),
    );
    expect(list.records.map((report) => [report.adId, report.stage, report.status])).toEqual([
      ["RDHC2201000", "submitted", "COMPLETED"],
      ["RDSB2505000", "draft", "INCOMPLETE"],
    ]);
    const submitted = list.records[0];
    const draft = list.records[1];
    const reconcile = async (id: number | undefined) =>
      CompletionReportReconciliationSchema.parse(
        expectOk(await call(t, admin, "GET", `/CompletionReport/Reconcile/${id}`)),
      );
    expect((await reconcile(submitted?.id)).canSubmit).toBe(true);
    const gaps = await reconcile(draft?.id);
    expect(gaps.canSubmit).toBe(false);
    expect(gaps.gaps.some((gap) => gap.kind === "castWithoutContract")).toBe(true);

    // Its log names the spot by title and Ad-ID, not by the row's id.
    const logs = AuditListResultSchema.parse(
      expectOk(await call(t, admin, "POST", `/CompletionReport/Logs/GetBy/${draft?.id}`, {})),
    );
    const created = logs.records.find((entry) => entry.action.endsWith("create"));
    expect(created?.changes).toContainEqual({
      field: "assetId",
      from: null,
      to: "Summer Breeze :30 (RDSB2505000)",
    });
  });
});

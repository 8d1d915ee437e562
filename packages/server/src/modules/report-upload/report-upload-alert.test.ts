import { describe, expect, it } from "vitest";
import { AlertListResultSchema, toIsoDate } from "@rightsdesk/domain";
import { call, expectOk } from "../../testing/admin-fixtures.js";
import { composeDigest } from "../alert/alert-digest.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { TEST_USER_PASSWORD, createTestUser, rightsExcept } from "../../testing/test-users.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { importHandWorkedPostLog, issuesOfUpload, resolveIssue } from "./airing-review-test-kit.js";
import { csvFile, importFile } from "./report-upload-test-kit.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { now: new Date("2026-04-30T15:00:00Z") },
);

async function airingAlerts(token = admin) {
  const result = AlertListResultSchema.parse(
    expectOk(await call(t, token, "POST", "/Alert/GetBy", { view: "all" })),
  );
  return result.alerts.filter((alert) => alert.kind === "AIRING_ISSUES");
}

describe(`the alert of an upload with open issues on ${testDatabaseKind()}`, () => {
  it("says how many airings of which spot are outside their rights, links to the upload's issues, and goes once they are resolved", async () => {
    const { world, uploadId } = await importHandWorkedPostLog(t, admin);
    const [alert, ...others] = await airingAlerts();
    expect(others).toEqual([]);
    expect(alert).toMatchObject({
      key: `AIRING_ISSUES:report-upload:${uploadId}:2026-04-30`,
      dueDate: "2026-04-30",
      title:
        "10 airings of Harbor Lights :30 and 1 more spot outside their rights in hand-worked-post-log.csv",
      record: { type: "report-upload", id: uploadId, label: "hand-worked-post-log.csv" },
      related: { type: "asset", id: world.thirty.id, label: "HWKD2601000 · Harbor Lights :30" },
      state: "OPEN",
      amount: null,
    });
    expect(alert?.detail).toContain("Cycle not paid (2)");
    expect(alert?.detail).toContain("First use to confirm (1)");
    const digest = composeDigest({
      to: "admin@example.com",
      name: "Admin",
      today: toIsoDate("2026-04-30"),
      alerts: alert === undefined ? [] : [alert],
      publicUrl: "https://rightsdesk.example",
      now: new Date("2026-04-30T15:00:00Z"),
    });
    expect(JSON.stringify(digest)).toContain(
      `https://rightsdesk.example/#/rights-expiration/upload-issues?upload=${uploadId}`,
    );

    await createTestUser(t.database.db, {
      userName: "no-uploads",
      modules: rightsExcept({ "Report Upload": null }),
    });
    expect(await airingAlerts((await t.signIn("no-uploads", TEST_USER_PASSWORD)).token)).toEqual([]);
  });

  it("leaves the list when the upload's last issue is resolved", async () => {
    const imported = expectOk(
      await importFile(
        t,
        admin,
        csvFile(["Ad-ID,Air Date,Station", "ZZZZ9999999,2026-04-03,KXYZ"], "april.csv"),
      ),
    ) as { upload: { id: number } };
    expect((await airingAlerts()).map((alert) => alert.title)).toEqual([
      "1 airing of unknown codes outside their rights in april.csv",
    ]);
    const [issue] = await issuesOfUpload(t, admin, imported.upload.id);
    expectOk(await resolveIssue(t, admin, issue?.id ?? 0, { action: "dispute", note: "Not our code" }));
    expect(await airingAlerts()).toEqual([]);
  });
});

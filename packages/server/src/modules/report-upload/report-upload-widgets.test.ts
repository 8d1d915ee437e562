import { describe, expect, it } from "vitest";
import { DashboardWidgetDataSchema } from "@rightsdesk/domain";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { TEST_USER_PASSWORD, createTestUser, rightsExcept } from "../../testing/test-users.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { issuesOfUpload, resolveIssue } from "./airing-review-test-kit.js";
import { csvFile, importFile } from "./report-upload-test-kit.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { now: new Date("2025-06-12T10:00:00Z") },
);

async function widget(key: string, token = admin) {
  return DashboardWidgetDataSchema.parse(
    expectOk(await call(t, token, "POST", `/Dashboard/Widget/${key}`, {})),
  );
}

async function upload(name: string, lines: string[], source: string): Promise<number> {
  const answer = expectOk(
    await importFile(t, admin, csvFile(["Ad-ID,Air Date,Station", ...lines], name), { source }),
  );
  return (answer as { upload: { id: number } }).upload.id;
}

describe(`the report upload widgets on ${testDatabaseKind()}`, () => {
  it("list the uploads waiting for review and the latest uploads with what became of their rows", async () => {
    const older = await upload("unknown-codes.csv", ["ZZZZ9999999,2025-06-03,KXYZ"], "Ad server delivery");
    t.setNow(new Date("2025-06-12T10:20:00Z"));
    admin = (await t.signIn()).token;
    const newer = await upload(
      "two-unknown.csv",
      ["ZZZZ9999999,2025-06-04,KXYZ", "ZZZZ9999998,2025-06-05,KXYZ"],
      "KXYZ post log",
    );

    const pending = await widget("report-uploads-pending-review");
    expect(pending.total).toBe(2);
    expect(
      pending.items.map((item) => [item.title, item.subtitle, item.date, item.badge, item.link]),
    ).toEqual([
      [
        "two-unknown.csv",
        "KXYZ post log · 2 open issues",
        "2025-06-12",
        "Pending review",
        { type: "report-upload", id: newer },
      ],
      [
        "unknown-codes.csv",
        "Ad server delivery · 1 open issue",
        "2025-06-12",
        "Pending review",
        { type: "report-upload", id: older },
      ],
    ]);

    const [issue] = await issuesOfUpload(t, admin, older);
    expectOk(await resolveIssue(t, admin, issue?.id ?? 0, { action: "accept", note: "A test code" }));
    expect((await widget("report-uploads-pending-review")).items.map((item) => item.link.id)).toEqual([
      newer,
    ]);

    const logs = await widget("report-logs");
    expect(logs.total).toBe(2);
    expect(logs.items.map((item) => [item.link.id, item.subtitle, item.badge])).toEqual([
      [newer, "KXYZ post log · 2 airings counted · 2 open issues", "Pending review"],
      [older, "Ad server delivery · 1 airing counted", "Reviewed"],
    ]);
  });

  it("are neither offered nor answered to a user without Report Upload", async () => {
    await createTestUser(t.database.db, {
      userName: "no-uploads",
      modules: rightsExcept({ "Report Upload": null }),
    });
    const token = (await t.signIn("no-uploads", TEST_USER_PASSWORD)).token;
    const layout = expectOk(await call(t, token, "GET", "/Dashboard/Layout")) as {
      widgets: { key: string }[];
    };
    expect(layout.widgets.map((item) => item.key)).not.toContain("report-logs");
    expectError(await call(t, token, "POST", "/Dashboard/Widget/report-logs", {}), 403, "Unauthorized");
    expectError(
      await call(t, token, "POST", "/Dashboard/Widget/report-uploads-pending-review", {}),
      403,
      "Unauthorized",
    );
  });
});

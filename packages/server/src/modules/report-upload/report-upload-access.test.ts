import { describe, expect, it } from "vitest";
import {
  AiringImportResultSchema,
  AiringIssueListResultSchema,
  AiringRowListResultSchema,
  AiringUploadListResultSchema,
} from "@rightsdesk/domain";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { createAsset } from "../../testing/asset-fixtures.js";
import { createClient, fullRightsUserOf } from "../../testing/client-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { TEST_USER_PASSWORD, createTestUser, rightsExcept } from "../../testing/test-users.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { csvFile, importFile, inspectFile } from "./report-upload-test-kit.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { now: new Date("2025-06-12T10:00:00Z") },
);

const file = csvFile([
  "Ad-ID,Air Date,Station",
  "KXYZ0001000,2025-06-03,KXYZ",
  "ZZZZ9999999,2025-06-03,KXYZ",
]);

describe(`who sees and imports airing reports on ${testDatabaseKind()}`, () => {
  it("shows another client none of the uploads, rows, issues or sources", async () => {
    await createAsset(t, admin, "KXYZ0001000", "Alpha Spot");
    const imported = AiringImportResultSchema.parse(expectOk(await importFile(t, admin, file)));
    const uploadId = imported.upload?.id ?? 0;
    expect(imported.issuesByKind.length).toBeGreaterThan(0);

    const other = (await fullRightsUserOf(t, admin, await createClient(t, admin, "Bravo"), "bravo-user"))
      .token;
    const list = (path: string) => call(t, other, "POST", path, { pageSize: 500 });
    expect(AiringUploadListResultSchema.parse(expectOk(await list("/ReportUpload/GetBy"))).totalRecords).toBe(
      0,
    );
    expect(
      AiringRowListResultSchema.parse(expectOk(await list("/ReportUpload/Airings/GetBy"))).totalRecords,
    ).toBe(0);
    expect(
      AiringIssueListResultSchema.parse(expectOk(await list("/ReportUpload/Issues/GetBy"))).totalRecords,
    ).toBe(0);
    expect(expectOk(await call(t, other, "GET", "/ReportUpload/Sources"))).toEqual([]);
    const missing = expectError(
      await call(t, other, "GET", `/ReportUpload/Get/${uploadId}`),
      404,
      "NotFound",
    );
    expect(missing.message).toBe(`There is no upload with id ${uploadId}.`);

    // Bravo's own file of the same airings is Bravo's: its Ad-ID is unknown there, nothing restated.
    const theirs = AiringImportResultSchema.parse(expectOk(await importFile(t, other, file)));
    expect(theirs.rows).toMatchObject({ counted: 2, restated: 0 });
    expect(theirs.issuesByKind).toEqual([{ kind: "unknownAdId", count: 2 }]);
    expect(
      AiringUploadListResultSchema.parse(expectOk(await call(t, admin, "POST", "/ReportUpload/GetBy", {})))
        .totalRecords,
    ).toBe(1);
  });

  it("refuses a user without Report Upload, and lets a reader list but not import", async () => {
    await createTestUser(t.database.db, {
      userName: "no-uploads",
      modules: rightsExcept({ "Report Upload": null }),
    });
    await createTestUser(t.database.db, {
      userName: "upload-reader",
      modules: rightsExcept({ "Report Upload": { canRead: true, canWrite: false, canDelete: false } }),
    });
    const none = (await t.signIn("no-uploads", TEST_USER_PASSWORD)).token;
    const reader = (await t.signIn("upload-reader", TEST_USER_PASSWORD)).token;
    expectError(await importFile(t, none, file), 403, "Unauthorized");
    expectError(await call(t, none, "POST", "/ReportUpload/GetBy", {}), 403, "Unauthorized");
    expectError(await call(t, none, "GET", "/ReportUpload/Sources"), 403, "Unauthorized");
    expectError(await importFile(t, reader, file), 403, "Unauthorized");
    expectError(await inspectFile(t, reader, file), 403, "Unauthorized");
    expectOk(await call(t, reader, "POST", "/ReportUpload/Issues/GetBy", {}));
  });
});

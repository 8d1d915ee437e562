import { describe, expect, it } from "vitest";
import { AiringIssueSchema, AiringUploadDetailSchema } from "@rightsdesk/domain";
import { injectedApiClient } from "../../testing/injected-api-client.js";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { createClient, fullRightsUserOf } from "../../testing/client-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { TEST_USER_PASSWORD, createTestUser, rightsExcept } from "../../testing/test-users.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { importHandWorkedPostLog, issueAt, issuesOfUpload, resolveIssue } from "./airing-review-test-kit.js";
import { csvFile, importFile } from "./report-upload-test-kit.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { now: new Date("2026-04-30T15:00:00Z") },
);

async function uploadOf(id: number) {
  return AiringUploadDetailSchema.parse(expectOk(await call(t, admin, "GET", `/ReportUpload/Get/${id}`)));
}

describe(`resolving airing issues on ${testDatabaseKind()}`, () => {
  it("renews the unpaid cycle: every row of that cycle resolves, and the holding fee recorded on the cast clears the spot for that cycle", async () => {
    const { world, uploadId } = await importHandWorkedPostLog(t, admin);
    const api = injectedApiClient(t, admin);
    const clearance = async () =>
      (
        await api.getAssetClearance({
          params: { id: world.thirty.id },
          body: {
            airDate: "2026-04-12",
            mediaType: "TV",
            mediaSubType: "WILDSPOT - ALL MARKETS EXCLUDING NY/LA",
            territory: "USA",
          },
        })
      ).reasons.map((reason) => reason.kind);
    expect(await clearance()).toContain("useRightUnpaid");
    const issues = await issuesOfUpload(t, admin, uploadId);
    const makeGood = issueAt(issues, 22, "unpaidCycle");
    const sameCycle = issueAt(issues, 23, "unpaidCycle");

    const renewed = AiringIssueSchema.parse(
      expectOk(await resolveIssue(t, admin, makeGood.id, { action: "renew", note: "Holding fee paid" })),
    );
    expect(renewed).toMatchObject({ status: "renewed", note: "Holding fee paid", resolvedBy: "sysadmin" });
    const after = await issuesOfUpload(t, admin, uploadId);
    expect(issueAt(after, 23, "unpaidCycle")).toMatchObject({
      id: sameCycle.id,
      status: "renewed",
      note: `Resolved with issue #${makeGood.id}`,
    });
    // The element licence of the same rows is another issue: still open.
    expect(issueAt(after, 22, "elementLicence").status).toBe("open");

    const cast = await api.listAssetSectionItems({ params: { section: "Cast", ownerId: world.thirty.id } });
    expect(cast.records[0]?.data["holdingFeesPaidThrough"]).toBe("2026-04-06");
    // The spot's own clearance reads the renewal: only the music licence still stands in the way.
    expect(await clearance()).toEqual(["elementEnded"]);

    const again = expectError(
      await resolveIssue(t, admin, makeGood.id, { action: "renew" }),
      400,
      "InvalidData",
    );
    expect(again.message).toBe("This issue was already resolved (Renewed) by sysadmin on 04/30/2026.");
  });

  it("refuses a recheck that still fails, naming the reasons, and changes nothing", async () => {
    const { uploadId } = await importHandWorkedPostLog(t, admin);
    const licence = issueAt(await issuesOfUpload(t, admin, uploadId), 21, "elementLicence");
    const refused = expectError(
      await resolveIssue(t, admin, licence.id, { action: "recheck" }),
      400,
      "InvalidData",
    );
    expect(refused.message).toMatch(/^The spot still cannot air on 03\/25\/2026: .*Tidewater Theme/);
    expect(refused.errors?.[0]?.field).toBe("action");
    expect(issueAt(await issuesOfUpload(t, admin, uploadId), 21, "elementLicence").status).toBe("open");
  });

  it("confirms the first use on the spot's profile, refuses an action that does not fit and a release without a note", async () => {
    const { world, uploadId } = await importHandWorkedPostLog(t, admin);
    const issues = await issuesOfUpload(t, admin, uploadId);
    const firstUse = issueAt(issues, 44, "firstUse");
    expect(expectOk(await resolveIssue(t, admin, firstUse.id, { action: "confirmFirstUse" }))).toMatchObject({
      status: "firstUseConfirmed",
    });
    const fifteen = await injectedApiClient(t, admin).getAssetById({ params: { id: world.fifteen.id } });
    expect(fifteen.firstAirDate).toBe("2026-01-27");

    const length = issueAt(issues, 19, "lengthMismatch");
    const unfit = expectError(
      await resolveIssue(t, admin, length.id, { action: "renew" }),
      400,
      "InvalidData",
    );
    expect(unfit.errors?.[0]?.field).toBe("action");
    const noNote = expectError(
      await resolveIssue(t, admin, issueAt(issues, 18, "mediaNotCovered").id, { action: "release" }),
      400,
      "InvalidData",
    );
    expect(noNote.errors?.map((error) => error.field)).toEqual(["note"]);
  });

  it("takes the upload out of pending review when its last issue is resolved", async () => {
    const imported = expectOk(
      await importFile(t, admin, csvFile(["Ad-ID,Air Date,Station", "ZZZZ9999999,2026-04-03,KXYZ"])),
    ) as { upload: { id: number; status: string } };
    expect(imported.upload.status).toBe("pendingReview");
    const [issue] = await issuesOfUpload(t, admin, imported.upload.id);
    expectOk(await resolveIssue(t, admin, issue?.id ?? 0, { action: "dispute", note: "Not our spot" }));
    expect(await uploadOf(imported.upload.id)).toMatchObject({ status: "reviewed", openIssueCount: 0 });
  });

  it("refuses a user without Report Upload write, and answers NotFound for another client's issue", async () => {
    const imported = expectOk(
      await importFile(t, admin, csvFile(["Ad-ID,Air Date,Station", "ZZZZ9999999,2026-04-03,KXYZ"])),
    ) as { upload: { id: number } };
    const [issue] = await issuesOfUpload(t, admin, imported.upload.id);
    const id = issue?.id ?? 0;
    await createTestUser(t.database.db, {
      userName: "upload-reader",
      modules: rightsExcept({ "Report Upload": { canRead: true, canWrite: false, canDelete: false } }),
    });
    const reader = (await t.signIn("upload-reader", TEST_USER_PASSWORD)).token;
    expectError(await resolveIssue(t, reader, id, { action: "accept", note: "x" }), 403, "Unauthorized");
    expectError(
      await call(t, reader, "DELETE", `/ReportUpload/Delete/${imported.upload.id}`),
      403,
      "Unauthorized",
    );

    const other = (await fullRightsUserOf(t, admin, await createClient(t, admin, "Bravo"), "bravo-user"))
      .token;
    const missing = expectError(
      await resolveIssue(t, other, id, { action: "accept", note: "x" }),
      404,
      "NotFound",
    );
    expect(missing.message).toBe(`There is no issue with id ${id}.`);
    expectError(
      await call(t, other, "DELETE", `/ReportUpload/Delete/${imported.upload.id}`),
      404,
      "NotFound",
    );
    expect(issueAt(await issuesOfUpload(t, admin, imported.upload.id), 2, "unknownAdId").status).toBe("open");
  });
});

describe(`deleting an upload on ${testDatabaseKind()}`, () => {
  it("is refused while a later upload restates its airings, then allowed once that one is gone", async () => {
    const lines = [
      "Ad-ID,Air Date,Air Time,Station",
      "ZZZZ9999999,2026-04-03,10:00,KXYZ",
      "ZZZZ9999999,2026-04-04,10:00,KXYZ",
    ];
    const first = (
      expectOk(await importFile(t, admin, csvFile(lines, "week-14.csv"))) as { upload: { id: number } }
    ).upload.id;
    const second = (
      expectOk(await importFile(t, admin, csvFile(lines, "week-14-corrected.csv"))) as {
        upload: { id: number };
      }
    ).upload.id;
    const refused = expectError(
      await call(t, admin, "DELETE", `/ReportUpload/Delete/${first}`),
      409,
      "DependencyError",
    );
    expect(refused.message).toBe(
      `Delete the later upload "week-14-corrected.csv" (#${second}) first: it restates 2 of these airings.`,
    );
    expect(expectOk(await call(t, admin, "DELETE", `/ReportUpload/Delete/${second}`))).toEqual({
      deleted: true,
    });
    expectOk(await call(t, admin, "DELETE", `/ReportUpload/Delete/${first}`));
    expectError(await call(t, admin, "GET", `/ReportUpload/Get/${first}`), 404, "NotFound");
    expect(await issuesOfUpload(t, admin, first)).toEqual([]);
  });
});

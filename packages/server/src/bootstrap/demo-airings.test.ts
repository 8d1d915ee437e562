import { describe, expect, it } from "vitest";
import { AiringIssueListResultSchema, AiringUploadListResultSchema } from "@rightsdesk/domain";
import { call, expectOk } from "../testing/admin-fixtures.js";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import { useDemoApp } from "../testing/use-test-app.js";

let t: TestApp;
let admin: string;
useDemoApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
);

async function issuesOf(uploadId: number) {
  return AiringIssueListResultSchema.parse(
    expectOk(
      await call(t, admin, "POST", "/ReportUpload/Issues/GetBy", {
        filters: [{ property: "uploadId", operator: "eq", value: uploadId }],
        pageSize: 500,
      }),
    ),
  ).records;
}

describe("the demo's airing reports", () => {
  it("holds a station post log and a digital delivery report, uploaded as a user would, both waiting for review", async () => {
    const uploads = AiringUploadListResultSchema.parse(
      expectOk(await call(t, admin, "POST", "/ReportUpload/GetBy", { sortField: "id" })),
    ).records;
    expect(uploads.map((upload) => [upload.fileName, upload.source, upload.status])).toEqual([
      ["wxyz-kxyz-post-log.csv", "WXYZ / KXYZ post log", "pendingReview"],
      ["harvest-digital-delivery.xlsx", "Ad server delivery", "pendingReview"],
    ]);
    const [postLog, delivery] = uploads;
    expect(postLog?.rows).toMatchObject({ notAired: 1, unreadable: 0 });
    expect(postLog?.rows.counted).toBeGreaterThan(8);

    const logIssues = await issuesOf(postLog?.id ?? 0);
    const kinds = (issues: typeof logIssues) =>
      [...new Set(issues.map((issue) => `${issue.kind}:${issue.adId}`))].sort();
    expect(kinds(logIssues)).toEqual([
      "firstUse:RDSB2505000",
      "lengthMismatch:RDHC2201000",
      "unknownAdId:RDHC2201010",
      "unpaidCycle:RDSB2505000",
    ]);
    expect(logIssues.find((issue) => issue.kind === "unpaidCycle")?.message).toContain("Keiko Lindqvist");
    expect(logIssues.find((issue) => issue.kind === "unknownAdId")?.suggestions).toContain("RDHC2201000");

    const deliveryIssues = await issuesOf(delivery?.id ?? 0);
    // The brand site's right is the spot's own: it does not reach Rosa Quintero, who appears in it.
    expect(kinds(deliveryIssues)).toEqual([
      "firstUse:RDHC2201001",
      "mediaNotCovered:RDHC2201000",
      "mediaNotCovered:RDHC2201001",
    ]);
    expect(deliveryIssues.find((issue) => issue.adId === "RDHC2201000")?.message).toContain("Rosa Quintero");
    expect(delivery?.rows.counted).toBeGreaterThan(2);
  });
});

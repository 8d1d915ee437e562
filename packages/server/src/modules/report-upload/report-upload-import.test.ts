import { describe, expect, it } from "vitest";
import {
  AiringImportResultSchema,
  AiringIssueListResultSchema,
  AiringRowListResultSchema,
  AiringSourceListSchema,
  AiringUploadDetailSchema,
  AiringUploadListResultSchema,
} from "@rightsdesk/domain";
import { call, expectOk } from "../../testing/admin-fixtures.js";
import { assetBody, createAsset } from "../../testing/asset-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { csvFile, importFile } from "./report-upload-test-kit.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { now: new Date("2025-06-12T10:00:00Z") },
);

/** A station's post log: a title block, the header on row 4, a section per station, a total. */
const postLog = csvFile([
  "Station Post Log,,,,,",
  "Run date: 2025-06-10,,,,,",
  ",,,,,",
  "Line,Ad-ID,Air Date,Air Time,Length,Program",
  "Property : WXYZ,,,,,",
  "1,KXYZ0001000,2025-06-03,10:15:00,:30,Morning News",
  "2,KXYZ0001000,2025-06-04,11:15:00,:15,Noon Report",
  "3,BADC0DE,2025-06-04,12:00:00,:30,Noon Report",
  ",,,,,",
  "Total: 3 spots,,,,,",
]);
async function spot() {
  return createAsset(t, admin, "KXYZ0001000", "Morning Spot :30", { lengthSeconds: ":30" });
}

async function rowsOf(uploadId: number) {
  return AiringRowListResultSchema.parse(
    expectOk(
      await call(t, admin, "POST", "/ReportUpload/Airings/GetBy", {
        filters: [{ property: "uploadId", operator: "eq", value: uploadId }],
        pageSize: 100,
      }),
    ),
  ).records;
}

async function issuesOf(uploadId: number) {
  return AiringIssueListResultSchema.parse(
    expectOk(
      await call(t, admin, "POST", "/ReportUpload/Issues/GetBy", {
        filters: [{ property: "uploadId", operator: "eq", value: uploadId }],
        pageSize: 100,
      }),
    ),
  ).records;
}

describe(`importing an airing report on ${testDatabaseKind()}`, () => {
  it("finds the header below the title block, reads sections and skips the total", async () => {
    const asset = await spot();
    expect(asset.lengthSeconds).toBe(30);
    const result = AiringImportResultSchema.parse(expectOk(await importFile(t, admin, postLog)));
    expect(result.rows).toEqual({
      total: 10,
      counted: 3,
      restated: 0,
      notAired: 0,
      unreadable: 0,
      skipped: 7,
    });
    expect(result.mapping).toMatchObject({ adId: "Ad-ID", airDate: "Air Date", length: "Length" });
    expect(result.upload).toMatchObject({
      fileName: "post-log.csv",
      format: "csv",
      source: "KXYZ post log",
      status: "pendingReview",
      firstAirDate: "2025-06-03",
      lastAirDate: "2025-06-04",
      uploadedBy: "sysadmin",
    });
    const uploadId = result.upload?.id ?? 0;

    const rows = await rowsOf(uploadId);
    expect(rows.map((row) => [row.rowNumber, row.outcome])).toEqual([
      [1, "skipped"],
      [2, "skipped"],
      [3, "skipped"],
      [4, "skipped"],
      [5, "skipped"],
      [6, "counted"],
      [7, "counted"],
      [8, "counted"],
      [10, "skipped"],
    ]);
    const airings = rows.filter((row) => row.outcome === "counted");
    expect(airings.map((row) => row.outlet)).toEqual(["WXYZ", "WXYZ", "WXYZ"]);
    expect(airings[0]).toMatchObject({
      assetId: asset.id,
      assetTitle: "Morning Spot :30",
      lengthSeconds: 30,
    });
    expect(airings[2]).toMatchObject({ adId: "BADC0DE", assetId: null });

    const issues = await issuesOf(uploadId);
    const kindsByRow = (row: number) => issues.filter((issue) => issue.rowNumber === row).map((i) => i.kind);
    expect(kindsByRow(6)).toContain("firstUse");
    expect(kindsByRow(7)).toContain("lengthMismatch");
    expect(kindsByRow(7)).not.toContain("firstUse");
    expect(kindsByRow(8)).toEqual(["malformedAdId"]);
    const firstUse = issues.find((issue) => issue.kind === "firstUse");
    expect(firstUse).toMatchObject({ proposedDate: "2025-06-03", status: "open", assetId: asset.id });
    expect(firstUse?.actions).toEqual(["confirmFirstUse", "dispute", "accept"]);
    // The answer's first issues name the proposal too, on the row of the spot's first airing.
    expect(result.firstIssues.filter((issue) => issue.kind === "firstUse")).toMatchObject([
      { rowNumber: 6, kind: "firstUse" },
    ]);
  });

  it("reads the source's next file with its saved mapping, none sent", async () => {
    await spot();
    const custom = (day: string) =>
      csvFile(["Spot Code Aired,Day Of Air,Station Call", `KXYZ0001000,${day},KABC`], `log-${day}.csv`);
    const mapping = { adId: "Spot Code Aired", airDate: "Day Of Air", outlet: "Station Call" };
    const first = AiringImportResultSchema.parse(
      expectOk(await importFile(t, admin, custom("2025-06-03"), { source: "KABC as-run", mapping })),
    );
    expect(first.rows.counted).toBe(1);
    const sources = AiringSourceListSchema.parse(
      expectOk(await call(t, admin, "GET", "/ReportUpload/Sources")),
    );
    expect(sources).toMatchObject([{ name: "KABC as-run", mapping, mediaType: "TV", uploadCount: 1 }]);

    const second = AiringImportResultSchema.parse(
      expectOk(await importFile(t, admin, custom("2025-06-05"), { source: "kabc AS-RUN" })),
    );
    expect(second.mapping).toMatchObject(mapping);
    expect(second.rows.counted).toBe(1);
    const rows = await rowsOf(second.upload?.id ?? 0);
    expect(rows.find((row) => row.outcome === "counted")).toMatchObject({
      outlet: "KABC",
      airDate: "2025-06-05",
    });
  });

  it("counts the same file imported twice once: the second upload's airings are restatements", async () => {
    const asset = await spot();
    const first = AiringImportResultSchema.parse(expectOk(await importFile(t, admin, postLog)));
    const before = AiringUploadDetailSchema.parse(
      expectOk(await call(t, admin, "GET", `/ReportUpload/Get/${first.upload?.id}`)),
    );
    expect(before.useCounts).toMatchObject([{ assetId: asset.id, adId: "KXYZ0001000" }]);
    expect(before.useCounts[0]?.cycles[0]?.airings).toBe(2);

    const second = AiringImportResultSchema.parse(expectOk(await importFile(t, admin, postLog)));
    expect(second.rows).toMatchObject({ counted: 0, restated: 3 });
    expect(second.issuesByKind).toEqual([]);
    expect(second.upload?.status).toBe("reviewed");
    const rows = await rowsOf(second.upload?.id ?? 0);
    const originals = (await rowsOf(first.upload?.id ?? 0)).filter((row) => row.outcome === "counted");
    expect(rows.filter((row) => row.outcome === "restated").map((row) => row.restatesRowId)).toEqual(
      originals.map((row) => row.id),
    );
    const after = AiringUploadDetailSchema.parse(
      expectOk(await call(t, admin, "GET", `/ReportUpload/Get/${first.upload?.id}`)),
    );
    expect(after.useCounts).toEqual(before.useCounts);
  });

  it("keeps nothing on a dry run, yet answers what the import would do", async () => {
    await spot();
    const result = AiringImportResultSchema.parse(
      expectOk(await importFile(t, admin, postLog, { dryRun: true })),
    );
    expect(result).toMatchObject({ dryRun: true, upload: null, rows: { counted: 3 } });
    expect(result.issuesByKind.map((entry) => entry.kind)).toContain("malformedAdId");
    const uploads = AiringUploadListResultSchema.parse(
      expectOk(await call(t, admin, "POST", "/ReportUpload/GetBy", {})),
    );
    expect(uploads.totalRecords).toBe(0);
    expect(expectOk(await call(t, admin, "GET", "/ReportUpload/Sources"))).toEqual([]);
    expect(
      AiringRowListResultSchema.parse(
        expectOk(await call(t, admin, "POST", "/ReportUpload/Airings/GetBy", {})),
      ).totalRecords,
    ).toBe(0);
  });

  it("lists uploads newest first unless another order is asked for", async () => {
    await spot();
    expectOk(await importFile(t, admin, postLog));
    expectOk(await importFile(t, admin, postLog));
    const ids = async (body: object) =>
      AiringUploadListResultSchema.parse(
        expectOk(await call(t, admin, "POST", "/ReportUpload/GetBy", body)),
      ).records.map((upload) => upload.id);
    const newest = await ids({});
    expect(newest).toHaveLength(2);
    expect(newest[0]).toBeGreaterThan(newest[1] ?? 0);
    expect(await ids({ sortField: "id" })).toEqual([...newest].reverse());
    expect(await ids({ filters: [{ property: "status", operator: "eq", value: "reviewed" }] })).toEqual([
      newest[0],
    ]);
  });

  it("stores a formula-like cell exactly as the file had it", async () => {
    await spot();
    const file = csvFile([
      "Ad-ID,Air Date,Program",
      'KXYZ0001000,2025-06-03,"=HYPERLINK(""http://x"",""y"")"',
    ]);
    const result = AiringImportResultSchema.parse(expectOk(await importFile(t, admin, file)));
    const [row] = (await rowsOf(result.upload?.id ?? 0)).filter((entry) => entry.outcome === "counted");
    expect(row?.program).toBe('=HYPERLINK("http://x","y")');
    expect(row?.raw).toEqual(["KXYZ0001000", "2025-06-03", '=HYPERLINK("http://x","y")']);
  });

  it("records a spot's length from :30 or 0:00:30 and refuses one that is not a length", async () => {
    const asset = await createAsset(t, admin, "KXYZ0002000", "Long Spot", { lengthSeconds: "0:01:00" });
    expect(asset.lengthSeconds).toBe(60);
    const refused = await call(
      t,
      admin,
      "POST",
      "/Asset",
      assetBody("KXYZ0003000", "Odd", { lengthSeconds: "half" }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("length");
  });
});

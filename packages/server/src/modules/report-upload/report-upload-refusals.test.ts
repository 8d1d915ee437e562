import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  AiringImportResultSchema,
  AiringInspectionSchema,
  AiringUploadListResultSchema,
  MAX_AIRING_FILE_BYTES,
} from "@rightsdesk/domain";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { createAsset } from "../../testing/asset-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { NO_AIRINGS_MESSAGE, NO_HEADER_MESSAGE } from "./airing-import-service.js";
import { csvFile, importFile, inspectFile } from "./report-upload-test-kit.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { now: new Date("2025-06-12T10:00:00Z") },
);

/** Nothing of a refused import stays: no upload, no source. */
async function expectNothingKept(): Promise<void> {
  const uploads = AiringUploadListResultSchema.parse(
    expectOk(await call(t, admin, "POST", "/ReportUpload/GetBy", {})),
  );
  expect(uploads.totalRecords).toBe(0);
  expect(expectOk(await call(t, admin, "GET", "/ReportUpload/Sources"))).toEqual([]);
}

function refusedOnFile(answer: { status: number; body: unknown }, message: string | RegExp) {
  const body = expectError(answer, 400, "InvalidData");
  expect(body.errors?.[0]?.field).toBe("file");
  if (typeof message === "string") expect(body.errors?.[0]?.message).toBe(message);
  else expect(body.errors?.[0]?.message).toMatch(message);
}

/** A multipart form whose one file is `size` bytes of title lines, streamed as generated. */
function streamedUpload(size: number): { payload: Readable; contentType: string } {
  const boundary = "----airing-upload-boundary";
  const line = `${"Station post log title line ".repeat(2340)}\r\n`;
  const lines = Math.ceil(size / line.length);
  async function* parts(): AsyncGenerator<Buffer> {
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="huge.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    );
    const chunk = Buffer.from(line);
    for (let index = 0; index < lines; index += 1) yield chunk;
    yield Buffer.from(`\r\n--${boundary}--\r\n`);
  }
  return { payload: Readable.from(parts()), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe(`refusing an airing file on ${testDatabaseKind()}`, () => {
  it("refuses a binary file, naming the file", async () => {
    const png = Buffer.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
    ]);
    refusedOnFile(await importFile(t, admin, { name: "logo.png", data: png }), /not a CSV, XLSX or XLS/);
    await expectNothingKept();
  });

  it("refuses a file without an Ad-ID and air date header", async () => {
    const file = csvFile(["Advertiser,Station,Spots", "Acme,KXYZ,12"]);
    refusedOnFile(await importFile(t, admin, file), NO_HEADER_MESSAGE);
    await expectNothingKept();
  });

  it("refuses a header with no airing rows under it", async () => {
    const file = csvFile(["Ad-ID,Air Date,Station", ",,", "Total: 0,,"]);
    refusedOnFile(await importFile(t, admin, file), NO_AIRINGS_MESSAGE);
    await expectNothingKept();
  });

  it("refuses a mapping that lacks the date column, naming the field", async () => {
    const file = csvFile(["Code,Day", "KXYZ0001000,2025-06-03"]);
    const body = expectError(
      await importFile(t, admin, file, { mapping: { adId: "Code" } }),
      400,
      "InvalidData",
    );
    expect(body.errors?.map((error) => error.field)).toEqual(["query.mapping.airDate"]);
    await expectNothingKept();
  });

  it("refuses a file over 128 MB as it streams, keeping nothing", async () => {
    const { payload, contentType } = streamedUpload(MAX_AIRING_FILE_BYTES + 1024 * 1024);
    const response = await t.call({
      method: "POST",
      path: "/ReportUpload/Import?source=Big&mediaType=TV",
      token: admin,
      body: payload,
      headers: { "content-type": contentType },
    });
    refusedOnFile(
      { status: response.statusCode, body: response.json() },
      "The file is larger than 128 MB; split it into smaller files.",
    );
    // That the reader stops at the limit without holding what it read is measured where it is
    // exact, on the bytes pulled from the source (read-sheet/read-sheet-limits.test.ts); this
    // process's resident size also counts the test's own stream and the collector's timing.
    await expectNothingKept();
  }, 120_000);

  it("imports an XLSX workbook", async () => {
    await createAsset(t, admin, "KXYZ0001000", "Morning Spot :30", { lengthSeconds: 30 });
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Post log");
    sheet.addRow(["Affidavit"]);
    sheet.addRow(["Ad-ID", "Air Date", "Station", "Spot Status"]);
    sheet.addRow(["KXYZ0001000", new Date(Date.UTC(2025, 5, 3)), "KXYZ", "Aired"]);
    sheet.addRow(["KXYZ0001000", new Date(Date.UTC(2025, 5, 4)), "KXYZ", "Pre-empted"]);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const result = AiringImportResultSchema.parse(
      expectOk(await importFile(t, admin, { name: "affidavit.xlsx", data })),
    );
    expect(result).toMatchObject({ format: "xlsx", rows: { total: 4, counted: 1, notAired: 1, skipped: 2 } });
    expect(result.upload).toMatchObject({
      format: "xlsx",
      firstAirDate: "2025-06-03",
      lastAirDate: "2025-06-04",
    });
  });

  it("inspects a file's header and first rows, keeping nothing", async () => {
    const file = csvFile([
      "Post log,,",
      "Ad-ID,Air Date,Station",
      ...Array.from(
        { length: 200 },
        (_, index) => `KXYZ0001000,2025-06-03,K${String(index).padStart(3, "0")}`,
      ),
    ]);
    const inspection = AiringInspectionSchema.parse(
      expectOk(await inspectFile(t, admin, file, "New sender")),
    );
    expect(inspection).toMatchObject({
      fileName: "post-log.csv",
      format: "csv",
      encoding: "UTF-8",
      mappingFrom: "detected",
      mapping: { adId: "Ad-ID", airDate: "Air Date", outlet: "Station" },
      problems: [],
      sourceDefaults: null,
    });
    expect(inspection.sheets).toHaveLength(1);
    expect(inspection.sheets[0]).toMatchObject({ headerRow: 2, headers: ["Ad-ID", "Air Date", "Station"] });
    expect(inspection.sheets[0]?.preview.map((row) => row.rowNumber)).toEqual([3, 4, 5, 6, 7]);
    await expectNothingKept();
  });

  it("inspects with the source's saved mapping when the file has its headers", async () => {
    const mapping = { adId: "Code", airDate: "Day" };
    expectOk(
      await importFile(t, admin, csvFile(["Code,Day", "KXYZ0001000,2025-06-03"]), {
        source: "Custom",
        mapping,
        mediaType: "Digital",
      }),
    );
    const inspection = AiringInspectionSchema.parse(
      expectOk(await inspectFile(t, admin, csvFile(["Code,Day", "KXYZ0001000,2025-06-09"]), "custom")),
    );
    expect(inspection).toMatchObject({
      mappingFrom: "saved",
      mapping,
      sourceDefaults: { mediaType: "Digital", mediaSubType: null, territory: null },
    });
    const other = AiringInspectionSchema.parse(
      expectOk(await inspectFile(t, admin, csvFile(["Air Date,Summary"]), "custom")),
    );
    expect(other).toMatchObject({ mappingFrom: "none", problems: [{ field: "adId" }, { field: "airDate" }] });
  });
});

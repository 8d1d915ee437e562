import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { call, expectError, expectOk } from "../../testing/admin-fixtures.js";
import { createAsset } from "../../testing/asset-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { TEST_USER_PASSWORD, createTestUser, rightsExcept } from "../../testing/test-users.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { csvFile, importFile } from "./report-upload-test-kit.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
  { now: new Date("2025-06-12T10:00:00Z") },
);

const formula = '=HYPERLINK("http://x","y")';
const postLog = csvFile(
  [
    "Ad-ID,Air Date,Air Time,Length,Program,Station",
    `KXYZ0001000,2025-06-03,10:15,:30,"${formula.replaceAll('"', '""')}",WXYZ`,
    "KXYZ0001000,2025-06-04,11:15,:15,Noon Report,WXYZ",
  ],
  "june post log.csv",
);

async function exported(uploadId: number, format: "csv" | "xlsx", token = admin) {
  return t.call({ method: "GET", path: `/ReportUpload/Export/${uploadId}?format=${format}`, token });
}

async function importPostLog(): Promise<number> {
  await createAsset(t, admin, "KXYZ0001000", "Morning Spot :30", { lengthSeconds: ":30" });
  return (expectOk(await importFile(t, admin, postLog)) as { upload: { id: number } }).upload.id;
}

describe(`exporting an upload on ${testDatabaseKind()}`, () => {
  it("writes each row with its outcome and issues in words, a formula in the file neutralised, as CSV", async () => {
    const uploadId = await importPostLog();
    const response = await exported(uploadId, "csv");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toContain('filename="june post log-checked.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Sheet,Row,Outcome,Ad-ID,Spot,Air date,Air time,Length,Outlet,Market,Program,Status,Issues,File column A,File column B,File column C,File column D,File column E,File column F",
    );
    const first = lines.find((line) => line.includes("06/03/2025")) ?? "";
    expect(first).toContain(`"'${formula.replaceAll('"', '""')}"`);
    expect(first).not.toMatch(/(^|,)"?=/);
    const second = lines.find((line) => line.includes("06/04/2025")) ?? "";
    expect(second).toContain("Counted");
    expect(second).toContain("Length differs: Aired as :15");
    expect(second).toContain("(Open)");
  });

  it("writes the same rows as XLSX, the formula kept as text, and lets a reader export", async () => {
    const uploadId = await importPostLog();
    await createTestUser(t.database.db, {
      userName: "upload-reader",
      modules: rightsExcept({ "Report Upload": { canRead: true, canWrite: false, canDelete: false } }),
    });
    const reader = (await t.signIn("upload-reader", TEST_USER_PASSWORD)).token;
    const response = await exported(uploadId, "xlsx", reader);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain('filename="june post log-checked.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Airings");
    const values = (row: number) =>
      ((sheet?.getRow(row).values ?? []) as ExcelJS.CellValue[]).slice(1).map((cell) => cell ?? "");
    expect(values(1).slice(0, 4)).toEqual(["Sheet", "Row", "Outcome", "Ad-ID"]);
    const cells = [values(2), values(3)].find((row) => row.includes("06/03/2025")) ?? [];
    expect(cells).toContain(`'${formula}`);
    expect(cells.some((cell) => typeof cell === "object")).toBe(false);
    expect(cells.filter((cell) => String(cell).startsWith("="))).toEqual([]);
  });

  it("answers NotFound for an upload that does not exist", async () => {
    expectError(await call(t, admin, "GET", "/ReportUpload/Export/999"), 404, "NotFound");
  });
});

import fs from "node:fs/promises";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "@rightsdesk/api-client";
import { addDays, findReportDefinition, reportTypes, toIsoDate, type ReportRow } from "@rightsdesk/domain";
import { createSpotWithCableEnding, videoSpot } from "../testing-assets.js";
import { startClockedServer, type ClockedServer } from "./reports-test-server.js";

/** The server's day for every request: reports count their window from it. */
const NOW = new Date("2026-03-02T15:00:00Z");
const today = toIsoDate("2026-03-02");

let live: ClockedServer;
let api: ApiClient;

/** An asset with one 13-week cable cycle ending `daysAhead` days from today. */
function assetEndingIn(adId: string, title: string, daysAhead: number) {
  return createSpotWithCableEnding(
    api,
    videoSpot(adId, title, addDays(today, 500)),
    addDays(today, daysAhead),
    `Cable ending in ${daysAhead} days`,
  );
}

beforeAll(async () => {
  live = await startClockedServer("reports", NOW);
  api = live.api;
  await assetEndingIn("RPTA0000001", "Report Lake :30", 5);
  await assetEndingIn("RPTA0000002", "Report Hill :15", 20);
  await assetEndingIn("RPTA0000003", "Report Dale :60", 45);
});
afterAll(() => live.close());

const run = (args: string[]) => live.run(args);
const rightsReport = ["reports", "run", "use-rights-expiring"];

async function jsonRows(args: string[]): Promise<ReportRow[]> {
  const result = await run([...rightsReport, ...args, "--format", "json"]);
  expect(result.status, result.err).toBe(0);
  return JSON.parse(result.out) as ReportRow[];
}

describe("rightsdesk reports against a live server with a fixed clock", () => {
  it("lists the reports the caller may run", async () => {
    const result = await run(["reports", "list", "--format", "json"]);
    expect(result.status, result.err).toBe(0);
    const keys = (JSON.parse(result.out) as { key: string }[]).map((r) => r.key);
    expect(keys).toContain("use-rights-expiring");
    const table = await run(["reports", "list"]);
    expect(table.out).toMatch(/use-rights-expiring\s+Use rights expiring\s+next 30 days/);
  });

  it("prints the rows of the window as the API answers them, one page or all of them", async () => {
    const rows = await jsonRows([]);
    expect(rows.map((r) => [r["adId"], r["cycleExpireDate"], r["daysLeft"]])).toEqual([
      ["RPTA0000001", addDays(today, 5), 5],
      ["RPTA0000002", addDays(today, 20), 20],
    ]);
    const direct = await api.runReport({
      params: { reportType: "use-rights-expiring" },
      body: { query: {}, withinDays: 30 },
    });
    expect(rows).toEqual(direct.records);

    expect((await jsonRows(["--within", "60"])).map((r) => r["adId"])).toEqual([
      "RPTA0000001",
      "RPTA0000002",
      "RPTA0000003",
    ]);
    expect((await jsonRows(["--within", "60", "--page-size", "1"])).map((r) => r["adId"])).toEqual([
      "RPTA0000001",
    ]);
    expect((await jsonRows(["--within", "60", "--page-size", "1", "--all"])).length).toBe(3);
    expect(
      (await jsonRows(["--within", "60", "--sort", "assetTitle", "--desc"])).map((r) => r["assetTitle"]),
    ).toEqual(["Report Lake :30", "Report Hill :15", "Report Dale :60"]);
    expect(
      (await jsonRows(["--within", "60", "--filter", "assetTitle cn hill"])).map((r) => r["adId"]),
    ).toEqual(["RPTA0000002"]);

    const out = live.pathTo("rows.json");
    const written = await run([...rightsReport, "--format", "json", "--out", out]);
    expect(written.status, written.err).toBe(0);
    expect(JSON.parse(await fs.readFile(out, "utf8"))).toEqual(rows);
  });

  it("draws a table with the report's labels, dates as MM/DD/YYYY and where the page sits", async () => {
    const result = await run([...rightsReport, "--within", "60", "--page-size", "2"]);
    expect(result.status, result.err).toBe(0);
    expect(result.out).toContain("Use rights expiring: 03/02/2026 to 05/01/2026 (today 03/02/2026)");
    expect(result.out).toMatch(
      /Ad-ID\s+Asset title\s+Use right\s+Media\s+Performer\s+Contract\s+Cycle start\s+Cycle ends\s+Days left/,
    );
    expect(result.out).toMatch(
      /RPTA0000001\s+Report Lake :30\s+CABLE\s+TV\s+12\/07\/2025\s+03\/07\/2026\s+5/,
    );
    expect(result.out).not.toContain("RPTA0000003");
    expect(result.out).toContain("Records 1–2 of 3, page 0 (pages 0–1).");
  });

  it("writes the server's CSV export of the whole result", async () => {
    const result = await run([...rightsReport, "--within", "60", "--page-size", "1", "--format", "csv"]);
    expect(result.status, result.err).toBe(0);
    const lines = result.out
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      "Ad-ID,Asset title,Use right,Media,Performer,Contract,Cycle start,Cycle ends,Days left",
    );
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual([
      "RPTA0000001",
      "RPTA0000002",
      "RPTA0000003",
    ]);
    expect(lines[1]).toContain("03/07/2026");

    const out = live.pathTo("rights.csv");
    const written = await run([...rightsReport, "--format", "csv", "--out", out]);
    expect(written.status, written.err).toBe(0);
    expect(written.out).toContain(out);
    expect((await fs.readFile(out, "utf8")).trim().split(/\r?\n/)).toHaveLength(3);
  });

  it("writes the server's XLSX export to a file, and never to the terminal", async () => {
    const refused = await run([...rightsReport, "--format", "xlsx"]);
    expect(refused.status).toBe(2);
    expect(refused.err).toContain("--out");
    expect(refused.out).toBe("");

    const out = live.pathTo("rights.xlsx");
    const result = await run([...rightsReport, "--within", "60", "--format", "xlsx", "--out", out]);
    expect(result.status, result.err).toBe(0);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(out);
    const sheet = book.worksheets[0];
    const values = (row: number) => (sheet?.getRow(row).values as unknown[]).slice(1);
    // The sheet's header row is the report's own columns, as the domain declares them.
    const columns = findReportDefinition("use-rights-expiring")?.columns ?? [];
    expect(values(1)).toEqual(columns.map((column) => column.label));
    expect(values(1)).toContain("Days left");
    expect(sheet?.actualRowCount).toBe(4);
    expect(values(2)[0]).toBe("RPTA0000001");
    expect(values(2)[7]).toEqual(new Date("2026-03-07T00:00:00Z"));
    expect(values(4)[0]).toBe("RPTA0000003");
  });

  it("refuses an unknown report and a filter the report has no column for, with exit status 2", async () => {
    const unknown = await run(["reports", "run", "no-such-report", "--format", "json"]);
    expect(unknown.status).toBe(2);
    expect(unknown.err).toContain(reportTypes.join(", "));

    const badField = await run([...rightsReport, "--filter", "salary gt 5", "--format", "json"]);
    expect(badField.status).toBe(2);
    expect(badField.err).toMatch(/filters\.0\.property/);
    expect(badField.out).toBe("");

    const badDate = await run([...rightsReport, "--filter", "cycleExpireDate gt soon", "--format", "csv"]);
    expect(badDate.status).toBe(2);
    expect(badDate.err).toMatch(/filters\.0\.value/);

    const badWithin = await run([...rightsReport, "--within", "a week"]);
    expect(badWithin.status).toBe(2);
  });
});

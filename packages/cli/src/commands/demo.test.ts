import fs from "node:fs/promises";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, isoDateOfInstant } from "@rightsdesk/domain";
import { startSignedInServer, type SignedInServer } from "../testing-server.js";

/*
 * The demo data, seeded the day the server starts: Summer Breeze's two performers share a session
 * 555 days back; Jonah Whitaker's holding fees pay through fixed cycle 7, Keiko Lindqvist's only
 * through cycle 6, so cycle 7 (from 9 days ago to 81 days ahead) is covered for him, not for her.
 */
let live: SignedInServer;
beforeAll(async () => {
  live = await startSignedInServer("demo", { RIGHTSDESK_DEMO_DATA: "true" });
}, 120_000);
afterAll(() => live.close());

describe("rightsdesk clearance on the demo's Summer Breeze", () => {
  const airDate = addDays(isoDateOfInstant(new Date()), 24);

  it("exits 3 (cleared if paid), naming Keiko Lindqvist and her overdue cycle 7 holding fee", async () => {
    const result = await live.run(["clearance", "RDSB2505000", "--date", airDate, "--media", "TV"]);
    expect(result.status, result.out + result.err).toBe(3);
    expect(result.out.split("\n")[0]).toMatch(/^Cleared if paid: RDSB2505000 \(BASE\) "Summer Breeze :30"/);
    expect(result.out).toContain("Keiko Lindqvist");
    expect(result.out).not.toContain("Covered by");
    expect(result.out).toMatch(
      /\n {2}7\s+\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\s+\d{4}-\d{2}-\d{2}\s+OVERDUE\s+/,
    );

    const json = await live.run([
      "clearance",
      "RDSB2505000",
      "--date",
      airDate,
      "--media",
      "TV",
      "--format",
      "json",
    ]);
    expect(json.status).toBe(3);
    const answer = JSON.parse(json.out) as {
      reasons: { message: string; payments: { cycleNumber: number }[] }[];
    };
    expect(answer.reasons).toHaveLength(1);
    expect(answer.reasons[0]?.message).toContain("Keiko Lindqvist");
    expect(answer.reasons[0]?.payments.map((payment) => payment.cycleNumber)).toEqual([7]);
  });
});

describe("rightsdesk completion-reports on the demo data", () => {
  it("lists the hero spot's submitted report and the Summer Breeze draft, stage and status in words", async () => {
    const result = await live.run(["completion-reports", "list", "--sort", "name"]);
    expect(result.status, result.err).toBe(0);
    const lines = result.out.trim().split("\n");
    expect(lines[0]).toMatch(/^Code\s+Name\s+Spot\s+Ad-ID\s+Production date\s+Stage\s+Status\s+Submitted$/);
    expect(result.out).toMatch(
      /CR\d+\s+.+ final\s+.+RDHC2201000\s+\d{4}-\d{2}-\d{2}\s+Submitted\s+Completed\s+\d{4}/,
    );
    expect(result.out).toMatch(
      /CR\d+\s+Summer Breeze :30 \(draft\)\s+Summer Breeze :30\s+RDSB2505000\s+.*Draft\s+Incomplete/,
    );

    const drafts = await live.run([
      "completion-reports",
      "list",
      "--filter",
      "stage eq draft",
      "--format",
      "json",
    ]);
    expect(drafts.status, drafts.err).toBe(0);
    const answer = JSON.parse(drafts.out) as { records: { adId: string; stage: string }[] };
    expect(answer.records.map((report) => [report.adId, report.stage])).toEqual([["RDSB2505000", "draft"]]);
  });

  it("exports the submitted report's cast with union, category and scale, as XLSX and PDF", async () => {
    const list = await live.run([
      "completion-reports",
      "list",
      "--filter",
      "adId eq RDHC2201000",
      "--format",
      "json",
    ]);
    const [report] = (JSON.parse(list.out) as { records: { code: string }[] }).records;
    if (!report) throw new Error("The demo has no report for the hero spot.");

    const xlsx = await live.run([
      "completion-reports",
      "export",
      report.code,
      "--format",
      "xlsx",
      "--out",
      live.pathTo("report.xlsx"),
    ]);
    expect(xlsx.status, xlsx.err).toBe(0);
    expect(xlsx.out).toMatch(new RegExp(`^Wrote .*report\\.xlsx \\(${report.code}, [\\d,]+ bytes\\)\\.`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(live.pathTo("report.xlsx"));
    const cast = workbook.getWorksheet("Cast");
    const rows = (cast?.getSheetValues() ?? [])
      .filter(Array.isArray)
      .map((row) => (row as unknown[]).slice(1));
    expect(rows[0]).toEqual(["Performer", "Union", "Category", "Camera", "Role", "Scale", "Edited out"]);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows.slice(1)) {
      expect(row[1]).toMatch(/SAG-AFTRA|Non-union|AFM/);
      expect(row[2]).toMatch(/\w/);
      expect(row[5]).toMatch(/^\$[\d,]+\.\d{2}$/);
    }

    const pdf = await live.run([
      "completion-reports",
      "export",
      report.code,
      "--format",
      "pdf",
      "--out",
      live.pathTo("report.pdf"),
    ]);
    expect(pdf.status, pdf.err).toBe(0);
    const bytes = await fs.readFile(live.pathTo("report.pdf"));
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("names a report it cannot read, and a format it does not write, as bad usage", async () => {
    const wrong = await live.run(["completion-reports", "export", "report seven", "--format", "pdf"]);
    expect(wrong.status).toBe(2);
    expect(wrong.err).toContain(
      'Name the completion report by its id or its code, like CR0007 (not "report seven").',
    );
    const format = await live.run(["completion-reports", "export", "CR0001", "--format", "docx"]);
    expect(format.status).toBe(1);
    expect(format.err).toMatch(/--format.*docx/);
    const missing = await live.run(["completion-reports", "export", "CR9999", "--format", "pdf"]);
    expect(missing.status).toBe(1);
    expect(missing.err).toMatch(/completion report/i);
  });
});

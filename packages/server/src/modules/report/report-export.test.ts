import { parse } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { findReportDefinition, reportDefinitions, toIsoDate, type ReportRow } from "@rightsdesk/domain";
import { pdfPagesText } from "../../pdf/pdf-text.js";
import { pdfLastPage } from "../../testing/pdf-last-page.js";
import { PDF_MAX_ROWS, reportExportFile, usDate } from "./report-export.js";
import type { PreparedReport } from "./report-service.js";

/** A report over rows made up here, read in chunks as the service reads them. */
function prepared(reportType: string, rows: ReportRow[]): PreparedReport {
  const definition = findReportDefinition(reportType);
  if (!definition) throw new Error(`No report ${reportType}`);
  return {
    definition,
    window: { today: toIsoDate("2025-06-02"), to: toIsoDate("2025-07-02") },
    reader: {
      page: () => Promise.resolve({ totalRecords: rows.length, records: rows.slice(0, 25) }),
      async *all() {
        for (let start = 0; start < rows.length; start += 5000) yield rows.slice(start, start + 5000);
      },
    },
  };
}

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

const payment = (id: number): ReportRow => ({
  id,
  linkId: 2,
  recordNumber: `GR${String(id).padStart(6, "0")}`,
  guaranteeNumber: "GTY0001",
  contractNumber: "CT00002",
  talent: id === 1 ? 'Rosa "Ro" Quintero, Jr.' : null,
  dueDate: "2025-06-11",
  amount: 123_456,
  daysLeft: 9,
});

describe("report files", () => {
  it("writes CSV cells as the screen reads them, quoted where needed", async () => {
    const file = reportExportFile(prepared("guarantee-tracking", [payment(1), payment(2)]), "csv");
    expect(file.sizeBytes).toBeUndefined();
    const text = (await bytesOf(file.stream)).toString("utf8");
    expect(text.split("\r\n")).toEqual([
      "\uFEFFPayment,Guarantee,Contract,Talent,Due,Amount,Days left",
      'GR000001,GTY0001,CT00002,"Rosa ""Ro"" Quintero, Jr.",06/11/2025,1234.56,9',
      "GR000002,GTY0001,CT00002,,06/11/2025,1234.56,9",
      "",
    ]);
    expect(usDate("2026-01-31")).toBe("01/31/2026");
  });

  it("neutralises formula-led cells in the CSV and the XLSX, and leaves money a number", async () => {
    const talents = ['=HYPERLINK("http://x","y")', "+cmd", "-2+3", "@SUM(A1)", "\tTabbed", "\rReturned"];
    const rows = talents.map((talent, index) => ({ ...payment(index + 1), talent, amount: -150 }));
    const csv = (
      await bytesOf(reportExportFile(prepared("guarantee-tracking", rows), "csv").stream)
    ).toString("utf8");
    const cells = parse(csv.replace(/^\uFEFF/, ""), { from_line: 2 }) as string[][];
    expect(cells.map((row) => row[3])).toEqual(talents.map((talent) => `'${talent}`));
    expect(cells.map((row) => row[5])).toEqual(talents.map(() => "-1.50"));

    const xlsx = await bytesOf(reportExportFile(prepared("guarantee-tracking", rows), "xlsx").stream);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const talentCells = talents.map((_, index) => sheet?.getRow(index + 2).getCell(4));
    // XML keeps a lone carriage return as a line feed.
    expect(talentCells.map((cell) => cell?.value)).toEqual(
      talents.map((talent) => `'${talent.replace("\r", "\n")}`),
    );
    expect(talentCells.every((cell) => cell?.type === ExcelJS.ValueType.String)).toBe(true);
    expect(sheet?.getRow(2).getCell(6).value).toBe(-1.5);
  });

  it("pages a PDF with the header on every page, page numbers, and a cap on the rows", async () => {
    // A cap of 100 pages the same way as the production one, in 4 pages instead of 300.
    const cap = 100;
    const rows = Array.from({ length: cap + 50 }, (_, index) => payment(index + 1));
    const file = reportExportFile(prepared("guarantee-tracking", rows), "pdf", { pdfMaxRows: cap });
    expect(file.fileName).toBe("guarantee-tracking-2025-06-02.pdf");
    const pages = await pdfPagesText(await bytesOf(file.stream));
    expect(pages.length).toBeGreaterThan(2);
    expect(pages[0]).toContain("Guarantee tracking");
    expect(pages[0]).toContain("As of 06/02/2025");
    expect(pages[0]).toContain("Window: 06/02/2025 to 07/02/2025");
    expect(pages[0]).toContain("$1,234.56");
    pages.forEach((page, index) => {
      expect(page).toContain("Payment");
      expect(page).toContain(`Page ${index + 1}`);
    });
    const last = pages.at(-1) ?? "";
    expect(last).toContain(`GR${String(cap).padStart(6, "0")}`);
    expect(last).not.toContain(`GR${String(cap + 1).padStart(6, "0")}`);
    expect(last).toContain(`50 more rows were left out: a PDF lists at most ${cap} rows.`);
  });

  it("lists at most 10,000 rows in a PDF unless told otherwise, and sends the rest to CSV or XLSX", async () => {
    const rows = Array.from({ length: PDF_MAX_ROWS + 2 }, (_, index) => payment(index + 1));
    const file = reportExportFile(prepared("guarantee-tracking", rows), "pdf");
    // Only the last page is read back: reading all 300 costs twice as much as writing them.
    const { pageCount, text } = await pdfLastPage(await bytesOf(file.stream));
    expect(pageCount).toBeGreaterThan(200);
    expect(text).toContain(`Page ${pageCount}`);
    expect(text).toContain("GR010000");
    expect(text).not.toContain("GR010001");
    expect(text).toContain(
      "2 more rows were left out: a PDF lists at most 10000 rows. Export CSV or XLSX for all 10002.",
    );
  }, 60_000);
});

describe("report PDFs", () => {
  const longTitle =
    "Summer Breeze :30 — the long-form national cable cut with the extended beach sequence and music bed";
  const castRow = (id: number): ReportRow => ({
    id,
    linkId: id,
    performer: "Rosalind Quintero-Abernathy",
    performerCategory: "PRINCIPAL",
    role: "Mom at the beach house, second unit",
    assetTitle: longTitle,
    adId: "ABCD1234000H",
    agent: "Westside Talent Partners",
    compensation: 123_456,
    expireDate: "2025-06-20",
    expireReason: "The music bed's sync licence ends",
    daysLeft: 18,
  });
  // A hyphenated word wrapped at its hyphen reads back as "long- form".
  const words = (text: string) => text.replace(/\s+/g, " ").replace(/- /g, "-");

  it("wraps long cells and headers instead of cutting them short", async () => {
    const file = reportExportFile(prepared("cast-expiration", [castRow(1), castRow(2)]), "pdf");
    const [page = ""] = await pdfPagesText(await bytesOf(file.stream));
    const text = words(page);
    expect(text).not.toContain("…");
    for (const word of longTitle.split(" ")) expect(text).toContain(word);
    expect(text).toContain("Westside Talent Partners");
    expect(text).toContain("06/20/2025");
    expect(text).toContain("ABCD1234000H");
    expect(text).toContain("2 rows.");
  });

  it("writes a status in words", async () => {
    const row: ReportRow = { id: 1, linkId: 1, adId: "ABCD1234000H", status: "EXPIRED (TIME)" };
    const file = reportExportFile(prepared("active-asset", [row]), "pdf");
    const [page = ""] = await pdfPagesText(await bytesOf(file.stream));
    expect(page).toContain("Expired (time)");
    expect(page).not.toContain("EXPIRED");
  });

  it("writes every report's title and column headers whole", async () => {
    for (const definition of reportDefinitions) {
      const file = reportExportFile(prepared(definition.key, []), "pdf");
      const [page = ""] = await pdfPagesText(await bytesOf(file.stream));
      const text = words(page);
      expect(text).toContain(definition.name);
      for (const column of definition.columns)
        for (const word of column.label.split(" ")) expect(text).toContain(word);
      expect(text).toContain("0 rows.");
    }
  });
});

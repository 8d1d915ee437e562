import * as XLSX from "@e965/xlsx";
import ExcelJS from "exceljs";
import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { sheetFormatOf } from "./read-sheet.js";
import { cellsByRow, rowsOf } from "./read-sheet-test-kit.js";

const utf8 = (text: string) => Buffer.from(text, "utf8");
const dayUtc = (year: number, month: number, day: number, hours = 0, minutes = 0, seconds = 0) =>
  new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));

describe("CSV", () => {
  it("reads UTF-8 with a byte order mark, which does not reach the first cell", async () => {
    const rows = await rowsOf(utf8("\uFEFFStation,Advertiser\nWXYZ,Café Crème\n"), "post-log.csv");
    expect(rows).toEqual([
      { sheet: "post-log.csv", rowNumber: 1, cells: ["Station", "Advertiser"] },
      { sheet: "post-log.csv", rowNumber: 2, cells: ["WXYZ", "Café Crème"] },
    ]);
  });

  it("reads a Windows-1252 export with its accents and curly quotes", async () => {
    const text =
      "Station;Advertiser;Program\r\nKÜHN;Café Müller;Joe’s Diner\r\nWÉST;Crêperie Noël;Früh–Show\r\n";
    const rows = await rowsOf(iconv.encode(text, "win1252"), "as-run.csv");
    expect(rows.map((row) => row.cells)).toEqual([
      ["Station", "Advertiser", "Program"],
      ["KÜHN", "Café Müller", "Joe’s Diner"],
      ["WÉST", "Crêperie Noël", "Früh–Show"],
    ]);
  });

  it("reads UTF-16LE, with a byte order mark or without", async () => {
    const text = "Station\tAd-ID\tAir Date\nWXYZ\tABCD1234000H\t01/02/2024\nKÜHN\tABCD1235000H\t01/03/2024\n";
    const expected = [
      ["Station", "Ad-ID", "Air Date"],
      ["WXYZ", "ABCD1234000H", "01/02/2024"],
      ["KÜHN", "ABCD1235000H", "01/03/2024"],
    ];
    const marked = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, "utf16le")]);
    expect((await rowsOf(marked, "log.txt")).map((row) => row.cells)).toEqual(expected);
    expect((await rowsOf(Buffer.from(text, "utf16le"), "log.txt")).map((row) => row.cells)).toEqual(expected);
  });

  it.each([
    ["semicolon", ";"],
    ["tab", "\t"],
    ["pipe", "|"],
  ])("finds a %s delimiter, even with commas in the values", async (_name, delimiter) => {
    const lines = [
      ["Station", "Rate", "Program"],
      ["WXYZ", "1,250.00", "News, Weather"],
      ["KABC", "980.50", "Late Show"],
    ];
    const rows = await rowsOf(utf8(lines.map((cells) => cells.join(delimiter)).join("\n")), "log.csv");
    expect(rows.map((row) => row.cells)).toEqual(lines);
  });

  it("keeps a quoted value with line breaks and quotes in one cell of one row", async () => {
    const text =
      'Spot,Note,Rate\nA,"aired late\nmake-good owed",100\nB,"He said ""no""",200\nC,30" screen,300\n';
    expect((await rowsOf(utf8(text), "log.csv")).map((row) => [row.rowNumber, row.cells])).toEqual([
      [1, ["Spot", "Note", "Rate"]],
      [2, ["A", "aired late\nmake-good owed", "100"]],
      [3, ["B", 'He said "no"', "200"]],
      [4, ["C", '30" screen', "300"]],
    ]);
  });

  it("keeps a title block and blank lines above the header as rows, so row numbers stay true", async () => {
    const text = [
      "Post Log, January 2024",
      "Station: WXYZ",
      "",
      "Air Date;Air Time;Ad-ID;Length",
      "2024-01-02;14:30:00;ABCD1234000H;30",
      "2024-01-02;15:10:00;ABCD1234000H;30;extra",
      "",
      "Total:;2",
    ].join("\r\n");
    const rows = await rowsOf(utf8(text), "log.csv");
    expect(rows.map((row) => [row.rowNumber, row.cells])).toEqual([
      [1, ["Post Log, January 2024"]],
      [2, ["Station: WXYZ"]],
      [3, []],
      [4, ["Air Date", "Air Time", "Ad-ID", "Length"]],
      [5, ["2024-01-02", "14:30:00", "ABCD1234000H", "30"]],
      [6, ["2024-01-02", "15:10:00", "ABCD1234000H", "30", "extra"]],
      [7, []],
      [8, ["Total:", "2"]],
    ]);
  });

  it("reads a formula-like value as its text, unchanged", async () => {
    const rows = await rowsOf(utf8('Program\n"=HYPERLINK(""http://x"",""y"")"\n'), "log.csv");
    expect(rows[1]?.cells).toEqual(['=HYPERLINK("http://x","y")']);
  });
});

describe("XLSX", () => {
  async function postLogWorkbook(): Promise<Buffer> {
    const workbook = new ExcelJS.Workbook();
    const log = workbook.addWorksheet("Post log");
    log.getCell("A1").value = "WXYZ Post Log";
    log.mergeCells("A1:C1");
    log.getRow(3).values = [
      "Air Date",
      "Air Time",
      "Aired",
      "Ad-ID",
      "Length",
      "Rate",
      "Due",
      "Program",
      "Paid",
    ];
    const row = log.getRow(4);
    row.values = [
      dayUtc(2024, 1, 2),
      dayUtc(1899, 12, 30, 14, 30, 15),
      dayUtc(2024, 1, 2, 14, 30, 15),
      { richText: [{ text: "ABCD" }, { text: "1234000H", font: { bold: true } }] },
      30,
      { formula: "E4*41.685", result: 1250.55 },
      { formula: "A4+30", result: 45323 },
      '=HYPERLINK("http://x","y")',
      true,
    ];
    row.getCell(1).numFmt = "yyyy-mm-dd";
    row.getCell(2).numFmt = "hh:mm:ss";
    row.getCell(3).numFmt = "yyyy-mm-dd hh:mm:ss";
    row.getCell(7).numFmt = "mm/dd/yyyy";
    const next = log.getRow(5);
    next.values = [0.1 + 0.2, 1e21, -0.0000015, { text: "Spot page", hyperlink: "https://example.com/spot" }];
    next.getCell(6).value = { formula: 'CONCAT("a","b")', result: "ab" };
    log.getCell("B6").value = 0.75;
    log.getCell("B6").numFmt = "h:mm AM/PM";
    const affidavit = workbook.addWorksheet("Affidavit");
    affidavit.getCell("B2").value = "Notarized";
    return Buffer.from(await workbook.xlsx.writeBuffer());
  }

  it("reads every sheet in order, each cell as the text the sheet shows", async () => {
    const rows = await rowsOf(await postLogWorkbook(), "post-log.xlsx");
    expect(cellsByRow(rows)).toEqual({
      "Post log!1": ["WXYZ Post Log"],
      "Post log!2": [],
      "Post log!3": ["Air Date", "Air Time", "Aired", "Ad-ID", "Length", "Rate", "Due", "Program", "Paid"],
      "Post log!4": [
        "2024-01-02",
        "14:30:15",
        "2024-01-02T14:30:15",
        "ABCD1234000H",
        "30",
        "1250.55",
        "2024-02-01",
        '=HYPERLINK("http://x","y")',
        "TRUE",
      ],
      "Post log!5": ["0.3", "1000000000000000000000", "-0.0000015", "Spot page", "", "ab"],
      "Post log!6": ["", "18:00:00"],
      "Affidavit!1": [],
      "Affidavit!2": ["", "Notarized"],
    });
    expect(rows.map((row) => row.rowNumber)).toEqual([1, 2, 3, 4, 5, 6, 1, 2]);
  });

  it("reads a workbook whose sheets come before its shared strings and styles", async () => {
    const workbook = XLSX.utils.book_new();
    const sheet = XLSX.utils.aoa_to_sheet([
      ["Air Date", "Ad-ID"],
      [45293, "ABCD1234000H"],
    ]);
    const dateCell = sheet["A2"] as XLSX.CellObject;
    dateCell.z = "yyyy-mm-dd";
    XLSX.utils.book_append_sheet(workbook, sheet, "Log");
    const file = XLSX.write(workbook, { type: "buffer", bookType: "xlsx", bookSST: true }) as Buffer;
    expect(cellsByRow(await rowsOf(file, "log.xlsx"))).toEqual({
      "Log!1": ["Air Date", "Ad-ID"],
      "Log!2": ["2024-01-02", "ABCD1234000H"],
    });
  });
});

describe("XLS", () => {
  it("reads a legacy workbook: sheets in order, dates, times, numbers, booleans, formula results", async () => {
    const workbook = XLSX.utils.book_new();
    const log = XLSX.utils.aoa_to_sheet([
      ["Post log"],
      [],
      ["Air Date", "Air Time", "Length", "Rate", "Paid", "Note"],
    ]);
    XLSX.utils.sheet_add_aoa(
      log,
      [[45293, 0.6041666666666666, 30, 1250.5, true, '=HYPERLINK("http://x","y")']],
      {
        origin: "A4",
      },
    );
    (log["A4"] as XLSX.CellObject).z = "yyyy-mm-dd";
    (log["B4"] as XLSX.CellObject).z = "hh:mm:ss";
    log["D4"] = { t: "n", v: 1250.5, f: "C4*41.6833" };
    XLSX.utils.book_append_sheet(workbook, log, "Post log");
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([["Station", "KÜHN"]]), "Stations");
    const file = XLSX.write(workbook, { type: "buffer", bookType: "biff8" }) as Buffer;
    expect(sheetFormatOf(file, "log.xls")).toBe("xls");
    expect(cellsByRow(await rowsOf(file, "log.xls"))).toEqual({
      "Post log!1": ["Post log"],
      "Post log!2": [],
      "Post log!3": ["Air Date", "Air Time", "Length", "Rate", "Paid", "Note"],
      "Post log!4": ["2024-01-02", "14:30:00", "30", "1250.5", "TRUE", '=HYPERLINK("http://x","y")'],
      "Stations!1": ["Station", "KÜHN"],
    });
  });

  it("reads an HTML table saved under an .xls name, as web systems export it", async () => {
    const html =
      "<html><body><table><tr><td>Station</td><td>Ad-ID</td></tr><tr><td>WXYZ</td><td>ABCD1234000H</td></tr></table></body></html>";
    expect(sheetFormatOf(utf8(html), "export.xls")).toBe("xls");
    expect((await rowsOf(utf8(html), "export.xls")).map((row) => row.cells)).toEqual([
      ["Station", "Ad-ID"],
      ["WXYZ", "ABCD1234000H"],
    ]);
  });
});

describe("sheetFormatOf", () => {
  it("decides from the content, whatever the name says", () => {
    expect(sheetFormatOf(Buffer.from("PK\x03\x04rest", "latin1"), "report.csv")).toBe("xlsx");
    expect(sheetFormatOf(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), "report.csv")).toBe(
      "xls",
    );
    expect(sheetFormatOf(utf8("Station,Ad-ID\n"), "report.xlsx")).toBe("csv");
  });
});

import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { readSheetRows } from "./read-sheet.js";
import { MEGABYTE, expectRefusal, rowsOf, uploadOf } from "./read-sheet-test-kit.js";

const NOT_A_SPREADSHEET = /^The file “.+” is not a CSV, XLSX or XLS spreadsheet\.$/;
const LINE = "WXYZ,2024-01-02,14:30:00,ABCD1234000H,30,1250.00,Evening News\n";

/** A CSV of `totalBytes` made on the fly; `pulled` tells how much of it the reader asked for. */
function generatedCsv(totalBytes: number): { chunks: AsyncGenerator<Buffer>; pulled: () => number } {
  const linesPerChunk = Math.floor((64 * 1024) / LINE.length);
  const chunk = Buffer.from(LINE.repeat(linesPerChunk));
  let pulled = 0;
  async function* chunks(): AsyncGenerator<Buffer> {
    while (pulled < totalBytes) {
      pulled += chunk.length;
      yield chunk;
    }
  }
  return { chunks: chunks(), pulled: () => pulled };
}

async function countRows(source: AsyncIterable<Buffer>, maxBytes: number): Promise<number> {
  let count = 0;
  for await (const row of readSheetRows(source, { fileName: "log.csv", maxBytes })) count = row.rowNumber;
  return count;
}

describe("refusals naming the field `file`", () => {
  it.each([
    [
      "a PDF",
      "airing-report.pdf",
      Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n"),
    ],
    [
      "a PNG",
      "logo.png",
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 0)]),
    ],
    ["random bytes", "data.bin", randomBytes(8192)],
    [
      "an OLE2 document that is no workbook",
      "memo.xls",
      Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(1024)]),
    ],
  ])("refuses %s", async (_what, fileName, file) => {
    await expectRefusal(rowsOf(file, fileName), NOT_A_SPREADSHEET);
  });

  it("refuses a ZIP that holds no workbook, whatever its name", async () => {
    const zip = await readFile(new URL("./fixtures/not-a-workbook.zip", import.meta.url));
    await expectRefusal(
      rowsOf(zip, "report.xlsx"),
      "The file “report.xlsx” is not a CSV, XLSX or XLS spreadsheet.",
    );
  });

  it("refuses a workbook cut short in transfer", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Log").addRow(["Station", "Ad-ID"]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    await expectRefusal(
      rowsOf(file.subarray(0, file.length - 200), "log.xlsx"),
      /^The file “log.xlsx” is not a CSV/,
    );
  });

  it("refuses an empty file", async () => {
    await expectRefusal(rowsOf(Buffer.alloc(0), "log.csv"), "The file is empty.");
  });

  it("refuses a CSV over the limit while streaming it, without reading the rest", async () => {
    const source = generatedCsv(5 * MEGABYTE);
    let rowsBeforeRefusal = 0;
    const reading = (async () => {
      for await (const row of readSheetRows(source.chunks, { fileName: "log.csv", maxBytes: MEGABYTE })) {
        rowsBeforeRefusal = row.rowNumber;
      }
    })();
    await expectRefusal(reading, "The file is larger than 1 MB; split it into smaller files.");
    expect(source.pulled()).toBeLessThanOrEqual(MEGABYTE + 64 * 1024);
    expect(rowsBeforeRefusal).toBeLessThan(MEGABYTE / LINE.length);
  });

  it("refuses an XLSX over the limit while receiving it", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Log");
    for (let row = 0; row < 3000; row += 1) sheet.addRow([randomBytes(200).toString("hex")]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(file.length).toBeGreaterThan(512 * 1024);
    const reading = rowsOf(file, "log.xlsx", 512 * 1024);
    await expectRefusal(reading, "The file is larger than 512 KB; split it into smaller files.");
  });
});

describe("streaming", () => {
  it("lets go of the source when the reader stops early", async () => {
    const source = Readable.from(uploadOf(Buffer.from(LINE.repeat(50_000))));
    for await (const row of readSheetRows(source, { fileName: "log.csv", maxBytes: 10 * MEGABYTE })) {
      if (row.rowNumber === 3) break;
    }
    expect(source.destroyed).toBe(true);
  });

  // Asserts the rows, and that the heap does not grow with the file (60 MB read, under 100 MB growth).
  it("streams a 60 MB CSV with flat memory, yielding every row", async () => {
    const totalBytes = 60 * MEGABYTE;
    const source = generatedCsv(totalBytes);
    const heapBefore = process.memoryUsage().heapUsed;
    let peakGrowth = 0;
    let count = 0;
    for await (const row of readSheetRows(source.chunks, { fileName: "log.csv", maxBytes: 128 * MEGABYTE })) {
      count = row.rowNumber;
      if (count % 100_000 === 0)
        peakGrowth = Math.max(peakGrowth, process.memoryUsage().heapUsed - heapBefore);
    }
    const linesPerChunk = Math.floor((64 * 1024) / LINE.length);
    expect(count).toBe((source.pulled() / (linesPerChunk * LINE.length)) * linesPerChunk);
    expect(source.pulled()).toBeGreaterThanOrEqual(totalBytes);
    expect(peakGrowth).toBeLessThan(100 * MEGABYTE);
  }, 120_000);
});

it("counts the rows of a CSV the same whatever its chunking", async () => {
  const file = Buffer.from(LINE.repeat(1000));
  expect(await countRows(uploadOf(file, 7), MEGABYTE)).toBe(1000);
});

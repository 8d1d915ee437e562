import * as XLSX from "@e965/xlsx";
import type { CellObject, WorkBook, WorkSheet } from "@e965/xlsx";
import { booleanText, dateText, isDateFormat, numberText, serialToDate } from "./cell-text.js";
import type { SheetRow } from "./read-sheet.js";
import { sizeText, notASpreadsheet, unreadableFile } from "./sheet-refusals.js";
import { invalidField } from "../../../errors/app-errors.js";
import { withoutTrailingBlanks } from "./sheet-cells.js";

/**
 * A legacy XLS holds at most 65,536 rows a sheet, so it is read whole; this cap keeps one upload
 * from holding more memory than that needs.
 */
export const XLS_MAX_BYTES = 32 * 1024 * 1024;

/**
 * Rows of a legacy XLS workbook (or of an HTML table or Excel 2003 XML saved as .xls), read whole by
 * SheetJS: every sheet in workbook order, each row from 1 to the sheet's last, cells as text.
 */
export async function* readXlsRows(
  bytes: AsyncIterable<Buffer>,
  fileName: string,
): AsyncGenerator<SheetRow, void, undefined> {
  const workbook = parseWorkbook(await collectBytes(bytes), fileName);
  const date1904 = workbook.Workbook?.WBProps?.date1904 ?? false;
  for (const sheet of workbook.SheetNames) {
    const worksheet = workbook.Sheets[sheet];
    if (worksheet) yield* sheetRows(sheet, worksheet, date1904);
  }
}

async function collectBytes(bytes: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of bytes) {
    length += chunk.length;
    if (length > XLS_MAX_BYTES) {
      throw invalidField(
        "file",
        `The XLS file is larger than ${sizeText(XLS_MAX_BYTES)}; save it as XLSX or CSV and upload that.`,
      );
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function parseWorkbook(data: Buffer, fileName: string): WorkBook {
  try {
    return XLSX.read(data, {
      type: "buffer",
      dense: true,
      cellNF: true, // number formats tell dates from numbers
      cellDates: false, // dates stay serials, read without time-zone shifts
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
    });
  } catch (error) {
    if (error instanceof Error && /password/i.test(error.message)) {
      throw unreadableFile(
        "XLS",
        "it is protected with a password. Remove the password in Excel and upload it again.",
      );
    }
    throw notASpreadsheet(fileName);
  }
}

function* sheetRows(
  sheet: string,
  worksheet: WorkSheet,
  date1904: boolean,
): Generator<SheetRow, void, undefined> {
  const reference = worksheet["!ref"];
  if (!reference) return;
  const lastRow = XLSX.utils.decode_range(reference).e.r;
  const rows = worksheet["!data"] ?? [];
  for (let row = 0; row <= lastRow; row += 1) {
    const cells = (rows[row] ?? []).map((cell) => xlsCellText(cell, date1904));
    yield {
      sheet,
      rowNumber: row + 1,
      cells: withoutTrailingBlanks(Array.from(cells, (text) => text ?? "")),
    };
  }
}

function xlsCellText(cell: CellObject | undefined, date1904: boolean): string {
  if (!cell) return "";
  switch (cell.t) {
    case "s":
      return String(cell.v ?? "");
    case "b":
      return booleanText(cell.v === true);
    case "n":
      if (typeof cell.v !== "number") return "";
      return isDateFormat(typeof cell.z === "string" ? cell.z : undefined)
        ? dateText(serialToDate(cell.v, date1904), date1904)
        : numberText(cell.v);
    case "d":
      return cell.v instanceof Date ? dateText(cell.v, date1904) : "";
    case "e":
      return cell.w ?? "";
    default:
      return "";
  }
}

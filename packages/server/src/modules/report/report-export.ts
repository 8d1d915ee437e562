import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import {
  csvText,
  spreadsheetSafe,
  formatDollars,
  codeLabel,
  formatMoneyCents,
  readsAsCode,
  reportExportFileName,
  type ReportColumn,
  type ReportExportFormat,
  type ReportRow,
  type ReportType,
} from "@rightsdesk/domain";
import type { FileReply } from "../../http/handler.js";
import { PDF_MAX_ROWS, reportPdfStream } from "./report-pdf.js";
import type { PreparedReport } from "./report-service.js";

export { PDF_MAX_ROWS } from "./report-pdf.js";

const contentTypes: Record<ReportExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

/** "2026-11-24" → "11/24/2026", as the screens show days. */
export function usDate(day: string): string {
  return `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
}

/**
 * A cell as the CSV writes it: days MM/DD/YYYY, money 1234.56 (no currency sign), numbers plain,
 * codes in words as the screen shows them.
 */
function csvCell(column: ReportColumn, value: ReportRow[string] | undefined): string {
  if (value === null || value === undefined) return "";
  if (column.kind === "date" && typeof value === "string") return usDate(value);
  if (column.kind === "money" && typeof value === "number") return formatDollars(value);
  if (readsAsCode(column) && typeof value === "string") return codeLabel(value);
  return String(value);
}

/** A cell as the PDF shows it: like the screen, money as $1,234.56. */
function screenCell(column: ReportColumn, value: ReportRow[string] | undefined): string {
  if (column.kind === "money" && typeof value === "number") return formatMoneyCents(value);
  return csvCell(column, value);
}

function csvStream(prepared: PreparedReport): Readable {
  const { definition, reader } = prepared;
  return Readable.from(
    (async function* () {
      // The byte-order mark lets Excel read the file as UTF-8.
      yield Buffer.from(
        "\uFEFF" +
          csvText(
            [],
            definition.columns.map((column) => column.label),
          ),
      );
      for await (const rows of reader.all()) {
        const lines = rows.map((row) => definition.columns.map((column) => csvCell(column, row[column.key])));
        yield Buffer.from(csvText(lines));
      }
    })(),
    { objectMode: false },
  );
}

/** An Excel sheet name: at most 31 characters, none of []:*?/\ */
function sheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, " ").slice(0, 31);
}

function xlsxValue(column: ReportColumn, value: ReportRow[string] | undefined): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if (column.kind === "date" && typeof value === "string") return new Date(`${value}T00:00:00Z`);
  if (column.kind === "money" && typeof value === "number") return value / 100;
  if (readsAsCode(column) && typeof value === "string") return spreadsheetSafe(codeLabel(value));
  // A text cell is never a formula in XLSX, but it becomes one once the sheet is saved as CSV.
  return typeof value === "string" ? spreadsheetSafe(value) : value;
}

const numFmts: Partial<Record<ReportColumn["kind"], string>> = {
  date: "mm/dd/yyyy",
  money: '"$"#,##0.00',
};

/**
 * The XLSX, written row by row with the streaming writer. Column widths are fitted to the header
 * and the first chunk of rows: a streamed sheet fixes its columns before its first row.
 */
function xlsxStream(prepared: PreparedReport): Readable {
  const { definition, reader } = prepared;
  const out = new PassThrough();
  void (async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet(sheetName(definition.name), {
      views: [{ state: "frozen", ySplit: 1 }],
    });
    const chunks = reader.all();
    const first = await chunks.next();
    const firstRows = first.done ? [] : first.value;
    sheet.columns = definition.columns.map((column) => {
      const widest = Math.max(
        column.label.length,
        column.kind === "date" ? 10 : 0,
        ...firstRows.map((row) => screenCell(column, row[column.key]).length),
      );
      const numFmt = numFmts[column.kind];
      return {
        key: column.key,
        width: Math.min(60, widest + 2),
        ...(numFmt ? { style: { numFmt } } : {}),
      };
    });
    const header = sheet.addRow(definition.columns.map((column) => column.label));
    header.font = { bold: true };
    header.eachCell((cell) => {
      cell.numFmt = "@";
    });
    header.commit();
    const write = (rows: ReportRow[]) => {
      for (const row of rows) {
        sheet.addRow(definition.columns.map((column) => xlsxValue(column, row[column.key]))).commit();
      }
    };
    write(firstRows);
    for await (const rows of chunks) write(rows);
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/**
 * The whole report as a file, streamed: its size is not known before it is sent. A PDF lists at
 * most `pdfMaxRows` rows: PDF_MAX_ROWS, or fewer for a test of the cap that renders fewer pages.
 */
export function reportExportFile(
  prepared: PreparedReport,
  format: ReportExportFormat,
  { pdfMaxRows = PDF_MAX_ROWS }: { pdfMaxRows?: number } = {},
): FileReply {
  const stream =
    format === "csv"
      ? csvStream(prepared)
      : format === "xlsx"
        ? xlsxStream(prepared)
        : reportPdfStream(prepared, screenCell, pdfMaxRows);
  return {
    stream,
    fileName: reportExportFileName(prepared.definition.key as ReportType, prepared.window.today, format),
    contentType: contentTypes[format],
  };
}

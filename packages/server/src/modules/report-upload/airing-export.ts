import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import {
  AppError,
  airingIssueKindLabels,
  airingIssueStatusLabels,
  airingRowOutcomeLabels,
  csvText,
  formatDisplayDate,
  formatLength,
  isIsoDate,
  spreadsheetSafe,
  toIsoDate,
  type AiringIssueKind,
  type AiringIssueStatus,
  type AiringRowOutcome,
} from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import type { FileReply } from "../../http/handler.js";
import { AiringReviewRepository, type ExportIssue, type ExportRow } from "./airing-review-repository.js";
import { AiringUploadRepository } from "./airing-upload-repository.js";

export type AiringExportFormat = "csv" | "xlsx";

/** Rows read at a time: the file is written as it is read, never held whole. */
const PAGE_ROWS = 2000;

const contentTypes: Record<AiringExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

const fixedColumns = [
  "Sheet",
  "Row",
  "Outcome",
  "Ad-ID",
  "Spot",
  "Air date",
  "Air time",
  "Length",
  "Outlet",
  "Market",
  "Program",
  "Status",
  "Issues",
] as const;

/** "post-log.csv" → "post-log-checked.xlsx": the upload's own name, marked as the checked copy. */
export function airingExportFileName(fileName: string, format: AiringExportFormat): string {
  const base = fileName.replace(/\.[^.]*$/, "").trim() || "airings";
  return `${base}-checked.${format}`;
}

/** "A", "B" … "Z", "AA": the original file's column letters, as a spreadsheet names them. */
function columnLetter(index: number): string {
  let letters = "";
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

function issueText(issue: ExportIssue): string {
  const kind = airingIssueKindLabels[issue.kind as AiringIssueKind] ?? issue.kind;
  const status = airingIssueStatusLabels[issue.status as AiringIssueStatus] ?? issue.status;
  return `${kind}: ${issue.message} (${status})`;
}

function dayText(day: string | null): string {
  return day !== null && isIsoDate(day) ? formatDisplayDate(toIsoDate(day)) : "";
}

/** One row's cells as text, before the spreadsheet-safe pass: the checked values, then the raw cells. */
function rowCells(row: ExportRow, issues: readonly ExportIssue[], width: number): string[] {
  const raw = Array.from({ length: width }, (_, index) => row.raw[index] ?? "");
  return [
    row.sheet,
    String(row.rowNumber),
    airingRowOutcomeLabels[row.outcome as AiringRowOutcome] ?? row.outcome,
    row.adId ?? "",
    row.assetTitle ?? "",
    dayText(row.airDate),
    row.airTime ?? "",
    row.lengthSeconds === null ? "" : formatLength(row.lengthSeconds),
    row.outlet ?? "",
    row.market ?? "",
    row.program ?? "",
    row.statusText ?? "",
    issues.map(issueText).join(" | "),
    ...raw,
  ];
}

/** The upload's rows with their issues, page by page in the file's order. */
async function* pagesOf(db: Db, uploadId: number, width: number): AsyncGenerator<string[][]> {
  const reviews = new AiringReviewRepository(db);
  let after = 0;
  for (;;) {
    const rows = await reviews.exportRows(uploadId, after, PAGE_ROWS);
    const last = rows.at(-1);
    if (last === undefined) return;
    const issues = await reviews.issuesOfRows(rows.map((row) => row.id));
    yield rows.map((row) =>
      rowCells(
        row,
        issues.filter((issue) => issue.rowId === row.id),
        width,
      ),
    );
    after = last.id;
  }
}

function csvStream(header: readonly string[], pages: AsyncGenerator<string[][]>): Readable {
  return Readable.from(
    (async function* () {
      // The byte-order mark lets Excel read the file as UTF-8; csvText makes every cell safe.
      yield Buffer.from(`\uFEFF${csvText([], header)}`);
      for await (const rows of pages) yield Buffer.from(csvText(rows));
    })(),
    { objectMode: false },
  );
}

function xlsxStream(header: readonly string[], pages: AsyncGenerator<string[][]>): Readable {
  const out = new PassThrough();
  void (async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet("Airings", { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.columns = header.map((label, index) => ({
      key: String(index),
      width: label === "Issues" ? 60 : Math.max(10, label.length + 2),
    }));
    const top = sheet.addRow(header.map(spreadsheetSafe));
    top.font = { bold: true };
    top.commit();
    for await (const rows of pages) {
      // A text cell is never a formula in XLSX, but becomes one once the sheet is saved as CSV.
      for (const cells of rows) sheet.addRow(cells.map(spreadsheetSafe)).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/**
 * An upload's rows as CSV or XLSX, streamed as they are read (a million-row upload is never held
 * in memory): each row's place, outcome and checked values, its issues in words with their status,
 * then the file's own cells. Every text cell is made spreadsheet-safe, so a formula in the
 * uploaded file comes out as text.
 */
export async function exportAiringUpload(
  db: Db,
  uploadId: number,
  format: AiringExportFormat,
): Promise<FileReply> {
  const upload = await new AiringUploadRepository(db).find(uploadId);
  if (upload === undefined) throw AppError.notFound(`There is no upload with id ${uploadId}.`);
  const width = await new AiringReviewRepository(db).widestRow(uploadId);
  const header = [
    ...fixedColumns,
    ...Array.from({ length: width }, (_, index) => `File column ${columnLetter(index)}`),
  ];
  const pages = pagesOf(db, uploadId, width);
  return {
    stream: format === "csv" ? csvStream(header, pages) : xlsxStream(header, pages),
    fileName: airingExportFileName(upload.fileName, format),
    contentType: contentTypes[format],
  };
}

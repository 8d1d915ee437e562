import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import PDFDocument from "pdfkit";
import {
  completionReportExportFileName,
  formatDisplayDate,
  formatUsd,
  spreadsheetSafe,
  type CompletionReportExportFormat,
  type CompletionReportExportPart,
  type IsoDate,
} from "@rightsdesk/domain";
import type { FileReply } from "../../http/handler.js";

/** One part of the export: a titled table of text cells. */
export interface ExportTable {
  readonly part: CompletionReportExportPart;
  readonly title: string;
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

const contentTypes: Record<CompletionReportExportFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pdf: "application/pdf",
};

/** A day as the screens show it; blank when there is none. */
export function shownDay(day: string | null | undefined): string {
  return day ? formatDisplayDate(day as IsoDate) : "";
}

export function scaleLabel(cents: number | null): string {
  return cents === null ? "" : formatUsd(cents);
}

const PAGE_MARGIN = 40;
const FONT_SIZE = 9;

function pdfStream(title: string, tables: readonly ExportTable[]): Readable {
  const pdf = new PDFDocument({
    size: "LETTER",
    layout: "landscape",
    margin: PAGE_MARGIN,
    info: { Title: title },
  });
  const width = pdf.page.width - 2 * PAGE_MARGIN;
  pdf.font("Helvetica-Bold").fontSize(14).text(title);
  for (const table of tables) {
    pdf.moveDown(0.8).font("Helvetica-Bold").fontSize(11).text(table.title, PAGE_MARGIN);
    pdf.moveDown(0.3);
    const columnWidth = width / Math.max(1, table.headers.length);
    const row = (cells: readonly string[], bold: boolean) => {
      pdf.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(FONT_SIZE);
      const height = Math.max(
        ...cells.map((cell) => pdf.heightOfString(cell || " ", { width: columnWidth - 8 })),
      );
      if (pdf.y + height > pdf.page.height - PAGE_MARGIN) pdf.addPage();
      const top = pdf.y;
      cells.forEach((cell, index) => {
        pdf.text(cell, PAGE_MARGIN + index * columnWidth, top, { width: columnWidth - 8 });
      });
      pdf.y = top + height + 3;
    };
    row(table.headers, true);
    if (table.rows.length === 0) row(["None listed."], false);
    for (const cells of table.rows) row(cells, false);
  }
  pdf.end();
  return pdf as unknown as Readable;
}

async function xlsxStream(title: string, tables: readonly ExportTable[]): Promise<Readable> {
  const workbook = new ExcelJS.Workbook();
  workbook.title = title;
  for (const table of tables) {
    const sheet = workbook.addWorksheet(table.title.slice(0, 31), {
      views: [{ state: "frozen", ySplit: 1 }],
    });
    const header = sheet.addRow([...table.headers]);
    header.font = { bold: true };
    // A text cell becomes a formula once the sheet is saved as CSV: kept as text.
    for (const cells of table.rows) sheet.addRow(cells.map(spreadsheetSafe));
    sheet.columns.forEach((column, index) => {
      const widest = Math.max(
        table.headers[index]?.length ?? 0,
        ...table.rows.map((cells) => cells[index]?.length ?? 0),
      );
      column.width = Math.min(60, widest + 2);
    });
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return Readable.from(Buffer.from(buffer as ArrayBuffer));
}

/** The report's parts as a PDF or an XLSX (one sheet per part), under "completion-report-CR0007.<format>". */
export async function completionReportExportFile(
  code: string,
  title: string,
  tables: readonly ExportTable[],
  format: CompletionReportExportFormat,
): Promise<FileReply> {
  return {
    stream: format === "pdf" ? pdfStream(title, tables) : await xlsxStream(title, tables),
    fileName: completionReportExportFileName(code, format),
    contentType: contentTypes[format],
  };
}

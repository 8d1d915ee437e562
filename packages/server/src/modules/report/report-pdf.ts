import type { Readable } from "node:stream";
import PDFDocument from "pdfkit";
import { codeLabel, readsAsCode, type ReportColumn, type ReportRow } from "@rightsdesk/domain";
import type { PreparedReport } from "./report-service.js";

/** A PDF lists at most this many rows; a last line says how many were left out (use CSV or XLSX). */
export const PDF_MAX_ROWS = 10_000;

const PAGE_MARGIN = 36;
const FONT_SIZE = 8;
/** Space between a cell's text and the next column, and above and below each row. */
const CELL_GAP = 12;
const ROW_PADDING = 3;
/** A column asks for at most this much of the page before its text wraps. */
const MAX_COLUMN_SHARE = 0.3;
/** The widest word kept on one line; longer ones break. */
const MAX_WORD = 90;

type Cell = (column: ReportColumn, value: ReportRow[string] | undefined) => string;

/**
 * Each column's width on the page: what its header's longest word and its widest sampled cell need
 * (capped), shared out in proportion when they ask for more than the page has. Text that is wider
 * wraps onto more lines; nothing is cut short.
 */
export function pdfColumnWidths(
  measure: (text: string, bold: boolean) => number,
  labels: readonly string[],
  samples: readonly (readonly string[])[],
  pageWidth: number,
): number[] {
  // A word is not broken: a date, an amount or an Ad-ID keeps its line (up to a cap).
  const longestWord = (text: string, bold: boolean) =>
    Math.min(MAX_WORD, Math.max(0, ...text.split(/\s+/).map((word) => measure(word, bold))));
  // A short header ("Days left") keeps its one line too.
  const headerFloor = (label: string) =>
    measure(label, true) <= MAX_WORD ? measure(label, true) : longestWord(label, true);
  const floors = labels.map(
    (label, index) =>
      Math.max(headerFloor(label), ...samples.map((row) => longestWord(row[index] ?? "", false))) + CELL_GAP,
  );
  const wants = labels.map((label, index) =>
    Math.min(
      pageWidth * MAX_COLUMN_SHARE,
      Math.max(
        floors[index] ?? 0,
        measure(label, true) + CELL_GAP,
        ...samples.map((row) => measure(row[index] ?? "", false) + CELL_GAP),
      ),
    ),
  );
  const wanted = wants.reduce((sum, want) => sum + want, 0);
  if (wanted <= pageWidth) {
    // Room to spare: spread it in proportion, so the table spans the page.
    return wants.map((want) => (want / wanted) * pageWidth);
  }
  // Too little room: every column keeps its header's longest word, the rest is shared by need.
  const floorTotal = floors.reduce((sum, floor) => sum + floor, 0);
  if (floorTotal >= pageWidth) return floors.map((floor) => (floor / floorTotal) * pageWidth);
  const extra = wants.map((want, index) => Math.max(0, want - (floors[index] ?? 0)));
  const extraTotal = extra.reduce((sum, more) => sum + more, 0);
  return floors.map(
    (floor, index) =>
      floor + (extraTotal === 0 ? 0 : ((extra[index] ?? 0) / extraTotal) * (pageWidth - floorTotal)),
  );
}

/**
 * Landscape Letter: the title (wrapped when long), "As of", the window, and the table with its
 * header on every page. Headers and cells wrap within their column; a row is as tall as its tallest
 * cell and moves whole to the next page.
 */
export function reportPdfStream(
  prepared: PreparedReport,
  cellText: Cell,
  maxRows: number = PDF_MAX_ROWS,
): Readable {
  const { definition, reader, window } = prepared;
  const pdf = new PDFDocument({
    size: "LETTER",
    layout: "landscape",
    margins: { top: PAGE_MARGIN, bottom: PAGE_MARGIN, left: PAGE_MARGIN, right: PAGE_MARGIN },
    info: { Title: definition.name },
  });
  const width = pdf.page.width - 2 * PAGE_MARGIN;
  const bottom = pdf.page.height - PAGE_MARGIN - FONT_SIZE * 2;
  const labels = definition.columns.map((column) => column.label);
  // Amounts and counts line up on the right, as on the screen.
  const alignOf = definition.columns.map((column) =>
    column.kind === "money" || column.kind === "number" ? ("right" as const) : ("left" as const),
  );
  let widths: number[] = labels.map(() => width / labels.length);
  let pageNumber = 1;
  let y = PAGE_MARGIN;

  // A status or a category is a code: the page shows it in words, as the screens do.
  const textOf = (column: ReportColumn, value: ReportRow[string] | undefined) =>
    readsAsCode(column) && typeof value === "string" ? codeLabel(value) : cellText(column, value);
  const useFont = (bold: boolean) => pdf.font(bold ? "Helvetica-Bold" : "Helvetica").fontSize(FONT_SIZE);
  const footer = () => {
    // The footer sits in the bottom margin: lift the margin while writing it so no page is added.
    const margin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    useFont(false).text(`Page ${pageNumber}`, PAGE_MARGIN, pdf.page.height - PAGE_MARGIN - 4, {
      width,
      align: "right",
      lineBreak: false,
    });
    pdf.page.margins.bottom = margin;
  };
  const heightOf = (cells: readonly string[], bold: boolean) => {
    useFont(bold);
    const heights = cells.map((cell, index) =>
      pdf.heightOfString(cell || " ", { width: (widths[index] ?? 0) - CELL_GAP }),
    );
    return Math.max(...heights) + 2 * ROW_PADDING;
  };
  const row = (cells: readonly string[], bold: boolean, height = heightOf(cells, bold)) => {
    useFont(bold);
    let x = PAGE_MARGIN;
    cells.forEach((cell, index) => {
      const cellWidth = widths[index] ?? 0;
      pdf.text(cell, x, y + ROW_PADDING, { width: cellWidth - CELL_GAP, align: alignOf[index] ?? "left" });
      x += cellWidth;
    });
    y += height;
  };
  const header = () => {
    row(labels, true);
    pdf
      .moveTo(PAGE_MARGIN, y - 1)
      .lineTo(PAGE_MARGIN + width, y - 1)
      .lineWidth(0.5)
      .stroke();
  };
  const nextPage = () => {
    footer();
    pdf.addPage();
    pageNumber += 1;
    y = PAGE_MARGIN;
    header();
  };

  void (async () => {
    pdf.font("Helvetica-Bold").fontSize(16).text(definition.name, PAGE_MARGIN, y, { width });
    y = pdf.y + 4;
    const windowText =
      definition.window === "window"
        ? `Window: ${usDay(window.today)} to ${usDay(window.to)}`
        : "All records in force today";
    pdf
      .font("Helvetica")
      .fontSize(10)
      .text(`As of ${usDay(window.today)} · ${windowText}`, PAGE_MARGIN, y, { width });
    y = pdf.y + 8;
    let written = 0;
    let total = 0;
    let headed = false;
    for await (const rows of reader.all()) {
      const lines = rows.map((record) =>
        definition.columns.map((column) => textOf(column, record[column.key])),
      );
      if (!headed) {
        // The widths are fitted to the header and the first chunk: every page's columns line up.
        widths = pdfColumnWidths(
          (text, bold) => useFont(bold).widthOfString(text),
          labels,
          lines.slice(0, 500),
          width,
        );
        header();
        headed = true;
      }
      for (const cells of lines) {
        total += 1;
        if (written >= maxRows) continue;
        const height = heightOf(cells, false);
        if (y + height > bottom) nextPage();
        row(cells, false, height);
        written += 1;
      }
    }
    if (!headed) header();
    if (y + FONT_SIZE * 2 > bottom) nextPage();
    y += 4;
    const summary =
      total > written
        ? `${total - written === 1 ? "1 more row was" : `${total - written} more rows were`} left out: a PDF lists at most ${maxRows} rows. Export CSV or XLSX for all ${total}.`
        : `${total} ${total === 1 ? "row" : "rows"}.`;
    pdf.font("Helvetica-Oblique").fontSize(FONT_SIZE).text(summary, PAGE_MARGIN, y, { width });
    footer();
    pdf.end();
  })().catch((error: unknown) => pdf.destroy(error instanceof Error ? error : new Error(String(error))));
  return pdf;
}

/** "2026-11-24" → "11/24/2026", as the screens show days. */
function usDay(day: string): string {
  return `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
}

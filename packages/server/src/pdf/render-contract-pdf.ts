import PDFDocument from "pdfkit";
import type { RenderedContractDocument, RichNode } from "@rightsdesk/domain";

type Pdf = InstanceType<typeof PDFDocument>;
type Mark = "bold" | "italic" | "underline";

/** What the PDF's document information says besides the text. */
export interface ContractPdfOptions {
  /**
   * Written as the creation and modification dates. Pass the contract's last change: the same
   * contract then gives the same bytes, so drawing it twice is seen as the same document.
   */
  readonly date: Date;
  /** The PDF's Author entry (the product name by default). */
  readonly author?: string;
}

interface Run {
  text: string;
  marks: readonly Mark[];
}
/** A hard break: pdfkit drops a newline between continued runs, so the lines are drawn apart. */
const BREAK: Run = { text: "\n", marks: [] };

const MARGIN = 72;
const BODY_SIZE = 10.5;
const HEADING_SIZES: Record<number, number> = { 1: 16, 2: 13.5, 3: 12 };
const LIST_INDENT = 18;

/**
 * The characters the standard fonts can show (WinAnsi): Latin-1 plus a few typographic ones.
 * Anything else is reduced to its base letter ("ő" → "o") or "?", so no text turns to garbage
 * and the PDF's text extracts cleanly.
 */
const WIN_ANSI_EXTRA = new Set([..."€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"]);
/** Letters Unicode does not decompose into a base letter and a mark. */
const BASE_LETTER: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i" };
function printable(text: string): string {
  return [...text.normalize("NFC")]
    .map((char) => {
      const code = char.codePointAt(0) ?? 0;
      if ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) {
        return char;
      }
      if (char === "\n") return char;
      if (char === "\t") return " ";
      const base = (BASE_LETTER[char] ?? char).normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
      return [...base].every((c) => (c.codePointAt(0) ?? 0) < 0x7f) && base !== "" ? base : "?";
    })
    .join("");
}

function fontOf(marks: readonly Mark[], heading = false): string {
  const bold = heading || marks.includes("bold");
  const italic = marks.includes("italic");
  if (bold && italic) return "Helvetica-BoldOblique";
  if (bold) return "Helvetica-Bold";
  if (italic) return "Helvetica-Oblique";
  return "Helvetica";
}

/** The inline content of a paragraph or heading as runs of equally formatted text. */
function runsOf(node: RichNode): Run[] {
  const runs: Run[] = [];
  const walk = (child: RichNode) => {
    if (child.type === "text" && child.text) {
      runs.push({ text: printable(child.text), marks: (child.marks ?? []).map((mark) => mark.type) });
    } else if (child.type === "hardBreak") {
      runs.push(BREAK);
    } else {
      child.content?.forEach(walk);
    }
  };
  node.content?.forEach(walk);
  return runs;
}

/** Draws runs as one flowing block from (x, current y), `width` wide; hard breaks start new lines. */
function drawRuns(pdf: Pdf, runs: readonly Run[], x: number, width: number, size: number, heading = false) {
  const lines: Run[][] = [[]];
  for (const run of runs) {
    if (run === BREAK) lines.push([]);
    else if (run.text !== "") lines.at(-1)?.push(run);
  }
  for (const line of lines) drawLine(pdf, line, x, width, size, heading);
}

function drawLine(pdf: Pdf, runs: readonly Run[], x: number, width: number, size: number, heading: boolean) {
  if (runs.length === 0) {
    pdf.font("Helvetica").fontSize(size).text(" ", x, pdf.y, { width, lineGap: 2 });
    return;
  }
  runs.forEach((run, index) => {
    pdf.font(fontOf(run.marks, heading)).fontSize(size);
    const options = {
      width,
      continued: index < runs.length - 1,
      underline: run.marks.includes("underline"),
      lineGap: 2,
    };
    if (index === 0) pdf.text(run.text, x, pdf.y, options);
    else pdf.text(run.text, options);
  });
}

function drawList(pdf: Pdf, list: RichNode, indent: number): void {
  const ordered = list.type === "orderedList";
  let number = list.attrs?.start ?? 1;
  for (const item of list.content ?? []) {
    const marker = ordered ? `${number++}.` : "•";
    const x = MARGIN + indent;
    const top = pdf.y;
    pdf.font("Helvetica").fontSize(BODY_SIZE).text(marker, x, top, { width: LIST_INDENT, lineBreak: false });
    pdf.y = top;
    let first = true;
    for (const child of item.content ?? []) {
      if (child.type === "bulletList" || child.type === "orderedList") {
        drawList(pdf, child, indent + LIST_INDENT);
      } else {
        if (!first) pdf.moveDown(0.2);
        drawBlock(pdf, child, indent + LIST_INDENT);
      }
      first = false;
    }
    pdf.moveDown(0.2);
  }
}

/** Draws one block node (paragraph, heading, list, rule) at `indent` from the left margin. */
function drawBlock(pdf: Pdf, node: RichNode, indent = 0): void {
  const x = MARGIN + indent;
  const width = pdf.page.width - MARGIN - x;
  switch (node.type) {
    case "heading": {
      const size = HEADING_SIZES[node.attrs?.level ?? 1] ?? BODY_SIZE;
      pdf.moveDown(0.4);
      drawRuns(pdf, runsOf(node), x, width, size, true);
      pdf.moveDown(0.3);
      return;
    }
    case "bulletList":
    case "orderedList":
      drawList(pdf, node, indent);
      return;
    case "horizontalRule": {
      pdf.moveDown(0.4);
      const y = pdf.y;
      pdf
        .moveTo(x, y)
        .lineTo(pdf.page.width - MARGIN, y)
        .lineWidth(0.75)
        .strokeColor("#555555")
        .stroke();
      pdf.y = y;
      pdf.moveDown(0.6);
      return;
    }
    case "doc":
    case "listItem":
      for (const child of node.content ?? []) drawBlock(pdf, child, indent);
      return;
    case "text":
    case "hardBreak":
      drawRuns(pdf, runsOf({ type: "paragraph", content: [node] }), x, width, BODY_SIZE);
      return;
    default:
      drawRuns(pdf, runsOf(node), x, width, BODY_SIZE);
      pdf.moveDown(0.5);
  }
}

function drawTitle(pdf: Pdf, title: string, subtitle: string | null): void {
  const width = pdf.page.width - 2 * MARGIN;
  pdf.font("Helvetica-Bold").fontSize(18).text(printable(title), MARGIN, MARGIN, { width, align: "center" });
  if (subtitle) {
    pdf.moveDown(0.2);
    pdf.font("Helvetica").fontSize(12).text(printable(subtitle), MARGIN, pdf.y, { width, align: "center" });
  }
  pdf.moveDown(1.2);
}

/** The room left above the bottom margin on the current page. */
function roomLeft(pdf: Pdf): number {
  return pdf.page.height - pdf.page.margins.bottom - pdf.y;
}

/** The height a block takes, measured with the fonts and widths it is drawn with (close enough to page by). */
function heightOf(pdf: Pdf, node: RichNode, indent = 0): number {
  const width = pdf.page.width - 2 * MARGIN - indent;
  const lineHeight = (size: number) => pdf.font("Helvetica").fontSize(size).currentLineHeight(true) + 2;
  const textOf = (n: RichNode): string =>
    n.type === "hardBreak" ? "\n" : (n.text ?? "") + (n.content ?? []).map(textOf).join("");
  switch (node.type) {
    case "doc":
    case "listItem":
      return (node.content ?? []).reduce((sum, child) => sum + heightOf(pdf, child, indent), 0);
    case "bulletList":
    case "orderedList":
      return (node.content ?? []).reduce((sum, child) => sum + heightOf(pdf, child, indent + LIST_INDENT), 0);
    case "horizontalRule":
      return lineHeight(BODY_SIZE);
    case "heading": {
      const size = HEADING_SIZES[node.attrs?.level ?? 1] ?? BODY_SIZE;
      const font = pdf.font("Helvetica-Bold").fontSize(size);
      return (
        font.heightOfString(printable(textOf(node)) || " ", { width, lineGap: 2 }) + lineHeight(size) * 0.7
      );
    }
    default: {
      const font = pdf.font("Helvetica").fontSize(BODY_SIZE);
      return (
        font.heightOfString(printable(textOf(node)) || " ", { width, lineGap: 2 }) +
        lineHeight(BODY_SIZE) * 0.5
      );
    }
  }
}

/** Starts a new page when the block would not fit in what is left of this one (and fits on a page). */
function keepTogether(pdf: Pdf, node: RichNode): void {
  const needed = heightOf(pdf, node);
  const page = pdf.page.height - pdf.page.margins.top - pdf.page.margins.bottom;
  if (needed > roomLeft(pdf) && needed <= page) pdf.addPage();
}

/** The contract's fees as a two-column table under a "Fees" heading, kept on one page. */
function drawFeeTable(pdf: Pdf, lines: RenderedContractDocument["feeLines"]): void {
  if (lines.length === 0) return;
  const width = pdf.page.width - 2 * MARGIN;
  const labelWidth = Math.round(width * 0.45);
  const rowHeight = pdf.font("Helvetica").fontSize(BODY_SIZE).currentLineHeight(true) + 6;
  const needed = rowHeight * (lines.length + 2);
  if (needed > roomLeft(pdf)) pdf.addPage();
  pdf.moveDown(0.4);
  pdf
    .fillColor("#000000")
    .font("Helvetica-Bold")
    .fontSize(HEADING_SIZES[2] ?? BODY_SIZE);
  pdf.text("Fees", MARGIN, pdf.y, { width });
  pdf.moveDown(0.3);
  for (const line of lines) {
    const top = pdf.y;
    pdf.font("Helvetica").fontSize(BODY_SIZE).text(printable(line.label), MARGIN, top, { width: labelWidth });
    const afterLabel = pdf.y;
    pdf
      .font("Helvetica-Bold")
      .fontSize(BODY_SIZE)
      .text(printable(line.amount), MARGIN + labelWidth, top, { width: width - labelWidth });
    pdf.y = Math.max(afterLabel, pdf.y) + 3;
    pdf
      .moveTo(MARGIN, pdf.y)
      .lineTo(MARGIN + width, pdf.y)
      .lineWidth(0.5)
      .strokeColor("#bbbbbb")
      .stroke();
    pdf.y += 3;
  }
  pdf.strokeColor("#000000");
  pdf.moveDown(0.8);
}

/** "Page X of Y" at the foot of every page, drawn once all pages exist. */
function drawPageNumbers(pdf: Pdf): void {
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    pdf.switchToPage(index);
    const bottom = pdf.page.margins.bottom;
    // Writing inside the bottom margin would start a new page; lift the margin while drawing.
    pdf.page.margins.bottom = 0;
    pdf
      .font("Helvetica")
      .fontSize(8.5)
      .fillColor("#444444")
      .text(`Page ${index - range.start + 1} of ${range.count}`, MARGIN, pdf.page.height - MARGIN / 2 - 6, {
        width: pdf.page.width - 2 * MARGIN,
        align: "center",
        lineBreak: false,
      });
    pdf.page.margins.bottom = bottom;
  }
}

/**
 * Draws a contract, as the domain's renderContractDocument filled it, on US Letter pages: title
 * and subtitle on top, then the Header, Body, Legal and Footer parts in order, and "Page X of Y"
 * at the foot of every page. Only the PDF standard fonts (Helvetica and its bold, oblique and
 * bold-oblique variants) are used, so nothing is embedded and the text extracts as written.
 * The same document and date give the same bytes.
 */
export function renderContractPdf(
  document: RenderedContractDocument,
  options: ContractPdfOptions,
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "LETTER",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    compress: true,
    info: {
      Title: printable(document.subtitle ? `${document.title} - ${document.subtitle}` : document.title),
      Author: options.author ?? "Rights Desk",
      Creator: "Rights Desk",
      Producer: "Rights Desk",
      CreationDate: options.date,
      ModDate: options.date,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  pdf.fillColor("#000000");
  if (document.showTitle) drawTitle(pdf, document.title, document.subtitle);
  else pdf.y = MARGIN;
  let feesDrawn = false;
  for (const part of document.parts) {
    if (!feesDrawn && part.partType !== "Header" && part.partType !== "Body") {
      drawFeeTable(pdf, document.feeLines);
      feesDrawn = true;
    }
    pdf.fillColor("#000000").strokeColor("#000000");
    // A signature block is never split: it starts a new page when it would not fit.
    if (part.partType === "Footer") keepTogether(pdf, part.content);
    drawBlock(pdf, part.content);
    pdf.moveDown(0.4);
  }
  if (!feesDrawn) drawFeeTable(pdf, document.feeLines);
  drawPageNumbers(pdf);
  pdf.end();
  return done;
}

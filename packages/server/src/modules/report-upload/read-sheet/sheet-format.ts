import iconv from "iconv-lite";
import { notASpreadsheet } from "./sheet-refusals.js";
import { byteOrderMarkEncoding, textEncodingOf, utf16WithoutMark } from "./text-encoding.js";

export type SheetFormat = "csv" | "xlsx" | "xls";

const ZIP_ENTRY = [0x50, 0x4b, 0x03, 0x04];
const OLE2_DOCUMENT = [0xd0, 0xcf, 0x11, 0xe0];
/** Text formats that are still not tables. */
const OTHER_TEXT_DOCUMENTS = ["%PDF-", "%!PS", "{\\rtf"];
/** Markup Excel opens as a workbook: an HTML table or Excel 2003's XML spreadsheet. */
const SPREADSHEET_MARKUP = /<table[\s>]|urn:schemas-microsoft-com:office:spreadsheet/i;

/**
 * The format of an uploaded spreadsheet, decided from its first bytes rather than its name: a ZIP is
 * an XLSX workbook, an OLE2 compound document a legacy XLS one, and text a CSV — except markup that
 * holds a table (web systems often save HTML or Excel XML under an .xls name), read as XLS.
 * Anything else (PDF, images, other binaries) is refused, naming the upload field `file`.
 */
export function sheetFormatOf(head: Buffer, fileName: string): SheetFormat {
  if (startsWith(head, ZIP_ENTRY)) return "xlsx";
  if (startsWith(head, OLE2_DOCUMENT)) return "xls";
  const text = textOf(head);
  if (text === undefined) throw notASpreadsheet(fileName);
  const start = text.trimStart();
  if (OTHER_TEXT_DOCUMENTS.some((magic) => start.startsWith(magic))) throw notASpreadsheet(fileName);
  if (start.startsWith("<")) {
    if (SPREADSHEET_MARKUP.test(text)) return "xls";
    throw notASpreadsheet(fileName);
  }
  return "csv";
}

/** The head decoded, or undefined when it holds bytes no text file has. */
function textOf(head: Buffer): string | undefined {
  const isUtf16 = (byteOrderMarkEncoding(head) ?? utf16WithoutMark(head))?.startsWith("utf-16") ?? false;
  if (!isUtf16 && head.includes(0)) return undefined;
  const text = iconv.decode(head, textEncodingOf(head));
  return hasFewControlCharacters(text) ? text : undefined;
}

/** Tabs, line breaks and the odd stray control character pass; binary data has many. */
function hasFewControlCharacters(text: string): boolean {
  let controls = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const isControl = (code < 0x20 && !"\t\n\v\f\r\x1a\x1b".includes(text.charAt(index))) || code === 0x7f;
    if (isControl) controls += 1;
  }
  return controls <= Math.max(1, text.length / 1000);
}

function startsWith(bytes: Buffer, magic: readonly number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}

import Papa from "papaparse";

/** What a CSV cell may hold; null and undefined are empty cells. */
export type CsvValue = string | number | boolean | null | undefined;

/** A plain number written as text ("-1.50", "+3"): a spreadsheet reads it as a number, never a formula. */
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;
/** What makes a spreadsheet read a text as a formula (OWASP's list: = + - @, a tab, a return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text as a spreadsheet cell may safely hold it: one that a spreadsheet would run as a formula
 * (`=HYPERLINK(…)`, `+cmd`, `@SUM(…)`, or after a tab or return) gets a leading `'`, which shows
 * it as text. Plain numbers stay as they are.
 */
export function spreadsheetSafe(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

function cell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return spreadsheetSafe(value);
  return String(value);
}

/**
 * The one CSV writer of Rights Desk (web, API exports, CLI): RFC 4180 quoting by Papa Parse (which
 * runs in the browser and in Node alike), CRLF line ends, and every cell made spreadsheet-safe. Without `header`, only the rows: the
 * following chunks of a file written piece by piece.
 */
export function csvText(rows: readonly (readonly CsvValue[])[], header?: readonly string[]): string {
  const lines = [...(header ? [header.map(cell)] : []), ...rows.map((row) => row.map(cell))];
  if (lines.length === 0) return "";
  // Every line ends with CRLF, the last one too, so chunks of one file can follow each other.
  return `${Papa.unparse(lines, { newline: "\r\n" })}\r\n`;
}

import * as XLSX from "@e965/xlsx";
import type { CellValue } from "exceljs";

const MILLISECONDS_PER_DAY = 24 * 60 * 60 * 1000;
/** Day 0 of Excel's 1900 date system, on the Unix clock (serial 25569 is 1970-01-01). */
const UNIX_EPOCH_SERIAL = 25569;
/** The 1904 date system (old Mac workbooks) counts from 1904-01-01, 1462 days later. */
const DATE_1904_OFFSET = 1462;
/** Excel shows at most 15 significant digits; the stored double may carry noise beyond them. */
const plainDecimal = new Intl.NumberFormat("en-US", { useGrouping: false, maximumSignificantDigits: 15 });

/** What a cell shows, as text: see readSheetRows for the rules. */
export function excelCellText(value: CellValue, isDateFormatted: () => boolean, date1904: boolean): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return numberText(value);
  if (typeof value === "boolean") return booleanText(value);
  if (value instanceof Date) return dateText(value, date1904);
  if ("richText" in value) return value.richText.map((run) => run.text).join("");
  if ("formula" in value || "sharedFormula" in value) {
    const { result } = value;
    if (typeof result === "number" && isDateFormatted())
      return dateText(serialToDate(result, date1904), date1904);
    return excelCellText(result, () => false, date1904);
  }
  if ("error" in value) return value.error;
  if ("text" in value) return textOf(value.text);
  return "";
}

/** Whether a number format shows a date or a time, as SheetJS's format reader (SSF) judges it. */
export function isDateFormat(format: string | undefined): boolean {
  const formats = XLSX.SSF as { is_date(format: string): boolean };
  return format !== undefined && format !== "" && formats.is_date(format);
}

/** A number as plain decimal text: no exponent, no grouping, Excel's 15 significant digits. */
export function numberText(value: number): string {
  if (!Number.isFinite(value)) return "";
  return plainDecimal.format(value === 0 ? 0 : value);
}

export function booleanText(value: boolean): string {
  return value ? "TRUE" : "FALSE";
}

/**
 * A date cell as ISO text to the second: `YYYY-MM-DD` at midnight, `YYYY-MM-DDTHH:mm:ss` otherwise,
 * and `HH:mm:ss` for a time of day alone (a serial below 1, which lands on Excel's day 0 or 1).
 * Excel dates carry no time zone, so the UTC fields hold the wall-clock values.
 */
export function dateText(date: Date, date1904: boolean): string {
  const milliseconds = date.getTime();
  if (Number.isNaN(milliseconds)) return "";
  const iso = new Date(Math.round(milliseconds / 1000) * 1000).toISOString();
  const day = iso.slice(0, iso.indexOf("T"));
  const time = iso.slice(iso.indexOf("T") + 1, iso.indexOf("T") + 9);
  if (isTimeOnlyDay(day, date1904)) return time;
  return time === "00:00:00" ? day : `${day}T${time}`;
}

/** A date serial (days since Excel's day 0, the fraction being the time of day) as a UTC date. */
export function serialToDate(serial: number, date1904: boolean): Date {
  const days = serial - UNIX_EPOCH_SERIAL + (date1904 ? DATE_1904_OFFSET : 0);
  return new Date(Math.round(days * MILLISECONDS_PER_DAY));
}

function isTimeOnlyDay(day: string, date1904: boolean): boolean {
  return date1904 ? day === "1904-01-01" : day === "1899-12-30" || day === "1899-12-31";
}

/** Hyperlink text: exceljs may hand back the cell's rich text there. */
function textOf(text: unknown): string {
  if (typeof text === "string") return text;
  if (typeof text === "object" && text !== null && "richText" in text && Array.isArray(text.richText)) {
    return text.richText
      .map((run: { text?: unknown }) => (typeof run.text === "string" ? run.text : ""))
      .join("");
  }
  return "";
}

import { isoDateFromParts, isoDateParts, type IsoDate } from "./iso-date.js";
import { isEmptyDate } from "./empty-date.js";

const DISPLAY_PATTERN = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/;

/** The screen format MM/DD/YYYY (spec 001 section 5): 2025-01-06 -> "01/06/2025". */
export function formatDisplayDate(date: IsoDate): string {
  const { year, month, day } = isoDateParts(date);
  return `${String(month).padStart(2, "0")}/${String(day).padStart(2, "0")}/${String(year).padStart(4, "0")}`;
}

/** Like formatDisplayDate, but no date (null, undefined or the 0001-01-01 marker) shows as "". */
export function formatOptionalDisplayDate(date: IsoDate | null | undefined): string {
  if (date === null || date === undefined || isEmptyDate(date)) return "";
  return formatDisplayDate(date);
}

/**
 * Reads what a user typed as MM/DD/YYYY. One-digit month or day is accepted ("1/6/2025"),
 * the year must have four digits. Null when it is not a real calendar date.
 */
export function parseDisplayDate(text: string): IsoDate | null {
  const match = DISPLAY_PATTERN.exec(text);
  if (!match) return null;
  return isoDateFromParts(Number(match[3]), Number(match[1]), Number(match[2]));
}

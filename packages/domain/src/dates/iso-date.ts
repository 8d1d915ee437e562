import { z } from "zod";
import { daysInMonth } from "./calendar.js";

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Year range of an IsoDate: four digits, and year 0 is not a calendar year (the empty marker is 0001-01-01). */
export const MIN_ISO_YEAR = 1;
export const MAX_ISO_YEAR = 9999;

/** The parts of a calendar date. Months and days count from 1. */
export interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function isValidParts(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < MIN_ISO_YEAR || year > MAX_ISO_YEAR || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function isCalendarDateString(value: string): boolean {
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  return isValidParts(Number(match[1]), Number(match[2]), Number(match[3]));
}

/**
 * A date with no time and no zone, written "YYYY-MM-DD", that exists on the calendar
 * (no 2025-02-29). Branded so a plain string cannot be passed where a checked date is required.
 */
export const IsoDateSchema = z
  .string()
  .refine(isCalendarDateString, { message: "Expected a calendar date written YYYY-MM-DD" })
  .brand<"IsoDate">();

export type IsoDate = z.infer<typeof IsoDateSchema>;

export function isIsoDate(value: unknown): value is IsoDate {
  return typeof value === "string" && isCalendarDateString(value);
}

/** The date, or null when `value` is not a real "YYYY-MM-DD" date. */
export function parseIsoDate(value: string): IsoDate | null {
  return isIsoDate(value) ? value : null;
}

/** Checked conversion for literals and trusted data; throws RangeError on anything else. */
export function toIsoDate(value: string): IsoDate {
  if (!isIsoDate(value)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): "${value}"`);
  return value;
}

/** The date with these parts, or null when they do not name a calendar day. */
export function isoDateFromParts(year: number, month: number, day: number): IsoDate | null {
  if (!isValidParts(year, month, day)) return null;
  const text = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return text as IsoDate;
}

/** Checked variant of isoDateFromParts: throws RangeError when the parts do not name a calendar day. */
export function toIsoDateFromParts(year: number, month: number, day: number): IsoDate {
  const date = isoDateFromParts(year, month, day);
  if (date === null)
    throw new RangeError(
      `Not a calendar date in years ${MIN_ISO_YEAR}-${MAX_ISO_YEAR}: ${year}-${month}-${day}`,
    );
  return date;
}

export function isoDateParts(date: IsoDate): DateParts {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

import { fromDayNumber, toDayNumber } from "./day-number.js";
import type { IsoDate } from "./iso-date.js";

/*
 * Day arithmetic on whole UTC days (day numbers). Nothing here touches a Date object,
 * so a date never shifts across a time zone or a daylight-saving change.
 */

/** `date` moved by `days` (negative moves back). RangeError if the result leaves years 1-9999. */
export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`Days must be a whole number, got ${days}`);
  return fromDayNumber(toDayNumber(date) + days);
}

/** Whole days from `from` to `to`: positive when `to` is later; addDays(from, diffDays(from, to)) === to. */
export function diffDays(from: IsoDate, to: IsoDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

/** -1, 0 or 1, for sorting. "YYYY-MM-DD" also sorts as text, but this says what is meant. */
export function compareIsoDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

export function minIsoDate(first: IsoDate, ...rest: readonly IsoDate[]): IsoDate {
  return rest.reduce((min, date) => (date < min ? date : min), first);
}

export function maxIsoDate(first: IsoDate, ...rest: readonly IsoDate[]): IsoDate {
  return rest.reduce((max, date) => (date > max ? date : max), first);
}

/** Whether `from <= date <= to`, both ends included; a null `to` is open-ended. */
export function isDateInRange(date: IsoDate, from: IsoDate, to: IsoDate | null): boolean {
  return date >= from && (to === null || date <= to);
}

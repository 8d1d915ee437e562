import { addDays } from "../dates/date-arithmetic.js";
import type { IsoDate } from "../dates/iso-date.js";

/** Throws RangeError unless `lengthDays` is a whole number of days, at least 1. */
export function assertCycleLength(lengthDays: number): void {
  if (!Number.isInteger(lengthDays) || lengthDays < 1) {
    throw new RangeError(`A cycle length is a whole number of days, at least 1; got ${lengthDays}`);
  }
}

/**
 * The expire date of a cycle is its LAST COVERED DAY; the next cycle starts the day after.
 * So expire = start + lengthDays - 1: a 13-week (91-day) cycle from 2025-01-06 expires 2025-04-06.
 */
export function computeCycleExpiry(start: IsoDate, lengthDays: number): IsoDate {
  assertCycleLength(lengthDays);
  return addDays(start, lengthDays - 1);
}

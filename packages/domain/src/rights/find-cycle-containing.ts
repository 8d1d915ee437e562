import { diffDays } from "../dates/date-arithmetic.js";
import type { IsoDate } from "../dates/iso-date.js";
import { assertCycleLength } from "./compute-cycle-expiry.js";
import { cycleNumbered, type UseCycle } from "./list-use-cycles.js";

/** The cycle of a back-to-back run from `firstStart` that covers `date`; null before the first cycle starts. */
export function findCycleContaining(firstStart: IsoDate, lengthDays: number, date: IsoDate): UseCycle | null {
  assertCycleLength(lengthDays);
  const offset = diffDays(firstStart, date);
  if (offset < 0) return null;
  return cycleNumbered(firstStart, lengthDays, Math.floor(offset / lengthDays) + 1);
}

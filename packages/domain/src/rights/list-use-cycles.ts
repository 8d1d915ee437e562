import { addDays, diffDays } from "../dates/date-arithmetic.js";
import type { IsoDate } from "../dates/iso-date.js";
import { assertCycleLength, computeCycleExpiry } from "./compute-cycle-expiry.js";

/** One cycle of a use right; `number` counts from 1, `expire` is the last covered day. */
export interface UseCycle {
  readonly number: number;
  readonly start: IsoDate;
  readonly expire: IsoDate;
}

/** Cycle `number` (from 1) of a run of back-to-back cycles that begins on `firstStart`. */
export function cycleNumbered(firstStart: IsoDate, lengthDays: number, number: number): UseCycle {
  assertCycleLength(lengthDays);
  if (!Number.isInteger(number) || number < 1)
    throw new RangeError(`Cycle numbers start at 1, got ${number}`);
  const start = addDays(firstStart, (number - 1) * lengthDays);
  return { number, start, expire: computeCycleExpiry(start, lengthDays) };
}

/** The first `count` successive cycles: each starts the day after the previous one expires. */
export function listUseCycles(firstStart: IsoDate, lengthDays: number, count: number): UseCycle[] {
  assertCycleLength(lengthDays);
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`Cycle count must be a whole number >= 0, got ${count}`);
  return Array.from({ length: count }, (_, index) => cycleNumbered(firstStart, lengthDays, index + 1));
}

/** All cycles needed to cover every day from `firstStart` up to and including `through` (none if `through` is earlier). */
export function listUseCyclesThrough(firstStart: IsoDate, lengthDays: number, through: IsoDate): UseCycle[] {
  assertCycleLength(lengthDays);
  const span = diffDays(firstStart, through);
  if (span < 0) return [];
  return listUseCycles(firstStart, lengthDays, Math.floor(span / lengthDays) + 1);
}

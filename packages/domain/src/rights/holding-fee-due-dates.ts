import type { IsoDate } from "../dates/iso-date.js";
import { listUseCyclesThrough } from "./list-use-cycles.js";

/** A fixed cycle is 13 weeks (reference section 6, "Cycles and holding fees"). */
export const FIXED_CYCLE_DAYS = 91;

export interface HoldingFeeDueDatesInput {
  /** First day of the first fixed cycle: the session (2025: first day of on-camera principal photography). */
  readonly fixedCycleStart: IsoDate;
  /** List due dates up to and including this day. */
  readonly through: IsoDate;
  /** No holding fee falls due in a cycle that starts after the MPU ends. */
  readonly mpuEnd?: IsoDate | null;
  /** Cycles starting on or before this day are already paid for, e.g. by a 1-year use purchase. */
  readonly coveredThrough?: IsoDate | null;
  /** The session fee pays for fixed cycle 1; set true to list cycle 1 too. */
  readonly includeFirstCycle?: boolean;
}

export interface HoldingFeeDue {
  readonly cycleNumber: number;
  /** The fee must be paid (postmarked) by the first day of its cycle, so the due date is the cycle start. */
  readonly dueDate: IsoDate;
  readonly cycleStart: IsoDate;
  readonly cycleExpire: IsoDate;
}

/** Holding-fee due dates: the first day of each 13-week fixed cycle in which the producer keeps the performer. */
export function computeHoldingFeeDueDates(input: HoldingFeeDueDatesInput): HoldingFeeDue[] {
  const { fixedCycleStart, through, mpuEnd = null, coveredThrough = null, includeFirstCycle = false } = input;
  return listUseCyclesThrough(fixedCycleStart, FIXED_CYCLE_DAYS, through)
    .filter((cycle) => includeFirstCycle || cycle.number > 1)
    .filter((cycle) => mpuEnd === null || cycle.start <= mpuEnd)
    .filter((cycle) => coveredThrough === null || cycle.start > coveredThrough)
    .map((cycle) => ({
      cycleNumber: cycle.number,
      dueDate: cycle.start,
      cycleStart: cycle.start,
      cycleExpire: cycle.expire,
    }));
}

import { addDays } from "../dates/date-arithmetic.js";
import type { IsoDate } from "../dates/iso-date.js";
import { findCycleContaining } from "./find-cycle-containing.js";
import { FIXED_CYCLE_DAYS } from "./holding-fee-due-dates.js";
import { cycleNumbered, listUseCyclesThrough, type UseCycle } from "./list-use-cycles.js";

/**
 * A union performer's fixed 13-week cycles, counted from the session date (reference section 6):
 * the one sequence that holding-fee due dates, the performer's use-right cycles, alerts, clearance,
 * the timeline and the reports all read. Cycle 1 is paid by the session fee; every later cycle is
 * paid by a holding fee (by `holdingFeesPaidThrough`) or by a recorded use right for that cycle.
 */
export interface FixedCycleTerms {
  /** First day of fixed cycle 1. */
  readonly sessionDate: IsoDate;
  /** Cycles starting on or before this day are paid by holding fees. */
  readonly holdingFeesPaidThrough: IsoDate | null;
  /** The performer's recorded use rights, each as the cycles it pays (see deriveFixedCycleTerm). */
  readonly paidTerms: readonly FixedCycleTerm[];
  /** No fee falls due in a cycle that starts after the MPU ends. */
  readonly mpuEnd: IsoDate | null;
}

export type FixedCyclePaidBy = "sessionFee" | "holdingFee" | "useRight";

export interface FixedCycle extends UseCycle {
  /** A fee is due by the first day of its cycle. */
  readonly dueDate: IsoDate;
  readonly paidBy: FixedCyclePaidBy | null;
}

/** The run of fixed cycles a recorded use right pays, with the dates the rule derives for it. */
export interface FixedCycleTerm {
  readonly firstCycle: number;
  readonly lastCycle: number;
  /** First day of `firstCycle`. */
  readonly start: IsoDate;
  /** Last day of `lastCycle`. */
  readonly end: IsoDate;
}

/** A recorded right's dates beside the ones the rule derives; `needsReview` when they differ. */
export interface DerivedFixedCycleTerm extends FixedCycleTerm {
  readonly recordedStart: IsoDate;
  readonly recordedEnd: IsoDate | null;
  readonly needsReview: boolean;
}

/** Fixed cycle `number` of a performer whose session was `sessionDate`. */
export function fixedCycleNumbered(sessionDate: IsoDate, number: number): UseCycle {
  return cycleNumbered(sessionDate, FIXED_CYCLE_DAYS, number);
}

/** The fixed cycle holding `date`; null before the session. */
export function fixedCycleContaining(sessionDate: IsoDate, date: IsoDate): UseCycle | null {
  return findCycleContaining(sessionDate, FIXED_CYCLE_DAYS, date);
}

/**
 * The cycles a recorded use right of `lengthDays` pays: from the fixed cycle holding its recorded
 * start (cycle 1 if it starts before the session), as many whole cycles as the length holds (at
 * least one: "1 year" pays four, "13 weeks" one). Its dates are those cycles' first and last days;
 * a recorded start or end that differs is kept and flagged for review.
 */
export function deriveFixedCycleTerm(
  sessionDate: IsoDate,
  recorded: { readonly start: IsoDate; readonly end: IsoDate | null; readonly lengthDays: number },
): DerivedFixedCycleTerm {
  const holding = fixedCycleContaining(sessionDate, recorded.start);
  const firstCycle = holding?.number ?? 1;
  const count = Math.max(1, Math.floor(recorded.lengthDays / FIXED_CYCLE_DAYS));
  const lastCycle = firstCycle + count - 1;
  const start = fixedCycleNumbered(sessionDate, firstCycle).start;
  const end = fixedCycleNumbered(sessionDate, lastCycle).expire;
  return {
    firstCycle,
    lastCycle,
    start,
    end,
    recordedStart: recorded.start,
    recordedEnd: recorded.end,
    needsReview: recorded.start !== start || (recorded.end !== null && recorded.end !== end),
  };
}

function paidByOf(cycle: UseCycle, terms: FixedCycleTerms): FixedCyclePaidBy | null {
  if (cycle.number === 1) return "sessionFee";
  if (terms.holdingFeesPaidThrough !== null && cycle.start <= terms.holdingFeesPaidThrough)
    return "holdingFee";
  const byRight = terms.paidTerms.some(
    (term) => cycle.number >= term.firstCycle && cycle.number <= term.lastCycle,
  );
  return byRight ? "useRight" : null;
}

/** Every fixed cycle from 1 through the one holding `through`, none starting after the MPU ends. */
export function listFixedCycles(terms: FixedCycleTerms, through: IsoDate): FixedCycle[] {
  return listUseCyclesThrough(terms.sessionDate, FIXED_CYCLE_DAYS, through)
    .filter((cycle) => terms.mpuEnd === null || cycle.start <= terms.mpuEnd)
    .map((cycle) => ({ ...cycle, dueDate: cycle.start, paidBy: paidByOf(cycle, terms) }));
}

/** The fixed cycle holding `date`, with whether it is paid; null before the session or after the MPU. */
export function fixedCycleOn(terms: FixedCycleTerms, date: IsoDate): FixedCycle | null {
  const cycles = listFixedCycles(terms, date);
  const last = cycles.at(-1);
  return last !== undefined && last.start <= date && date <= last.expire ? last : null;
}

/** The holding fees owed through `through`: every unpaid cycle, whatever its age, until paid. */
export function unpaidFixedCycles(terms: FixedCycleTerms, through: IsoDate): FixedCycle[] {
  return listFixedCycles(terms, through).filter((cycle) => cycle.paidBy === null);
}

/**
 * The last day of the unbroken run of paid cycles from cycle 1: what "paid through" means on every
 * screen. A paid cycle after an unpaid one does not extend it.
 */
export function fixedCyclesPaidThrough(terms: FixedCycleTerms, on: IsoDate): IsoDate {
  let paidThrough = addDays(terms.sessionDate, FIXED_CYCLE_DAYS - 1);
  // Look far enough ahead to see paid cycles after `on`, e.g. a year bought in advance.
  const horizon = addDays(on, FIXED_CYCLE_DAYS * 8);
  for (const cycle of listFixedCycles(terms, horizon)) {
    if (cycle.paidBy === null) break;
    paidThrough = cycle.expire;
  }
  return paidThrough;
}

/** The next unpaid cycle: the earliest one owed (overdue first), else the first after `today`; null past the MPU. */
export function nextUnpaidFixedCycle(terms: FixedCycleTerms, today: IsoDate): FixedCycle | null {
  const horizon = addDays(today, FIXED_CYCLE_DAYS * 9);
  return listFixedCycles(terms, horizon).find((cycle) => cycle.paidBy === null) ?? null;
}

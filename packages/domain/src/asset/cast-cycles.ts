import { z } from "zod";
import { cycleLengthDays } from "../rights/cycle-length-catalogue.js";
import { isEmptyDate } from "../dates/empty-date.js";
import { isIsoDate, parseIsoDate, type IsoDate } from "../dates/iso-date.js";
import type { FeeUnion } from "../fees/fee-schedule.js";
import type { RateCardEntry } from "../fees/rate-card-entry.js";
import { paymentFeeAmount, paymentFeeNote, type PaymentFee } from "../rights/clearance-reason.js";
import { priceRenewalFee, type CycleRenewal } from "../rights/evaluate-use-right.js";
import {
  deriveFixedCycleTerm,
  fixedCycleOn,
  fixedCyclesPaidThrough,
  nextUnpaidFixedCycle,
  unpaidFixedCycles,
  type DerivedFixedCycleTerm,
  type FixedCycle,
  type FixedCycleTerm,
  type FixedCycleTerms,
  listFixedCycles,
} from "../rights/fixed-cycles.js";
import { addDays } from "../dates/date-arithmetic.js";
import { formatDisplayDate } from "../dates/display-date.js";
import { FIXED_CYCLE_DAYS } from "../rights/holding-fee-due-dates.js";

/** A cast member's terms, as the Cast item stores them. */
export interface CastCycleTerms {
  readonly union: string | null;
  readonly performerCategory: string | null;
  readonly performanceType: string | null;
  readonly sessionDate: string | null;
  readonly holdingFeesPaidThrough: string | null;
}

/** A cast member of a spot, as the Cast item stores them. */
export interface SpotCastMember extends CastCycleTerms {
  readonly castItemId: number;
  readonly name: string;
  /** Edited out of the spot: they do not appear, so they need no right. */
  readonly editedOut: boolean;
  /** The holding fee of the contract linking the performer to the spot, when recorded. */
  readonly agreedHoldingFeeCents: number | null;
  /** The person: their over-scale entry on the client's rate card, when kept, prices their holding fees. */
  readonly performerId?: number | null;
}

/** A recorded use right of the cast member, as stored. */
export interface CastRightDates {
  readonly startCycleDate: string | null;
  readonly cycleExpireDate: string | null;
  readonly cycleLength: string | null;
}

/** A stored day, or null when it is empty, the empty-date marker or not a day. */
export function realDate(value: string | null | undefined): IsoDate | null {
  return value === null || value === undefined || value === "" || isEmptyDate(value) || !isIsoDate(value)
    ? null
    : parseIsoDate(value);
}

const feeUnionOf: Readonly<Record<string, FeeUnion>> = { "SAG AFTRA": "SAG-AFTRA", AFM: "AFM" };

/**
 * The holding fee that pays a cast member's fixed cycles: the principal session fee of their union,
 * on or off camera (reference section 2: holding fee = session fee). Only SAG-AFTRA and AFM
 * principals and voice-overs with a session date hold fixed cycles; anyone else's rights keep
 * their own dates and owe no holding fee.
 */
export function castHoldingFee(cast: CastCycleTerms): CycleRenewal | null {
  const union = feeUnionOf[cast.union?.trim() ?? ""];
  if (union === undefined) return null;
  if (cast.performerCategory !== "PRINCIPAL" && cast.performerCategory !== "VOICE OVER") return null;
  const sessionDate = realDate(cast.sessionDate);
  if (sessionDate === null) return null;
  const offCamera = cast.performerCategory === "VOICE OVER" || cast.performanceType === "OFF_CAMERA";
  return {
    kind: "holdingFee",
    union,
    sessionCategory: offCamera ? "offCameraPrincipalSession" : "onCameraPrincipalSession",
    keyOn: "cycleStart",
    sessionDate,
  };
}

/** The first day of fixed cycle 1 when fixed cycles apply to the cast member (see castHoldingFee), else null. */
export function castSessionDate(cast: CastCycleTerms): IsoDate | null {
  return castHoldingFee(cast)?.sessionDate ?? null;
}

/** A union cast member's recorded right as fixed cycles, with both sets of dates; null when it has no start or length. */
export function deriveCastRightTerm(
  sessionDate: IsoDate,
  right: CastRightDates,
): DerivedFixedCycleTerm | null {
  const start = realDate(right.startCycleDate);
  const lengthDays = right.cycleLength === null ? undefined : cycleLengthDays(right.cycleLength);
  if (start === null || lengthDays === undefined) return null;
  return deriveFixedCycleTerm(sessionDate, { start, end: realDate(right.cycleExpireDate), lengthDays });
}

/** The fixed-cycle terms of one cast member, or null when their rights keep their own dates. */
export function castFixedCycleTerms(
  cast: CastCycleTerms,
  rights: readonly CastRightDates[],
  mpuEnd: IsoDate | null,
): FixedCycleTerms | null {
  const sessionDate = castSessionDate(cast);
  if (sessionDate === null) return null;
  return {
    sessionDate,
    holdingFeesPaidThrough: realDate(cast.holdingFeesPaidThrough),
    paidTerms: rights.flatMap((right) => deriveCastRightTerm(sessionDate, right) ?? []),
    mpuEnd,
  };
}

export const CastCycleSchema = z.object({
  number: z.number().int(),
  start: z.string(),
  expire: z.string(),
  dueDate: z.string(),
  /** How the cycle is paid; null: not paid. */
  paidBy: z.enum(["sessionFee", "holdingFee", "useRight"]).nullable(),
  /** The holding fee owed for it (over-scale or contract's, client rate card, confirmed scale); null when no figure exists. */
  amountCents: z.number().int().nullable(),
  /** Where the amount comes from, or why there is none. */
  feeNote: z.string(),
});

/** One cast member's standing on the fixed cycles: what every screen shows for them. */
export const CastCycleStandingSchema = z.object({
  castItemId: z.number().int(),
  performer: z.string(),
  sessionDate: z.string(),
  /** The cycle holding today; null before the session or after the MPU. */
  currentCycle: CastCycleSchema.nullable(),
  /** The last day of the unbroken run of paid cycles from cycle 1. */
  paidThrough: z.string(),
  /** Every cycle owed up to today (overdue or due today), oldest first. */
  unpaid: z.array(CastCycleSchema),
  /** The next cycle to pay: the oldest owed, else the next one ahead; null past the MPU. */
  nextDue: CastCycleSchema.nullable(),
});
export type CastCycleStanding = z.infer<typeof CastCycleStandingSchema>;

export type CastCycle = z.infer<typeof CastCycleSchema>;

/** One cast member's current cycle, paid-through date and owed cycles on `today`. */
export function standCastCycles(
  member: SpotCastMember,
  terms: FixedCycleTerms,
  today: IsoDate,
  rateCard: readonly RateCardEntry[] = [],
): CastCycleStanding {
  const cycleAnswer = (cycle: FixedCycle): CastCycle => {
    const fee = castHoldingFeeFor(member, cycle.start, rateCard);
    return {
      number: cycle.number,
      start: cycle.start,
      expire: cycle.expire,
      dueDate: cycle.dueDate,
      paidBy: cycle.paidBy,
      amountCents: fee === null ? null : paymentFeeAmount(fee),
      feeNote: fee === null ? "No holding fee applies." : paymentFeeNote(fee),
    };
  };
  const current = fixedCycleOn(terms, today);
  const next = nextUnpaidFixedCycle(terms, today);
  return {
    castItemId: member.castItemId,
    performer: member.name,
    sessionDate: terms.sessionDate,
    currentCycle: current === null ? null : cycleAnswer(current),
    paidThrough: fixedCyclesPaidThrough(terms, today),
    unpaid: unpaidFixedCycles(terms, today).map(cycleAnswer),
    nextDue: next === null ? null : cycleAnswer(next),
  };
}

/**
 * The last day a union cast member's right covers: the end of the unbroken run of paid fixed
 * cycles from the right's first cycle (its own cycles, holding fees, and their other rights).
 */
export function castRightCoveredThrough(terms: FixedCycleTerms, term: FixedCycleTerm): IsoDate {
  let through = term.end;
  const horizon = addDays(term.end, FIXED_CYCLE_DAYS * 12);
  for (const cycle of listFixedCycles(terms, horizon)) {
    if (cycle.number <= term.lastCycle) continue;
    if (cycle.paidBy === null) break;
    through = cycle.expire;
  }
  return through;
}

/**
 * The standing of each cast member of a spot who holds fixed cycles (see castHoldingFee), in cast
 * order: the one answer the timeline, the alerts, the dashboard and the reports show.
 */
export function standSpotCast(
  spot: {
    readonly cast: readonly SpotCastMember[];
    readonly useRights: readonly (CastRightDates & { readonly castItemId: number | null })[];
    readonly asset: { readonly expireMpuEndDate: string | null };
  },
  today: IsoDate,
  rateCard: readonly RateCardEntry[] = [],
): CastCycleStanding[] {
  const mpuEnd = realDate(spot.asset.expireMpuEndDate);
  return spot.cast.flatMap((member) => {
    const own = spot.useRights.filter((right) => right.castItemId === member.castItemId);
    const terms = castFixedCycleTerms(member, own, mpuEnd);
    return terms === null ? [] : [standCastCycles(member, terms, today, rateCard)];
  });
}

/**
 * A union principal's right is a run of their fixed cycles: its start must be a cycle's first day
 * and its end the last day of its last cycle. Null when the dates are the rule's; otherwise the
 * field to fix and a message naming the dates the rule gives.
 */
export function checkCastRightDates(
  cast: CastCycleTerms,
  right: CastRightDates,
): { readonly field: "startCycleDate" | "cycleExpireDate"; readonly message: string } | null {
  const sessionDate = castSessionDate(cast);
  if (sessionDate === null) return null;
  const term = deriveCastRightTerm(sessionDate, right);
  if (term === null || !term.needsReview) return null;
  const show = formatDisplayDate;
  const cycles =
    term.firstCycle === term.lastCycle
      ? `cycle ${term.firstCycle}`
      : `cycles ${term.firstCycle}–${term.lastCycle}`;
  const rule = `${cycles} counted from the session date ${show(sessionDate)} runs ${show(term.start)} to ${show(term.end)}`;
  if (term.recordedStart !== term.start)
    return {
      field: "startCycleDate",
      message: `A union performer's right starts on the first day of a 13-week cycle: ${rule}.`,
    };
  return { field: "cycleExpireDate", message: `The cycle end must be the last day of its cycles: ${rule}.` };
}

/**
 * The holding fee owed for one of a cast member's fixed cycles, by the one choice of a figure
 * (chooseRateFigure): their over-scale entry, their contract's agreed fee, the client's rate card
 * (`rateCard`, the client's entries), the union scale.
 */
export function castHoldingFeeFor(
  member: CastCycleTerms & {
    readonly agreedHoldingFeeCents: number | null;
    readonly performerId?: number | null;
  },
  cycleStart: IsoDate,
  rateCard: readonly RateCardEntry[] = [],
): PaymentFee | null {
  const renewal = castHoldingFee(member);
  if (renewal === null) return null;
  return priceRenewalFee(renewal, cycleStart, {
    rateCard,
    performerId: member.performerId ?? null,
    agreedAmountCents: member.agreedHoldingFeeCents,
  });
}

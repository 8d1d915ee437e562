import { formatDisplayDate } from "../dates/display-date.js";
import type { IsoDate } from "../dates/iso-date.js";
import type { FeeSchedule, FeeUnion, SessionFeeCategory } from "../fees/fee-schedule.js";
import { feeSchedules } from "../fees/fee-schedules.js";
import type { RateCardEntry } from "../fees/rate-card-entry.js";
import { paymentFeeNote, priceFee, rateCardFeeLabels, type PaymentFee } from "../rights/clearance-reason.js";

/** What a union contract's fees are proposed from: the union, the performer's session category and the contract date. */
export interface UnionFeeRequest {
  readonly union: FeeUnion;
  readonly sessionCategory: SessionFeeCategory;
  /** The contract (session) date picks the rate card: cut-overs are honoured to the day. */
  readonly contractDate: IsoDate;
  /** The agreement (template) of the contract, for rate card entries of one agreement. */
  readonly agreement?: string | null;
  /** The client's rate card entries: a confirmed one prices what the shipped schedules lack. */
  readonly rateCard?: readonly RateCardEntry[];
}

/** The last figure the sources confirm for the same fee, with the period it was in force. */
export interface ConfirmedFigure {
  readonly amountCents: number;
  /** "2025–2026": the calendar years of the schedule's period. */
  readonly period: string;
  readonly scheduleLabel: string;
  readonly source: string;
}

/** A figure derived from the last confirmed one by the confirmed raises: offered only as an estimate to confirm. */
export interface FeeEstimate {
  readonly amountCents: number;
  /** How it was derived, in a sentence. */
  readonly basis: string;
}

/**
 * One proposed fee: an amount only from a confirmed rate (the client's rate card, whose entry is
 * then the `scheduleId`, or a shipped schedule); otherwise why there is none, never a zero.
 */
export type ProposedFee =
  | {
      readonly status: "proposed";
      readonly amountCents: number;
      readonly scheduleId: string;
      readonly scheduleLabel: string;
      readonly source: string;
      readonly text: string;
    }
  | {
      readonly status: "missing";
      readonly scheduleId: string | null;
      readonly reason: string;
      /** The plain sentence: no confirmed fee for that year, and the last confirmed figure. */
      readonly text: string;
      readonly lastConfirmed?: ConfirmedFigure;
      readonly estimate?: FeeEstimate;
    };

export interface ProposedUnionFees {
  readonly session: ProposedFee;
  /** A holding fee equals the session fee of the same category, from the same card. */
  readonly holding: ProposedFee;
}

function dollars(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** How each session category reads in a sentence ("SAG-AFTRA off-camera session fee"). */
const categoryWords: Record<SessionFeeCategory, string> = {
  onCameraPrincipalSession: "",
  offCameraPrincipalSession: "off-camera ",
  group3To5Session: "group (3–5) ",
  group6To8Session: "group (6–8) ",
  group9PlusSession: "group (9+) ",
  extraSession: "extra ",
  audioPrincipalSession: "audio ",
};

function periodOf(schedule: FeeSchedule): string {
  const from = schedule.effectiveFrom.slice(0, 4);
  const to = schedule.effectiveTo?.slice(0, 4);
  return to === undefined ? `from ${from}` : to === from ? from : `${from}–${to}`;
}

/** The latest schedule before the date that confirms a figure for the category. */
function lastConfirmedBefore(
  request: UnionFeeRequest,
  schedules: readonly FeeSchedule[],
): { schedule: FeeSchedule; figure: ConfirmedFigure } | null {
  const earlier = schedules
    .filter((schedule) => schedule.union === request.union && schedule.effectiveFrom <= request.contractDate)
    .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? 1 : -1));
  for (const schedule of earlier) {
    const rate = schedule.rates.find((candidate) => candidate.category === request.sessionCategory);
    if (rate?.confidence === "V") {
      return {
        schedule,
        figure: {
          amountCents: rate.amountCents,
          period: periodOf(schedule),
          scheduleLabel: schedule.label,
          source: rate.sourceUrl,
        },
      };
    }
  }
  return null;
}

/**
 * The last confirmed figure raised by each later schedule's confirmed raise, rounded to the cent
 * at each step; none when a schedule on the way has no confirmed raise.
 */
function estimateFrom(
  confirmed: { schedule: FeeSchedule; figure: ConfirmedFigure },
  request: UnionFeeRequest,
  schedules: readonly FeeSchedule[],
): FeeEstimate | undefined {
  const later = schedules
    .filter(
      (schedule) =>
        schedule.union === request.union &&
        schedule.effectiveFrom > confirmed.schedule.effectiveFrom &&
        schedule.effectiveFrom <= request.contractDate,
    )
    .sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : 1));
  const last = later.at(-1);
  if (last === undefined || (last.effectiveTo !== null && last.effectiveTo < request.contractDate))
    return undefined;
  let amountCents = confirmed.figure.amountCents;
  const raises: string[] = [];
  for (const schedule of later) {
    if (schedule.raiseOverPrevious === undefined) return undefined;
    amountCents = Math.round((amountCents * (10_000 + schedule.raiseOverPrevious.basisPoints)) / 10_000);
    raises.push(`${schedule.raiseOverPrevious.basisPoints / 100}%`);
  }
  return {
    amountCents,
    basis: `${dollars(confirmed.figure.amountCents)} raised by the contract's confirmed ${raises.join(" then ")}; not a published rate.`,
  };
}

function toProposed(
  lookup: PaymentFee,
  what: "Session fee" | "Holding fee",
  request: UnionFeeRequest,
  schedules: readonly FeeSchedule[],
): ProposedFee {
  const date = request.contractDate;
  if (lookup.status === "rateCard" || lookup.status === "agreed") {
    const note = paymentFeeNote(lookup);
    return {
      status: "proposed",
      amountCents: lookup.amountCents,
      scheduleId: lookup.status === "rateCard" ? lookup.entryId : "contract",
      scheduleLabel: lookup.status === "rateCard" ? rateCardFeeLabels[lookup.basis] : "Contract",
      source: lookup.source,
      text: `${what}: ${dollars(lookup.amountCents)} (${note}, in force on ${formatDisplayDate(date)}).`,
    };
  }
  if (lookup.status === "found") {
    const { schedule } = lookup;
    return {
      status: "proposed",
      amountCents: lookup.amountCents,
      scheduleId: schedule.id,
      scheduleLabel: schedule.label,
      source: lookup.source,
      text: `${what}: ${dollars(lookup.amountCents)} (${schedule.label}, in force on ${formatDisplayDate(date)}).`,
    };
  }
  const scheduleId = lookup.status === "missing" ? lookup.schedule.id : null;
  const fee = `${request.union} ${categoryWords[request.sessionCategory]}${what.toLowerCase()}`;
  const year = date.slice(0, 4);
  const confirmed = lastConfirmedBefore(request, schedules);
  if (confirmed === null) {
    return {
      status: "missing",
      scheduleId,
      reason: lookup.reason,
      text: `No confirmed ${fee} for a contract dated ${formatDisplayDate(date)}: enter the amount agreed.`,
    };
  }
  const { figure } = confirmed;
  const estimate = estimateFrom(confirmed, request, schedules);
  return {
    status: "missing",
    scheduleId,
    reason: lookup.reason,
    text: `No confirmed ${fee} for ${year} yet: the last confirmed figure is ${dollars(figure.amountCents)} for ${figure.period} (${figure.scheduleLabel}).`,
    lastConfirmed: figure,
    ...(estimate ? { estimate } : {}),
  };
}

/**
 * The session and holding fees a union contract proposes, by the contract date: the client's
 * rate card entry when one is confirmed (chooseRateFigure), else the shipped schedule in force. A rate the sources do not confirm is proposed as missing, in a sentence naming
 * the last confirmed figure; where the confirmed raises lead from it to the date, the derived
 * figure comes along as an estimate, which the user must choose to use. Nothing is guessed.
 */
export function proposeUnionFees(
  request: UnionFeeRequest,
  schedules: readonly FeeSchedule[] = feeSchedules,
): ProposedUnionFees {
  const lookup = priceFee(
    {
      union: request.union,
      category: request.sessionCategory,
      keyOn: "sessionDate",
      sessionDate: request.contractDate,
      agreement: request.agreement ?? null,
    },
    { rateCard: request.rateCard ?? [], schedules },
  );
  return {
    session: toProposed(lookup, "Session fee", request, schedules),
    holding: toProposed(lookup, "Holding fee", request, schedules),
  };
}

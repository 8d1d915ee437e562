import { formatDisplayDate } from "../dates/display-date.js";
import type { IsoDate } from "../dates/iso-date.js";
import {
  paymentFeeAmount,
  type ClearanceItemRef,
  type ClearancePayment,
  type ClearanceReason,
} from "./clearance-reason.js";
import {
  evaluateUseRight,
  priceRenewalFee,
  type ClearanceUseRight,
  type CycleRenewal,
  type UseRightContext,
} from "./evaluate-use-right.js";
import {
  deriveFixedCycleTerm,
  fixedCycleOn,
  fixedCyclesPaidThrough,
  unpaidFixedCycles,
  type FixedCycleTerm,
  type FixedCycleTerms,
} from "./fixed-cycles.js";
import {
  describeMediaGrant,
  describeMedia,
  isMediaCoveredBy,
  type RequestedMedia,
} from "./media-coverage.js";

/** A performer of the spot: each one who appears needs a right of their own for the day and media. */
export interface ClearancePerformer extends ClearanceItemRef {
  /** False when the performer was edited out of the spot: they need no right. */
  readonly appears: boolean;
  /** Union fixed cycles from the session date; null: the performer's rights keep their own dates. */
  readonly fixedCycles: {
    readonly sessionDate: IsoDate;
    readonly holdingFeesPaidThrough: IsoDate | null;
  } | null;
  /** How an unpaid fixed cycle is paid (a holding fee); null: no payment restores it. */
  readonly renewal: CycleRenewal | null;
  /** The holding fee the performer's contract agreed, when recorded: it is the amount owed per cycle. */
  readonly agreedHoldingFeeCents?: number | null;
  /** The person: their over-scale rate card entry, when the client keeps one, prices their holding fees. */
  readonly performerId?: number | null;
}

/** What one performer's rights allow: who covers them on the day, or every reason they do not. */
export interface PerformerStanding {
  readonly coveredBy: ClearanceItemRef[];
  readonly reasons: ClearanceReason[];
}

const show = formatDisplayDate;

function refOf(right: ClearanceItemRef): ClearanceItemRef {
  return { id: right.id, label: right.label };
}

/** The cycles each of a union performer's rights pays; a right without a start or length pays none. */
export function paidTermsOf(sessionDate: IsoDate, rights: readonly ClearanceUseRight[]): FixedCycleTerm[] {
  return rights.flatMap((right) =>
    right.cycleStart === null || right.cycleLengthDays === null
      ? []
      : [
          deriveFixedCycleTerm(sessionDate, {
            start: right.cycleStart,
            end: right.cycleEnd ?? null,
            lengthDays: right.cycleLengthDays,
          }),
        ],
  );
}

function notCoveredReason(
  performer: ClearancePerformer,
  rights: readonly ClearanceUseRight[],
  media: RequestedMedia,
): ClearanceReason {
  const listed = rights.map((right) => describeMediaGrant(right.media));
  const has = listed.length === 0 ? "has no use right" : `has rights for ${listed.join(", ")} only`;
  return {
    kind: "performerNotCovered",
    performer: refOf(performer),
    media,
    message: `${performer.label} appears in the spot and ${has}: nothing covers ${describeMedia(media)}.`,
  };
}

/**
 * A union performer on the air date: covered when one of their rights covers the media and the
 * fixed cycle holding the day is paid (session fee, holding fee or a recorded right for that cycle).
 * An unpaid cycle is payable while the MPU runs: every cycle owed through the air date's is listed.
 */
function standFixedCycles(
  performer: ClearancePerformer,
  sessionDate: IsoDate,
  covering: readonly ClearanceUseRight[],
  own: readonly ClearanceUseRight[],
  context: UseRightContext,
): PerformerStanding {
  const terms: FixedCycleTerms = {
    sessionDate,
    holdingFeesPaidThrough: performer.fixedCycles?.holdingFeesPaidThrough ?? null,
    paidTerms: paidTermsOf(sessionDate, own),
    mpuEnd: context.mpuEnd,
  };
  const starts = paidTermsOf(sessionDate, covering).map((term) => term.start);
  const firstStart = starts.reduce<IsoDate | null>(
    (min, start) => (min === null || start < min ? start : min),
    null,
  );
  const [first] = covering;
  if (first === undefined) return { coveredBy: [], reasons: [] };
  if (firstStart === null) {
    const message = `Use right "${first.label}" (${first.id}) needs a cycle start and length.`;
    return {
      coveredBy: [],
      reasons: [{ kind: "useRightInvalid", useRight: refOf(first), field: "cycleLength", message }],
    };
  }
  if (context.airDate < firstStart) {
    const message = `Use right "${first.label}" (${first.id}) starts ${show(firstStart)}, after the air date.`;
    return {
      coveredBy: [],
      reasons: [{ kind: "useRightNotStarted", useRight: refOf(first), cycleStart: firstStart, message }],
    };
  }
  const cycle = fixedCycleOn(terms, context.airDate);
  if (cycle !== null && cycle.paidBy !== null) return { coveredBy: covering.map(refOf), reasons: [] };
  const lastCoveredDay = fixedCyclesPaidThrough(terms, context.airDate);
  const renewal = performer.renewal;
  if (cycle === null || renewal === null) {
    const how = cycle === null ? "the MPU has ended" : "no holding fee can restore it";
    const message = `${performer.label}: the cycle holding the air date is not paid and ${how}; paid through ${show(lastCoveredDay)}.`;
    return {
      coveredBy: [],
      reasons: [
        {
          kind: "useRightExpired",
          useRight: refOf(first),
          lastCoveredDay,
          basis: "cycle",
          renewable: false,
          message,
        },
      ],
    };
  }
  const payments: ClearancePayment[] = unpaidFixedCycles(terms, context.airDate).map((unpaid) => ({
    cycleNumber: unpaid.number,
    cycleStart: unpaid.start,
    cycleExpire: unpaid.expire,
    dueDate: unpaid.dueDate,
    overdue: unpaid.dueDate < context.today,
    fee: priceRenewalFee(renewal, unpaid.start, {
      rateCard: context.rateCard ?? [],
      performerId: performer.performerId ?? null,
      agreedAmountCents: performer.agreedHoldingFeeCents ?? null,
    }),
  }));
  const totalCents = payments.reduce<number | null>((total, payment) => {
    const amount = paymentFeeAmount(payment.fee);
    return total === null || amount === null ? null : total + amount;
  }, 0);
  const cycles = payments.map((payment) => payment.cycleNumber).join(", ");
  const [firstDue] = payments;
  const due = firstDue === undefined ? "" : ` The first is due by ${show(firstDue.dueDate)}.`;
  return {
    coveredBy: [],
    reasons: [
      {
        kind: "useRightUnpaid",
        useRight: refOf(first),
        lastCoveredDay,
        payments,
        totalCents,
        message: `${performer.label}: cycle ${cycle.number} (${show(cycle.start)} to ${show(cycle.expire)}) is not paid; holding fees for cycle(s) ${cycles} must be paid.${due}`,
      },
    ],
  };
}

/**
 * A performer whose rights keep their own dates (non-union, or no session date): one covering right
 * in force is enough; otherwise the payable options, else every reason.
 */
export function standOwnDates(
  covering: readonly ClearanceUseRight[],
  context: UseRightContext,
): PerformerStanding {
  const standings = covering.map((right) => ({ right, standing: evaluateUseRight(right, context) }));
  const coveredBy = standings
    .filter(({ standing }) => standing.status === "inForce")
    .map(({ right }) => refOf(right));
  if (coveredBy.length > 0) return { coveredBy, reasons: [] };
  const reasons = standings.flatMap(({ standing }) =>
    standing.status === "blocked" ? [standing.reason] : [],
  );
  const payable = reasons.filter((reason) => reason.kind === "useRightUnpaid");
  return { coveredBy: [], reasons: payable.length > 0 ? payable : reasons };
}

/**
 * Whether one performer may appear on the air date in the media: by a right of their own, or (for a
 * performer without fixed cycles) by a right of the spot marked as covering every performer.
 */
export function standPerformer(
  performer: ClearancePerformer,
  rights: readonly ClearanceUseRight[],
  media: RequestedMedia,
  context: UseRightContext,
): PerformerStanding {
  const own = rights.filter((right) => right.holderId === performer.id);
  const covering = own.filter((right) => isMediaCoveredBy(right.media, media));
  const fixed = performer.fixedCycles;
  if (fixed !== null) {
    if (covering.length === 0) return { coveredBy: [], reasons: [notCoveredReason(performer, own, media)] };
    return standFixedCycles(performer, fixed.sessionDate, covering, own, context);
  }
  const buyouts = rights.filter(
    (right) =>
      (right.holderId ?? null) === null &&
      right.coversAllPerformers === true &&
      isMediaCoveredBy(right.media, media),
  );
  const candidates = [...covering, ...buyouts];
  if (candidates.length === 0) return { coveredBy: [], reasons: [notCoveredReason(performer, own, media)] };
  return standOwnDates(candidates, context);
}

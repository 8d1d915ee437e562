import { formatDisplayDate } from "../dates/display-date.js";
import type { IsoDate } from "../dates/iso-date.js";
import type { FeeCategory, FeeUnion, SessionFeeCategory } from "../fees/fee-schedule.js";
import type { FeeLookupInput } from "../fees/lookup-fee.js";
import type { RateCardEntry } from "../fees/rate-card-entry.js";
import type { FeeKeyOn } from "../fees/select-fee-schedule.js";
import {
  paymentFeeAmount,
  priceFee,
  type ClearanceItemRef,
  type FeePricing,
  type PaymentFee,
  type ClearancePayment,
  type ClearanceReason,
} from "./clearance-reason.js";
import { findCycleContaining } from "./find-cycle-containing.js";
import { listUseCyclesThrough, type UseCycle } from "./list-use-cycles.js";
import type { MediaGrant } from "./media-coverage.js";
import { computeUseRightExpiry, type UseLength } from "./use-right-expiry.js";

/** How a lapsed cycle is bought back: a holding fee (= the session fee) or a new use cycle at a use-fee category. */
export type CycleRenewal =
  | {
      readonly kind: "holdingFee";
      readonly union: FeeUnion;
      readonly sessionCategory: SessionFeeCategory;
      readonly keyOn: FeeKeyOn;
      readonly sessionDate: IsoDate;
    }
  | {
      readonly kind: "useCycle";
      readonly union: FeeUnion;
      readonly category: FeeCategory;
      readonly keyOn: FeeKeyOn;
      readonly sessionDate: IsoDate;
    };

export interface ClearanceUseRight extends ClearanceItemRef {
  readonly useRightType: string;
  readonly useLength?: UseLength;
  readonly media: MediaGrant;
  /** First day of the recorded (paid) cycle. */
  readonly cycleStart: IsoDate | null;
  /** The recorded last covered day; when given it must equal start + length − 1. */
  readonly cycleEnd?: IsoDate | null;
  readonly cycleLengthDays: number | null;
  /** Cycles starting on or before this day are paid (as `coveredThrough` of the holding-fee due dates). */
  readonly paidThrough?: IsoDate | null;
  readonly endsAtTalentMpu?: boolean;
  /** How a lapsed cycle can be paid for; absent or null: it cannot, the right simply ends. */
  readonly renewal?: CycleRenewal | null;
  /** The performer (a ClearancePerformer id) the right belongs to; absent or null: the spot's own right. */
  readonly holderId?: string | null;
  /**
   * On a spot's own right only: it also covers every performer without union fixed cycles (a
   * non-union buyout of the whole cast). Union performers always need rights of their own.
   */
  readonly coversAllPerformers?: boolean;
}

export interface UseRightContext {
  readonly airDate: IsoDate;
  readonly today: IsoDate;
  /** The MPU end, when known: a right cannot be renewed past it. */
  readonly mpuEnd: IsoDate | null;
  /** The client's rate card entries that price a payment; absent: the shipped confirmed schedules alone. */
  readonly rateCard?: readonly RateCardEntry[];
}

export type UseRightStanding =
  { readonly status: "inForce" } | { readonly status: "blocked"; readonly reason: ClearanceReason };

interface CycleTerm {
  readonly start: IsoDate;
  readonly lengthDays: number;
  readonly lastCoveredDay: IsoDate;
}

const show = formatDisplayDate;

/** What prices one cycle of a renewal: a holding fee is looked up as its session category (holding fee = session fee). */
export function renewalLookupInput(renewal: CycleRenewal, cycleStart: IsoDate): FeeLookupInput {
  const { union, keyOn, sessionDate } = renewal;
  const category = renewal.kind === "holdingFee" ? renewal.sessionCategory : renewal.category;
  return { union, keyOn, sessionDate, cycleStart, category };
}

/** One cycle of a renewal, priced by the one choice of a figure (see priceFee). */
export function priceRenewalFee(
  renewal: CycleRenewal,
  cycleStart: IsoDate,
  pricing: FeePricing = {},
): PaymentFee {
  return priceFee(renewalLookupInput(renewal, cycleStart), pricing);
}

function toPayment(cycle: UseCycle, renewal: CycleRenewal, context: UseRightContext): ClearancePayment {
  return {
    cycleNumber: cycle.number,
    cycleStart: cycle.start,
    cycleExpire: cycle.expire,
    dueDate: cycle.start,
    overdue: cycle.start < context.today,
    fee: priceRenewalFee(renewal, cycle.start, { rateCard: context.rateCard ?? [] }),
  };
}

function sumFound(payments: readonly ClearancePayment[]): number | null {
  return payments.reduce<number | null>(
    (total, payment) =>
      total === null || paymentFeeAmount(payment.fee) === null
        ? null
        : total + (paymentFeeAmount(payment.fee) ?? 0),
    0,
  );
}

/** The unpaid cycles from the one after the last covered day through the one holding the air date. */
function unpaidReason(
  right: ClearanceUseRight,
  term: CycleTerm,
  renewal: CycleRenewal,
  context: UseRightContext,
): ClearanceReason {
  const payments = listUseCyclesThrough(term.start, term.lengthDays, context.airDate)
    .filter((cycle) => cycle.start > term.lastCoveredDay)
    .map((cycle) => toPayment(cycle, renewal, context));
  const totalCents = sumFound(payments);
  const [first] = payments;
  const due = first === undefined ? "" : ` The first payment is due by ${show(first.dueDate)}.`;
  return {
    kind: "useRightUnpaid",
    useRight: { id: right.id, label: right.label },
    lastCoveredDay: term.lastCoveredDay,
    payments,
    totalCents,
    message: `Use right "${right.label}" (${right.id}) is paid through ${show(term.lastCoveredDay)}; ${payments.length} more cycle(s) must be paid.${due}`,
  };
}

function expiredReason(
  right: ClearanceUseRight,
  lastCoveredDay: IsoDate,
  basis: "cycle" | "talentMpu",
): ClearanceReason {
  const how = basis === "talentMpu" ? "it ends with the talent MPU" : "no renewal can restore it";
  return {
    kind: "useRightExpired",
    useRight: { id: right.id, label: right.label },
    lastCoveredDay,
    basis,
    renewable: false,
    message: `Use right "${right.label}" (${right.id}) ended: its last covered day was ${show(lastCoveredDay)} and ${how}.`,
  };
}

function invalidReason(
  right: ClearanceUseRight,
  field: "cycleLength" | "startCycleDate" | "talentMpuEnd" | "cycleEnd",
  why: string,
): ClearanceReason {
  return {
    kind: "useRightInvalid",
    useRight: { id: right.id, label: right.label },
    field,
    message: `Use right "${right.label}" (${right.id}): ${why}`,
  };
}

/** The last covered day: the end of the cycle holding `paidThrough`, or of the recorded cycle when nothing later is paid. */
function coveredTerm(
  right: ClearanceUseRight,
  start: IsoDate,
  lengthDays: number,
  expireDate: IsoDate,
): CycleTerm {
  const paidThrough = right.paidThrough ?? null;
  const lastPaid = paidThrough === null ? null : findCycleContaining(start, lengthDays, paidThrough);
  const lastCoveredDay = lastPaid !== null && lastPaid.expire > expireDate ? lastPaid.expire : expireDate;
  return { start, lengthDays, lastCoveredDay };
}

function standCycleRight(
  right: ClearanceUseRight,
  expireDate: IsoDate,
  context: UseRightContext,
): UseRightStanding {
  const { cycleStart: start, cycleLengthDays: lengthDays } = right;
  if (start === null || lengthDays === null) {
    return {
      status: "blocked",
      reason: invalidReason(right, "cycleLength", "a cycle right needs a start and a length."),
    };
  }
  const cycleEnd = right.cycleEnd ?? null;
  if (cycleEnd !== null && cycleEnd !== expireDate) {
    const why = `the recorded cycle end ${show(cycleEnd)} is not start + length − 1 = ${show(expireDate)}.`;
    return { status: "blocked", reason: invalidReason(right, "cycleEnd", why) };
  }
  const term = coveredTerm(right, start, lengthDays, expireDate);
  if (context.airDate <= term.lastCoveredDay) return { status: "inForce" };
  const renewal = right.renewal ?? null;
  const pastMpu = context.mpuEnd !== null && context.airDate > context.mpuEnd;
  if (renewal === null || pastMpu)
    return { status: "blocked", reason: expiredReason(right, term.lastCoveredDay, "cycle") };
  return { status: "blocked", reason: unpaidReason(right, term, renewal, context) };
}

/** Whether one use right (already known to cover the media) lets the spot air on the air date, and if not, why. */
export function evaluateUseRight(right: ClearanceUseRight, context: UseRightContext): UseRightStanding {
  const expiry = computeUseRightExpiry({
    usageType: right.useRightType,
    ...(right.useLength === undefined ? {} : { useLength: right.useLength }),
    startCycleDate: right.cycleStart,
    cycleLengthDays: right.cycleLengthDays,
    endsAtTalentMpu: right.endsAtTalentMpu ?? false,
    talentMpuEnd: context.mpuEnd,
  });
  if (expiry.status === "invalid")
    return { status: "blocked", reason: invalidReason(right, expiry.field, expiry.reason) };
  if (right.cycleStart !== null && context.airDate < right.cycleStart) {
    const message = `Use right "${right.label}" (${right.id}) starts ${show(right.cycleStart)}, after the air date.`;
    const reason: ClearanceReason = {
      kind: "useRightNotStarted",
      useRight: { id: right.id, label: right.label },
      cycleStart: right.cycleStart,
      message,
    };
    return { status: "blocked", reason };
  }
  if (expiry.status === "never") return { status: "inForce" };
  if (expiry.basis === "talentMpu") {
    if (context.airDate <= expiry.expireDate) return { status: "inForce" };
    return { status: "blocked", reason: expiredReason(right, expiry.expireDate, "talentMpu") };
  }
  return standCycleRight(right, expiry.expireDate, context);
}

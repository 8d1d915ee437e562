import { formatDisplayDate } from "../dates/display-date.js";
import type { IsoDate } from "../dates/iso-date.js";
import type { FeeUnion, SessionFeeCategory } from "../fees/fee-schedule.js";
import { lookupFee, type FeeLookup } from "../fees/lookup-fee.js";

/** What a union contract's fees are proposed from: the union, the performer's session category and the contract date. */
export interface UnionFeeRequest {
  readonly union: FeeUnion;
  readonly sessionCategory: SessionFeeCategory;
  /** The contract (session) date picks the rate card: cut-overs are honoured to the day. */
  readonly contractDate: IsoDate;
}

/** One proposed fee: an amount only from a confirmed rate; otherwise why there is none, never a zero. */
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
      readonly text: string;
    };

export interface ProposedUnionFees {
  readonly session: ProposedFee;
  /** A holding fee equals the session fee of the same category, from the same card. */
  readonly holding: ProposedFee;
}

function dollars(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function toProposed(lookup: FeeLookup, what: string, date: IsoDate): ProposedFee {
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
  return {
    status: "missing",
    scheduleId,
    reason: lookup.reason,
    text: `${what}: no confirmed rate for a contract dated ${formatDisplayDate(date)}. ${lookup.reason} Enter the amount agreed.`,
  };
}

/**
 * The session and holding fees a union contract proposes, from the domain's rate cards by the
 * contract date. A date before the first known schedule, or a rate the sources do not confirm,
 * is proposed as missing with the reason — the user enters the amount; nothing is guessed.
 */
export function proposeUnionFees(request: UnionFeeRequest): ProposedUnionFees {
  const lookup = lookupFee({
    union: request.union,
    category: request.sessionCategory,
    keyOn: "sessionDate",
    sessionDate: request.contractDate,
  });
  return {
    session: toProposed(lookup, "Session fee", request.contractDate),
    holding: toProposed(lookup, "Holding fee", request.contractDate),
  };
}

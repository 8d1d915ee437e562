import type { IsoDate } from "../dates/iso-date.js";
import { chooseRateFigure } from "../fees/choose-rate-figure.js";
import type { FeeSchedule } from "../fees/fee-schedule.js";
import { feeSchedules } from "../fees/fee-schedules.js";
import { lookupFee, type FeeLookup, type FeeLookupInput } from "../fees/lookup-fee.js";
import type { RateCardEntry } from "../fees/rate-card-entry.js";
import type { MediaGrant, RequestedMedia } from "./media-coverage.js";

export const clearanceVerdicts = ["cleared", "clearedIfPaid", "notCleared"] as const;
export type ClearanceVerdict = (typeof clearanceVerdicts)[number];

/** Which record a reason is about, as the user knows it. */
export interface ClearanceItemRef {
  readonly id: string;
  readonly label: string;
}

/**
 * What a payment costs: a confirmed scale rate (or why there is none), the amount the performer's
 * contract agreed, or a figure of the client's rate card ("clientRateCard": the client's own
 * figure; "overScale": the performer's negotiated over-scale rate), with the entry it comes from.
 */
export type PaymentFee =
  | FeeLookup
  | { readonly status: "agreed"; readonly amountCents: number; readonly source: string }
  | {
      readonly status: "rateCard";
      readonly basis: "clientRateCard" | "overScale";
      readonly amountCents: number;
      /** The entry's own source (a rate sheet, a contract, a page). */
      readonly source: string;
      readonly entryId: string;
    };

/** How a rate card figure is named before its source in a note. */
export const rateCardFeeLabels = {
  clientRateCard: "Client rate card",
  overScale: "Over-scale rate",
} as const satisfies Record<Extract<PaymentFee, { status: "rateCard" }>["basis"], string>;

/** The amount in cents, or null when no confirmed, agreed or rate card figure exists (never a zero). */
export function paymentFeeAmount(fee: PaymentFee): number | null {
  return fee.status === "found" || fee.status === "agreed" || fee.status === "rateCard"
    ? fee.amountCents
    : null;
}

/** Where the amount comes from, or why there is none. */
export function paymentFeeNote(fee: PaymentFee): string {
  if (fee.status === "rateCard") return `${rateCardFeeLabels[fee.basis]}: ${fee.source}`;
  return fee.status === "found" || fee.status === "agreed" ? fee.source : fee.reason;
}

/** What prices a fee besides its key: the client's rate card, the performer, the figure their contract agreed. */
export interface FeePricing {
  /** The client's rate card entries; empty or absent: the shipped confirmed schedules alone. */
  readonly rateCard?: readonly RateCardEntry[];
  readonly performerId?: number | null;
  readonly agreedAmountCents?: number | null;
  /** How an agreed figure reads in the note. */
  readonly agreedSource?: string;
  /** The shipped schedules; the product's own unless a test says otherwise. */
  readonly schedules?: readonly FeeSchedule[];
}

const AGREED_FEE_SOURCE = "The holding fee agreed in the performer's contract.";

/**
 * A fee priced by the one choice of a figure (chooseRateFigure): the performer's over-scale entry,
 * the contract's agreed figure, the client's rate card, the shipped confirmed schedule. A shipped
 * or missing figure is the shipped lookup itself, so with no client entries and no agreed figure
 * the answer is lookupFee's, to the byte.
 */
export function priceFee(
  query: FeeLookupInput & { readonly agreement?: string | null; readonly medium?: string | null },
  pricing: FeePricing = {},
): PaymentFee {
  const schedules = pricing.schedules ?? feeSchedules;
  const figure = chooseRateFigure(
    {
      ...query,
      performerId: pricing.performerId ?? null,
      agreedAmountCents: pricing.agreedAmountCents ?? null,
    },
    pricing.rateCard ?? [],
    schedules,
  );
  switch (figure.source) {
    case "contract":
      return figure.entryId === null
        ? {
            status: "agreed",
            amountCents: figure.amountCents,
            source: pricing.agreedSource ?? AGREED_FEE_SOURCE,
          }
        : rateCardFee("overScale", figure.amountCents, figure.note, figure.entryId);
    case "clientRateCard":
      return rateCardFee("clientRateCard", figure.amountCents, figure.note, figure.entryId ?? "");
    case "shippedConfirmed":
      return lookupFee(query, schedules);
    case "missing": {
      // The shipped lookup, with any unconfirmed client figure that was not used named after its reason.
      const lookup = lookupFee(query, schedules);
      return lookup.status === "found" || lookup.reason === figure.note
        ? lookup
        : { ...lookup, reason: figure.note };
    }
  }
}

function rateCardFee(
  basis: "clientRateCard" | "overScale",
  amountCents: number,
  source: string,
  entryId: string,
): PaymentFee {
  return { status: "rateCard", basis, amountCents, source, entryId };
}

/** One cycle that must be paid to restore a use right: due by the first day of the cycle. */
export interface ClearancePayment {
  readonly cycleNumber: number;
  readonly cycleStart: IsoDate;
  readonly cycleExpire: IsoDate;
  readonly dueDate: IsoDate;
  /** The due date is before `today`: the payment is late (the performer may claim damages or renegotiate). */
  readonly overdue: boolean;
  /** "found", "agreed" and "rateCard" carry the amount; "missing" and "noSchedule" carry why there is none, never a zero. */
  readonly fee: PaymentFee;
}

export type ClearanceReason =
  | {
      readonly kind: "mediaNotCovered";
      readonly media: RequestedMedia;
      /** Every use right given, with what it covers. */
      readonly useRights: readonly (ClearanceItemRef & { readonly media: MediaGrant })[];
      readonly message: string;
    }
  | {
      /** A performer who appears in the spot has no right (of their own or a cast buyout) for the media. */
      readonly kind: "performerNotCovered";
      readonly performer: ClearanceItemRef;
      readonly media: RequestedMedia;
      readonly message: string;
    }
  | {
      readonly kind: "useRightNotStarted";
      readonly useRight: ClearanceItemRef;
      readonly cycleStart: IsoDate;
      readonly message: string;
    }
  | {
      readonly kind: "useRightExpired";
      readonly useRight: ClearanceItemRef;
      /** The last covered (paid) day. */
      readonly lastCoveredDay: IsoDate;
      readonly basis: "cycle" | "talentMpu";
      /** Why no payment restores it: no renewal recorded, or the air date is past the MPU. */
      readonly renewable: false;
      readonly message: string;
    }
  | {
      readonly kind: "useRightUnpaid";
      readonly useRight: ClearanceItemRef;
      readonly lastCoveredDay: IsoDate;
      /** Every unpaid cycle up to and including the one holding the air date. */
      readonly payments: readonly ClearancePayment[];
      /** Sum of the amounts; null when any amount is missing. */
      readonly totalCents: number | null;
      readonly message: string;
    }
  | {
      readonly kind: "useRightInvalid";
      readonly useRight: ClearanceItemRef;
      readonly field: "cycleLength" | "startCycleDate" | "talentMpuEnd" | "cycleEnd";
      readonly message: string;
    }
  | {
      readonly kind: "elementNotStarted" | "elementEnded";
      readonly element: ClearanceItemRef;
      readonly termStart: IsoDate;
      readonly termEnd: IsoDate | null;
      readonly message: string;
    }
  | {
      readonly kind: "elementMediaNotCovered";
      readonly element: ClearanceItemRef;
      readonly media: RequestedMedia;
      readonly covered: readonly MediaGrant[];
      readonly message: string;
    }
  | {
      readonly kind: "elementTerritoryNotCovered";
      readonly element: ClearanceItemRef;
      readonly licenceTerritory: string;
      /** null: the request named no territory, which means worldwide. */
      readonly territory: string | null;
      readonly message: string;
    }
  | {
      readonly kind: "mpuEnded";
      readonly mpu: ClearanceItemRef;
      readonly start: IsoDate | null;
      readonly end: IsoDate;
      readonly message: string;
    }
  | { readonly kind: "mpuUnknown"; readonly mpu: ClearanceItemRef; readonly message: string }
  | {
      /** A licensed element of the spot with no licence recorded: nothing says it may air. */
      readonly kind: "elementUnlicensed";
      readonly element: ClearanceItemRef;
      readonly message: string;
    };

export type ClearanceReasonKind = ClearanceReason["kind"];

/** Only an unpaid cycle can be cured by paying; every other reason blocks outright. */
export function isPayableReason(reason: ClearanceReason): boolean {
  return reason.kind === "useRightUnpaid";
}

/** cleared < clearedIfPaid < notCleared: the verdict of a set of reasons is the worst any of them allows. */
export function verdictOfReasons(reasons: readonly ClearanceReason[]): ClearanceVerdict {
  if (reasons.length === 0) return "cleared";
  return reasons.every(isPayableReason) ? "clearedIfPaid" : "notCleared";
}

import type { IsoDate } from "../dates/iso-date.js";
import type { FeeLookup } from "../fees/lookup-fee.js";
import type { MediaGrant, RequestedMedia } from "./media-coverage.js";

export const clearanceVerdicts = ["cleared", "clearedIfPaid", "notCleared"] as const;
export type ClearanceVerdict = (typeof clearanceVerdicts)[number];

/** Which record a reason is about, as the user knows it. */
export interface ClearanceItemRef {
  readonly id: string;
  readonly label: string;
}

/** What a payment costs: a confirmed scale rate (or why there is none), or the amount the performer's contract agreed. */
export type PaymentFee =
  FeeLookup | { readonly status: "agreed"; readonly amountCents: number; readonly source: string };

/** The amount in cents, or null when no confirmed or agreed figure exists (never a zero). */
export function paymentFeeAmount(fee: PaymentFee): number | null {
  return fee.status === "found" || fee.status === "agreed" ? fee.amountCents : null;
}

/** Where the amount comes from, or why there is none. */
export function paymentFeeNote(fee: PaymentFee): string {
  return fee.status === "found" || fee.status === "agreed" ? fee.source : fee.reason;
}

/** The holding fee of a cycle: the contract's agreed fee when recorded, else the scale (lookupRenewalFee). */
export function agreedOrScaleFee(agreedCents: number | null | undefined, scale: () => FeeLookup): PaymentFee {
  return agreedCents === null || agreedCents === undefined
    ? scale()
    : {
        status: "agreed",
        amountCents: agreedCents,
        source: "The holding fee agreed in the performer's contract.",
      };
}

/** One cycle that must be paid to restore a use right: due by the first day of the cycle. */
export interface ClearancePayment {
  readonly cycleNumber: number;
  readonly cycleStart: IsoDate;
  readonly cycleExpire: IsoDate;
  readonly dueDate: IsoDate;
  /** The due date is before `today`: the payment is late (the performer may claim damages or renegotiate). */
  readonly overdue: boolean;
  /** "found" and "agreed" carry the amount; "missing" and "noSchedule" carry why there is none, never a zero. */
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

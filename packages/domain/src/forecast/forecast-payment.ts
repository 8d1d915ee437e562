import type { IsoDate } from "../dates/iso-date.js";
import type { FeeCategory } from "../fees/fee-schedule.js";
import type { FigureSource } from "../fees/choose-rate-figure.js";
import type { RenewalSubject } from "../renewals/renewal-decision.js";

export const forecastPaymentKinds = [
  "holdingFee",
  "useRightCycle",
  "mpuRenegotiation",
  "licenceRenewal",
] as const;
export type ForecastPaymentKind = (typeof forecastPaymentKinds)[number];

/** One payment that keeping a spot (or an element) on air needs. */
export interface ForecastPayment {
  readonly kind: ForecastPaymentKind;
  /** "2026-04" */
  readonly month: string;
  /** Paid by the first day of the period it buys. */
  readonly dueDate: IsoDate;
  readonly periodStart: IsoDate;
  /** Null: open-ended. */
  readonly periodEnd: IsoDate | null;
  readonly spot: { readonly assetId: number; readonly adId: string; readonly title: string } | null;
  readonly performer: { readonly castItemId: number; readonly name: string } | null;
  readonly element: { readonly id: number; readonly title: string } | null;
  readonly licence: { readonly id: number; readonly label: string } | null;
  /** The rate card category that prices it; null for figures only a contract gives. */
  readonly category: FeeCategory | null;
  /** Null when no figure exists (source "missing"): never a guessed zero. */
  readonly amountCents: number | null;
  readonly source: FigureSource;
  /** Where the amount comes from, or why there is none. */
  readonly note: string;
  /** The decisions that can release it: its own subject first, then the MPU it runs in, if extended. */
  readonly subjects: readonly RenewalSubject[];
}

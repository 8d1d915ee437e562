import { feeSchedules } from "./fee-schedules.js";
import {
  feeCategoryLabels,
  rateConfidenceLabels,
  toFeeScheduleRef,
  type FeeCategory,
  type FeeSchedule,
  type FeeScheduleRef,
  type FeeUnion,
  type RateConfidence,
  type SessionFeeCategory,
} from "./fee-schedule.js";
import { selectFeeSchedule, type FeeDateKey } from "./select-fee-schedule.js";

export interface FeeLookupInput extends FeeDateKey {
  readonly union: FeeUnion;
  readonly category: FeeCategory;
}

/** A fee is found only when its figure is confirmed (V); anything else is "missing" with the reason, never zero. */
export type FeeLookup =
  | {
      readonly status: "found";
      readonly category: FeeCategory;
      readonly amountCents: number;
      readonly schedule: FeeScheduleRef;
      readonly source: string;
    }
  | {
      readonly status: "missing";
      readonly category: FeeCategory;
      readonly schedule: FeeScheduleRef;
      readonly confidence: RateConfidence | null;
      readonly reason: string;
    }
  | { readonly status: "noSchedule"; readonly category: FeeCategory; readonly reason: string };

export function lookupFee(
  input: FeeLookupInput,
  schedules: readonly FeeSchedule[] = feeSchedules,
): FeeLookup {
  const { union, category } = input;
  const selection = selectFeeSchedule(union, input, schedules);
  if (selection.status === "noSchedule") return { status: "noSchedule", category, reason: selection.reason };
  const schedule = toFeeScheduleRef(selection.schedule);
  const rate = selection.schedule.rates.find((candidate) => candidate.category === category);
  if (rate === undefined) {
    return {
      status: "missing",
      category,
      schedule,
      confidence: null,
      reason: `${schedule.label} records no ${feeCategoryLabels[category]}.`,
    };
  }
  if (rate.confidence !== "V") {
    return {
      status: "missing",
      category,
      schedule,
      confidence: rate.confidence,
      reason: `The ${feeCategoryLabels[category]} in ${schedule.label} is not confirmed (${rateConfidenceLabels[rate.confidence]}): ${rate.note}`,
    };
  }
  return { status: "found", category, amountCents: rate.amountCents, schedule, source: rate.sourceUrl };
}

export interface HoldingFeeLookupInput extends FeeDateKey {
  readonly union: FeeUnion;
  /** The performer's session category: the holding fee equals that session fee (reference section 2, flipbook p40). */
  readonly sessionCategory: SessionFeeCategory;
}

/** Holding fee = session fee of the same category, looked up on the key date (session date or the held cycle's start). */
export function lookupHoldingFee(
  input: HoldingFeeLookupInput,
  schedules: readonly FeeSchedule[] = feeSchedules,
): FeeLookup {
  return lookupFee({ ...input, category: input.sessionCategory }, schedules);
}

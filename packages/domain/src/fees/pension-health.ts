import { feeSchedules } from "./fee-schedules.js";
import {
  rateConfidenceLabels,
  toFeeScheduleRef,
  type FeeSchedule,
  type FeeScheduleRef,
  type FeeUnion,
  type PensionHealthVariant,
  type RateConfidence,
} from "./fee-schedule.js";
import { selectFeeSchedule, type FeeDateKey } from "./select-fee-schedule.js";

export interface PensionHealthLookupInput extends FeeDateKey {
  readonly union: FeeUnion;
  readonly variant?: PensionHealthVariant;
}

export type PensionHealthLookup =
  | {
      readonly status: "found";
      readonly variant: PensionHealthVariant;
      readonly basisPoints: number;
      readonly schedule: FeeScheduleRef;
      readonly source: string;
    }
  | {
      readonly status: "missing";
      readonly variant: PensionHealthVariant;
      readonly schedule: FeeScheduleRef;
      readonly confidence: RateConfidence | null;
      readonly reason: string;
    }
  | { readonly status: "noSchedule"; readonly variant: PensionHealthVariant; readonly reason: string };

/** The P&H rate in basis points: 2022 contract 20.5% (19.25% JPC authorizers), 2025 contract 23.5% (19.95%). */
export function lookupPensionHealthRate(
  input: PensionHealthLookupInput,
  schedules: readonly FeeSchedule[] = feeSchedules,
): PensionHealthLookup {
  const { union, variant = "standard" } = input;
  const selection = selectFeeSchedule(union, input, schedules);
  if (selection.status === "noSchedule") return { status: "noSchedule", variant, reason: selection.reason };
  const schedule = toFeeScheduleRef(selection.schedule);
  const rate = selection.schedule.pensionHealth.find((candidate) => candidate.variant === variant);
  if (rate === undefined)
    return {
      status: "missing",
      variant,
      schedule,
      confidence: null,
      reason: `${schedule.label} records no ${variant} P&H rate.`,
    };
  if (rate.confidence !== "V") {
    return {
      status: "missing",
      variant,
      schedule,
      confidence: rate.confidence,
      reason: `The ${variant} P&H rate in ${schedule.label} is not confirmed (${rateConfidenceLabels[rate.confidence]}): ${rate.note}`,
    };
  }
  return { status: "found", variant, basisPoints: rate.basisPoints, schedule, source: rate.sourceUrl };
}

/** P&H contribution on a wage in cents, rounded half up to the cent: 82230 at 2350 bp -> 19324 ($193.24). */
export function computePensionHealthCents(wageCents: number, basisPoints: number): number {
  if (!Number.isInteger(wageCents) || wageCents < 0)
    throw new RangeError(`Wage must be whole cents >= 0, got ${wageCents}`);
  if (!Number.isInteger(basisPoints) || basisPoints < 0)
    throw new RangeError(`Rate must be whole basis points >= 0, got ${basisPoints}`);
  return Math.floor((wageCents * basisPoints + 5000) / 10000);
}

import { z } from "zod";
import { findUseCycleLength, useCycleLengths } from "./cycle-lengths.js";
import type { UseLength } from "./use-right-expiry.js";

export const cycleUnits = ["day", "week", "month", "year"] as const;
export const CycleUnitSchema = z.enum(cycleUnits);
export type CycleUnit = z.infer<typeof CycleUnitSchema>;

/**
 * The 1-day cycle of sessions in the second and third usage catalogues (spec 001 section 9).
 * It is not in the spec's table of cycle lengths, which the rights module holds.
 */
export const sessionCycleLength = { label: "1 day", days: 1, unit: "day", count: 1 } as const;

/** Every cycle length a use right may take: the 1-day session cycle, then the spec's table. */
export const cycleLengths = [sessionCycleLength, ...useCycleLengths] as const;

export type CycleLengthEntry = (typeof cycleLengths)[number];
export type CycleLengthLabel = CycleLengthEntry["label"];
export const cycleLengthLabels = cycleLengths.map((c) => c.label) as [
  CycleLengthLabel,
  ...CycleLengthLabel[],
];
export const CycleLengthLabelSchema = z.enum(cycleLengthLabels, { error: "Choose the cycle length." });

/**
 * Days in a cycle of the given length: cycleLengthDays("13 weeks") === 91. Case, spacing
 * and a singular/plural slip are ignored, and a retired label counts as the entry it was
 * folded into ("52 weeks" → 365). Undefined when the label is not a cycle length.
 */
export function cycleLengthDays(label: string): number | undefined {
  if (label.trim().toLowerCase().replace(/s$/, "") === sessionCycleLength.label)
    return sessionCycleLength.days;
  return findUseCycleLength(label)?.days;
}

/** How long a use may run, as labelled in spec 001 section 9, with the rights module's key. */
export const useLengthLabels = {
  "unlimited through MPU": "unlimitedThroughMpu",
  unlimited: "unlimited",
  "physical media (DVD)": "physicalMedia",
  "maximum use": "maximumUse",
  "in perpetuity": "inPerpetuity",
  "13 weeks": "cycle",
} as const satisfies Readonly<Record<string, UseLength>>;
export type UseLengthLabel = keyof typeof useLengthLabels;
export const UseLengthLabelSchema = z.enum(
  Object.keys(useLengthLabels) as [UseLengthLabel, ...UseLengthLabel[]],
  {
    error: "Choose the use length.",
  },
);

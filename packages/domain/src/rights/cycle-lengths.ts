import { z } from "zod";

/**
 * Use-right cycle lengths in days (spec 001 section 9). The source for every cycle computation.
 * Month and year labels are fixed day counts here ("12 months" = 365), not calendar months;
 * only the MPU is counted in calendar months (see compute-mpu.ts and the package README).
 */
export const useCycleLengths = [
  { label: "30 days", days: 30, unit: "day", count: 30 },
  { label: "1 week", days: 7, unit: "week", count: 1 },
  { label: "4 weeks", days: 28, unit: "week", count: 4 },
  { label: "8 weeks", days: 56, unit: "week", count: 8 },
  { label: "13 weeks", days: 91, unit: "week", count: 13 },
  { label: "26 weeks", days: 182, unit: "week", count: 26 },
  { label: "52 weeks", days: 364, unit: "week", count: 52 },
  { label: "12 months", days: 365, unit: "month", count: 12 },
  { label: "18 months", days: 547, unit: "month", count: 18 },
  { label: "21 months", days: 638, unit: "month", count: 21 },
  { label: "24 months", days: 730, unit: "month", count: 24 },
  { label: "1 year", days: 365, unit: "year", count: 1 },
  { label: "2 years", days: 730, unit: "year", count: 2 },
  { label: "3 years", days: 1095, unit: "year", count: 3 },
] as const;

export type UseCycleLength = (typeof useCycleLengths)[number];
export type UseCycleLengthLabel = UseCycleLength["label"];
export type CycleLengthUnit = UseCycleLength["unit"];

export const UseCycleLengthLabelSchema = z.enum(
  useCycleLengths.map((entry) => entry.label) as [UseCycleLengthLabel, ...UseCycleLengthLabel[]],
);

/** The length in days of a labelled cycle: cycleLengthDaysOf("13 weeks") === 91. */
export function cycleLengthDaysOf(label: UseCycleLengthLabel): number {
  const entry = useCycleLengths.find((candidate) => candidate.label === label);
  if (!entry) throw new RangeError(`Unknown cycle length label: "${label}"`);
  return entry.days;
}

/**
 * Lenient lookup for labels as stored or typed: case, extra spaces and a singular/plural
 * slip are ignored ("13 Weeks", "1 years"). Null when nothing matches.
 */
export function findUseCycleLength(text: string): UseCycleLength | null {
  const normalized = text.trim().toLowerCase().replace(/\s+/g, " ").replace(/s$/, "");
  return useCycleLengths.find((entry) => entry.label.replace(/s$/, "") === normalized) ?? null;
}

import { z } from "zod";

/**
 * Use-right cycle lengths in days (spec 001 section 9). The source for every cycle computation.
 * Month and year labels are fixed day counts here ("18 months" = 547), not calendar months;
 * only the MPU is counted in calendar months (see compute-mpu.ts and the package README). No two
 * entries mean the same length: the SAG-AFTRA New Structure sells 4-week, 13-week and 1-year
 * cycles, so a year is "1 year" only (see `retiredCycleLengthLabels`).
 */
export const useCycleLengths = [
  { label: "30 days", days: 30, unit: "day", count: 30 },
  { label: "1 week", days: 7, unit: "week", count: 1 },
  { label: "4 weeks", days: 28, unit: "week", count: 4 },
  { label: "8 weeks", days: 56, unit: "week", count: 8 },
  { label: "13 weeks", days: 91, unit: "week", count: 13 },
  { label: "26 weeks", days: 182, unit: "week", count: 26 },
  { label: "1 year", days: 365, unit: "year", count: 1 },
  { label: "18 months", days: 547, unit: "month", count: 18 },
  { label: "21 months", days: 638, unit: "month", count: 21 },
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
 * Labels no longer offered, each with the entry it was folded into; the migration
 * 0010_one_media_catalogue rewrote stored ones the same way. "52 weeks" was 364 days and is now
 * the 365-day year.
 */
export const retiredCycleLengthLabels = {
  "52 weeks": "1 year",
  "12 months": "1 year",
  "24 months": "2 years",
} as const satisfies Readonly<Record<string, UseCycleLengthLabel>>;

const singular = (label: string) => label.replace(/s$/, "");

/**
 * Lenient lookup for labels as stored or typed: case, extra spaces and a singular/plural
 * slip are ignored ("13 Weeks", "1 years"), and a retired label gives the entry it was folded
 * into ("12 months" → 1 year), so old input keeps working. Null when nothing matches.
 */
export function findUseCycleLength(text: string): UseCycleLength | null {
  const normalized = singular(text.trim().toLowerCase().replace(/\s+/g, " "));
  const retired = Object.entries(retiredCycleLengthLabels).find(([label]) => singular(label) === normalized);
  const wanted = retired ? singular(retired[1]) : normalized;
  return useCycleLengths.find((entry) => singular(entry.label) === wanted) ?? null;
}

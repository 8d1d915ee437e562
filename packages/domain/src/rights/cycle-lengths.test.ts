import { describe, expect, it } from "vitest";
import {
  UseCycleLengthLabelSchema,
  cycleLengthDaysOf,
  findUseCycleLength,
  retiredCycleLengthLabels,
  useCycleLengths,
  type UseCycleLengthLabel,
} from "./cycle-lengths.js";
import { cycleLengthDays } from "./cycle-length-catalogue.js";

describe("use-cycle lengths (spec 001 section 9)", () => {
  it.each<[UseCycleLengthLabel, number]>([
    ["30 days", 30],
    ["1 week", 7],
    ["4 weeks", 28],
    ["8 weeks", 56],
    ["13 weeks", 91],
    ["26 weeks", 182],
    ["18 months", 547],
    ["21 months", 638],
    ["1 year", 365],
    ["2 years", 730],
    ["3 years", 1095],
  ])("%s is %i days, in the use-cycle list and in the catalogue with the session day", (label, days) => {
    expect(cycleLengthDaysOf(label)).toBe(days);
    expect(cycleLengthDays(label)).toBe(days);
    expect(UseCycleLengthLabelSchema.parse(label)).toBe(label);
  });

  it("offers eleven labels, none meaning the same length as another", () => {
    expect(useCycleLengths).toHaveLength(11);
    expect(new Set(useCycleLengths.map((entry) => entry.label)).size).toBe(11);
    expect(new Set(useCycleLengths.map((entry) => entry.days)).size).toBe(11);
  });

  it("no longer offers 52 weeks, 12 months or 24 months", () => {
    for (const label of ["52 weeks", "12 months", "24 months"]) {
      expect(UseCycleLengthLabelSchema.safeParse(label).success).toBe(false);
      expect(useCycleLengths.some((entry) => entry.label === label)).toBe(false);
    }
  });

  it("week labels are whole weeks", () => {
    for (const entry of useCycleLengths.filter((candidate) => candidate.unit === "week"))
      expect(entry.days).toBe(entry.count * 7);
  });

  it("throws on a label outside the table", () => {
    expect(() => cycleLengthDaysOf("5 weeks" as UseCycleLengthLabel)).toThrow(RangeError);
    expect(UseCycleLengthLabelSchema.safeParse("5 weeks").success).toBe(false);
  });

  it("finds labels as stored or typed", () => {
    expect(findUseCycleLength("13 Weeks")?.days).toBe(91);
    expect(findUseCycleLength("  1   YEAR ")?.days).toBe(365);
    expect(findUseCycleLength("1 years")?.days).toBe(365);
    expect(findUseCycleLength("30 day")?.days).toBe(30);
    expect(findUseCycleLength("forever")).toBeNull();
  });

  it("reads a retired label as the entry it was folded into, so old input keeps working", () => {
    expect(findUseCycleLength("52 weeks")?.label).toBe("1 year");
    expect(findUseCycleLength("52 Week")?.days).toBe(365);
    expect(findUseCycleLength(" 12  MONTHS ")?.label).toBe("1 year");
    expect(findUseCycleLength("24 months")).toMatchObject({ label: "2 years", days: 730 });
    for (const [retired, successor] of Object.entries(retiredCycleLengthLabels))
      expect(findUseCycleLength(retired)?.label).toBe(successor);
  });
});

import { describe, expect, it } from "vitest";
import {
  UseCycleLengthLabelSchema,
  cycleLengthDaysOf,
  findUseCycleLength,
  useCycleLengths,
  type UseCycleLengthLabel,
} from "./cycle-lengths.js";

describe("use-cycle lengths (spec 001 section 9)", () => {
  it.each<[UseCycleLengthLabel, number]>([
    ["30 days", 30],
    ["1 week", 7],
    ["4 weeks", 28],
    ["8 weeks", 56],
    ["13 weeks", 91],
    ["26 weeks", 182],
    ["52 weeks", 364],
    ["12 months", 365],
    ["18 months", 547],
    ["21 months", 638],
    ["24 months", 730],
    ["1 year", 365],
    ["2 years", 730],
    ["3 years", 1095],
  ])("%s is %i days", (label, days) => {
    expect(cycleLengthDaysOf(label)).toBe(days);
    expect(UseCycleLengthLabelSchema.parse(label)).toBe(label);
  });

  it("has exactly the fourteen spec labels", () => {
    expect(useCycleLengths).toHaveLength(14);
    expect(new Set(useCycleLengths.map((entry) => entry.label)).size).toBe(14);
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
});

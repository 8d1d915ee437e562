import { describe, expect, it } from "vitest";
import { addDays } from "../dates/date-arithmetic.js";
import { toIsoDate } from "../dates/iso-date.js";
import { computeCycleExpiry } from "./compute-cycle-expiry.js";
import { cycleLengthDaysOf, type UseCycleLengthLabel } from "./cycle-lengths.js";

const start = toIsoDate("2025-01-06");

describe("computeCycleExpiry: the expire date is the last covered day", () => {
  it("a 13-week (91-day) cycle from 2025-01-06 expires 2025-04-06 and the next starts 2025-04-07", () => {
    const expire = computeCycleExpiry(start, 91);
    expect(expire).toBe("2025-04-06");
    expect(addDays(expire, 1)).toBe("2025-04-07");
  });

  // Expected dates computed independently (Python datetime) from 2025-01-06.
  it.each<[UseCycleLengthLabel, string]>([
    ["30 days", "2025-02-04"],
    ["1 week", "2025-01-12"],
    ["4 weeks", "2025-02-02"],
    ["8 weeks", "2025-03-02"],
    ["13 weeks", "2025-04-06"],
    ["26 weeks", "2025-07-06"],
    ["18 months", "2026-07-06"],
    ["21 months", "2026-10-05"],
    ["1 year", "2026-01-05"],
    ["2 years", "2027-01-05"],
    ["3 years", "2028-01-05"],
  ])("a %s cycle from 2025-01-06 expires %s", (label, expected) => {
    expect(computeCycleExpiry(start, cycleLengthDaysOf(label))).toBe(expected);
  });

  it("a one-day cycle expires the day it starts", () => {
    expect(computeCycleExpiry(start, 1)).toBe("2025-01-06");
  });

  it.each([0, -7, 1.5, Number.NaN])("refuses length %s", (length) => {
    expect(() => computeCycleExpiry(start, length)).toThrow(RangeError);
  });
});

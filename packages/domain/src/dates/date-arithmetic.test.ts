import { describe, expect, it } from "vitest";
import {
  addDays,
  compareIsoDates,
  diffDays,
  isDateInRange,
  maxIsoDate,
  minIsoDate,
} from "./date-arithmetic.js";
import { toIsoDate } from "./iso-date.js";

const d = toIsoDate;

describe("addDays", () => {
  it.each([
    ["2025-01-06", 90, "2025-04-06"],
    ["2025-01-06", 91, "2025-04-07"],
    ["2024-02-28", 1, "2024-02-29"],
    ["2025-02-28", 1, "2025-03-01"],
    ["2024-12-31", 1, "2025-01-01"],
    ["2025-03-09", 1, "2025-03-10"], // US daylight-saving change: still one day
    ["2025-11-02", 1, "2025-11-03"],
    ["2025-01-01", -1, "2024-12-31"],
    ["2025-01-06", 0, "2025-01-06"],
  ])("%s + %i = %s", (start, days, expected) => expect(addDays(d(start), days)).toBe(expected));

  it("refuses fractional days and leaving years 1-9999", () => {
    expect(() => addDays(d("2025-01-06"), 0.5)).toThrow(RangeError);
    expect(() => addDays(d("9999-12-31"), 1)).toThrow(RangeError);
    expect(() => addDays(d("0001-01-01"), -1)).toThrow(RangeError);
  });
});

describe("diffDays", () => {
  it("counts whole days, positive forwards", () => {
    expect(diffDays(d("2025-01-06"), d("2025-04-07"))).toBe(91);
    expect(diffDays(d("2025-04-07"), d("2025-01-06"))).toBe(-91);
    expect(diffDays(d("2024-01-01"), d("2025-01-01"))).toBe(366);
  });
});

describe("compare, min, max, range", () => {
  it("orders dates", () => {
    expect(compareIsoDates(d("2025-01-06"), d("2025-01-07"))).toBe(-1);
    expect(compareIsoDates(d("2025-01-07"), d("2025-01-06"))).toBe(1);
    expect(compareIsoDates(d("2025-01-06"), d("2025-01-06"))).toBe(0);
  });

  it("picks the earliest and the latest", () => {
    const dates = [d("2025-04-07"), d("2024-12-31"), d("2025-01-06")] as const;
    expect(minIsoDate(...dates)).toBe("2024-12-31");
    expect(maxIsoDate(...dates)).toBe("2025-04-07");
    expect(minIsoDate(d("2025-01-06"))).toBe("2025-01-06");
  });

  it("includes both ends of a range; a null end is open", () => {
    expect(isDateInRange(d("2022-04-01"), d("2022-04-01"), d("2025-03-31"))).toBe(true);
    expect(isDateInRange(d("2025-03-31"), d("2022-04-01"), d("2025-03-31"))).toBe(true);
    expect(isDateInRange(d("2025-04-01"), d("2022-04-01"), d("2025-03-31"))).toBe(false);
    expect(isDateInRange(d("2022-03-31"), d("2022-04-01"), d("2025-03-31"))).toBe(false);
    expect(isDateInRange(d("2099-01-01"), d("2025-04-01"), null)).toBe(true);
  });
});

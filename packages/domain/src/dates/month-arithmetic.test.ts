import { describe, expect, it } from "vitest";
import { toIsoDate } from "./iso-date.js";
import { addMonthsClamped, computeMonthsPeriodEnd } from "./month-arithmetic.js";

const d = toIsoDate;

describe("addMonthsClamped", () => {
  it.each([
    ["2025-01-06", 1, "2025-02-06"],
    ["2025-01-31", 1, "2025-02-28"],
    ["2024-01-31", 1, "2024-02-29"],
    ["2025-03-31", -1, "2025-02-28"],
    ["2025-11-15", 2, "2026-01-15"],
    ["2025-01-15", -13, "2023-12-15"],
    ["2025-01-06", 0, "2025-01-06"],
  ])("%s + %i months = %s", (start, months, expected) =>
    expect(addMonthsClamped(d(start), months)).toBe(expected),
  );

  it("refuses fractional months and leaving years 1-9999", () => {
    expect(() => addMonthsClamped(d("2025-01-06"), 1.5)).toThrow(RangeError);
    expect(() => addMonthsClamped(d("0001-01-06"), -1)).toThrow(RangeError);
    expect(() => addMonthsClamped(d("9999-12-06"), 1)).toThrow(RangeError);
  });
});

describe("computeMonthsPeriodEnd (last covered day of N calendar months)", () => {
  it.each([
    ["2025-04-01", 24, "2027-03-31"],
    ["2023-01-06", 21, "2024-10-05"],
    ["2023-02-01", 21, "2024-10-31"],
    ["2023-05-31", 21, "2025-02-28"], // February has no 31st: the period ends on its last day
    ["2024-02-29", 24, "2026-02-28"],
    ["2025-01-31", 1, "2025-02-28"],
    ["2025-01-30", 1, "2025-02-28"],
    ["2025-02-01", 1, "2025-02-28"],
    ["2024-01-30", 1, "2024-02-29"],
    ["2025-03-31", 1, "2025-04-30"],
    ["2025-01-06", 12, "2026-01-05"],
  ])("%s + %i months ends %s", (start, months, expected) =>
    expect(computeMonthsPeriodEnd(d(start), months)).toBe(expected),
  );

  it.each([0, -1, 2.5])("refuses %s months", (months) =>
    expect(() => computeMonthsPeriodEnd(d("2025-01-06"), months)).toThrow(RangeError),
  );

  it("refuses a period that ends after 9999", () => {
    expect(() => computeMonthsPeriodEnd(d("9999-06-01"), 12)).toThrow(RangeError);
  });
});

import { describe, expect, it } from "vitest";
import { daysInMonth, isLeapYear } from "./calendar.js";

describe("isLeapYear", () => {
  it.each([
    [2024, true],
    [2025, false],
    [2000, true],
    [1900, false],
    [1, false],
    [4, true],
  ])("%i -> %s", (year, leap) => expect(isLeapYear(year)).toBe(leap));
});

describe("daysInMonth", () => {
  it("knows February in leap and common years", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
  });

  it("knows 30- and 31-day months", () => {
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 12)).toBe(31);
    expect(daysInMonth(2025, 1)).toBe(31);
  });

  it.each([0, 13, 1.5])("rejects month %s", (month) =>
    expect(() => daysInMonth(2025, month)).toThrow(RangeError),
  );
});

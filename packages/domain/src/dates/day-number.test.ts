import { describe, expect, it } from "vitest";
import { MAX_DAY_NUMBER, MIN_DAY_NUMBER, fromDayNumber, toDayNumber } from "./day-number.js";
import { toIsoDate } from "./iso-date.js";

const d = toIsoDate;

describe("day numbers", () => {
  it.each([
    ["1970-01-01", 0],
    ["1969-12-31", -1],
    ["2025-01-06", 20094],
    ["2000-03-01", 11017],
    ["0001-01-01", MIN_DAY_NUMBER],
    ["9999-12-31", MAX_DAY_NUMBER],
  ])("%s is day %i", (text, day) => {
    expect(toDayNumber(d(text))).toBe(day);
    expect(fromDayNumber(day)).toBe(text);
  });

  it.each([MIN_DAY_NUMBER - 1, MAX_DAY_NUMBER + 1, 0.5, Number.NaN])("refuses day %s", (day) => {
    expect(() => fromDayNumber(day)).toThrow(RangeError);
  });
});

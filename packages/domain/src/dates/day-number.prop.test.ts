import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_DAY_NUMBER, MIN_DAY_NUMBER, fromDayNumber, toDayNumber } from "./day-number.js";
import { isoDateFromParts } from "./iso-date.js";

const dayNumber = fc.integer({ min: MIN_DAY_NUMBER, max: MAX_DAY_NUMBER });
const MS_PER_DAY = 86_400_000;

describe("day numbers (properties)", () => {
  it("iso -> day number -> iso is lossless", () => {
    fc.assert(fc.property(dayNumber.map(fromDayNumber), (date) => fromDayNumber(toDayNumber(date)) === date));
  });

  it("day number -> iso -> day number is lossless", () => {
    fc.assert(fc.property(dayNumber, (day) => toDayNumber(fromDayNumber(day)) === day));
  });

  it("agrees with Date.UTC (an independent oracle) for years 100-9999", () => {
    const parts = fc.record({
      year: fc.integer({ min: 100, max: 9999 }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
    });
    fc.assert(
      fc.property(parts, ({ year, month, day }) => {
        const date = isoDateFromParts(year, month, day);
        fc.pre(date !== null);
        expect(toDayNumber(date)).toBe(Date.UTC(year, month - 1, day) / MS_PER_DAY);
      }),
    );
  });

  it("consecutive day numbers are consecutive dates in text order", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_DAY_NUMBER, max: MAX_DAY_NUMBER - 1 }),
        (day) => fromDayNumber(day) < fromDayNumber(day + 1),
      ),
    );
  });
});

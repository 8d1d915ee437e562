import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, diffDays } from "./date-arithmetic.js";
import { fromDayNumber } from "./day-number.js";
import { isoDateParts } from "./iso-date.js";
import { computeMonthsPeriodEnd } from "./month-arithmetic.js";

const date = fc.integer({ min: -25567, max: 84000 }).map(fromDayNumber);
const months = fc.integer({ min: 1, max: 60 });

describe("computeMonthsPeriodEnd (properties)", () => {
  it("ends on or after the start, in the month `months` later or the one before", () => {
    fc.assert(
      fc.property(date, months, (start, n) => {
        const end = computeMonthsPeriodEnd(start, n);
        expect(diffDays(start, end)).toBeGreaterThanOrEqual(27);
        const s = isoDateParts(start);
        const e = isoDateParts(end);
        const monthsApart = (e.year - s.year) * 12 + (e.month - s.month);
        expect([n - 1, n]).toContain(monthsApart);
      }),
    );
  });

  it("is monotone: a later start never ends earlier", () => {
    fc.assert(
      fc.property(
        date,
        months,
        (start, n) => computeMonthsPeriodEnd(addDays(start, 1), n) >= computeMonthsPeriodEnd(start, n),
      ),
    );
  });

  it("back-to-back periods: the next period from the day after never overlaps", () => {
    fc.assert(
      fc.property(date, months, (start, n) => {
        const end = computeMonthsPeriodEnd(start, n);
        expect(computeMonthsPeriodEnd(addDays(end, 1), n) > end).toBe(true);
      }),
    );
  });
});

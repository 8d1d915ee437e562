import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, compareIsoDates, diffDays, maxIsoDate, minIsoDate } from "./date-arithmetic.js";
import { fromDayNumber } from "./day-number.js";
import { isoDateOfInstant } from "./iso-date-of-instant.js";

// Years 1900-2200 keep every addDays below inside years 1-9999.
const date = fc.integer({ min: -25567, max: 84000 }).map(fromDayNumber);
const days = fc.integer({ min: -20000, max: 20000 });
// Any instant of years 1900-2200, to the millisecond.
const instant = fc
  .integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) - 1 })
  .map((ms) => new Date(ms));
// The oracle: a UTC day is exactly this long, so instant arithmetic may check calendar arithmetic.
const MS_PER_DAY = 86_400_000;

describe("date arithmetic (properties)", () => {
  it("addDays and diffDays are inverse", () => {
    fc.assert(
      fc.property(date, days, (start, n) => {
        expect(diffDays(start, addDays(start, n))).toBe(n);
        expect(addDays(start, diffDays(start, addDays(start, n)))).toBe(addDays(start, n));
        expect(addDays(addDays(start, n), -n)).toBe(start);
      }),
    );
  });

  it("the UTC day of an instant moved by n days is the instant n × 24 h later, whatever the host zone", () => {
    // What the server and the web app once wrote by hand as `new Date(t + n * 86_400_000)`.
    fc.assert(
      fc.property(instant, days, (at, n) => {
        const later = new Date(at.getTime() + n * MS_PER_DAY);
        expect(addDays(isoDateOfInstant(at), n)).toBe(isoDateOfInstant(later));
        expect(diffDays(isoDateOfInstant(at), isoDateOfInstant(later))).toBe(n);
      }),
    );
  });

  it("compare agrees with the sign of diffDays", () => {
    fc.assert(fc.property(date, date, (a, b) => compareIsoDates(a, b) === (Math.sign(diffDays(b, a)) || 0)));
  });

  it("min and max are members and bound every date", () => {
    fc.assert(
      fc.property(fc.array(date, { minLength: 1, maxLength: 8 }), (dates) => {
        const [first, ...rest] = dates as [(typeof dates)[number], ...typeof dates];
        const min = minIsoDate(first, ...rest);
        const max = maxIsoDate(first, ...rest);
        expect(dates).toContain(min);
        expect(dates).toContain(max);
        for (const each of dates) expect(diffDays(min, each) >= 0 && diffDays(each, max) >= 0).toBe(true);
      }),
    );
  });
});

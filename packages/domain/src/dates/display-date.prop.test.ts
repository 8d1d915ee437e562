import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_DAY_NUMBER, MIN_DAY_NUMBER, fromDayNumber } from "./day-number.js";
import { formatDisplayDate, parseDisplayDate } from "./display-date.js";

const date = fc.integer({ min: MIN_DAY_NUMBER, max: MAX_DAY_NUMBER }).map(fromDayNumber);

describe("display dates (properties)", () => {
  it("iso -> display -> iso is lossless", () => {
    fc.assert(fc.property(date, (iso) => parseDisplayDate(formatDisplayDate(iso)) === iso));
  });

  it("display -> iso -> display is lossless for formatted text", () => {
    fc.assert(
      fc.property(date, (iso) => {
        const shown = formatDisplayDate(iso);
        const parsed = parseDisplayDate(shown);
        expect(parsed === null ? null : formatDisplayDate(parsed)).toBe(shown);
      }),
    );
  });

  it("never accepts text that is not a calendar date", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 29, max: 31 }),
        fc.integer({ min: 1, max: 9999 }),
        (month, day, year) => {
          const text = `${String(month).padStart(2, "0")}/${day}/${String(year).padStart(4, "0")}`;
          const parsed = parseDisplayDate(text);
          if (parsed !== null) expect(formatDisplayDate(parsed)).toBe(text);
        },
      ),
    );
  });
});

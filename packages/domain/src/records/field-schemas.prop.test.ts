import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isDateRangeReversed, requiredDate } from "./field-schemas.js";

const isoDate = fc
  .date({ min: new Date("0001-01-02T00:00:00Z"), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe("date fields (properties)", () => {
  it("every real calendar date after the marker is accepted as a required date", () => {
    const schema = requiredDate("date");
    fc.assert(
      fc.property(isoDate, (date) => {
        expect(schema.parse(date)).toBe(date);
      }),
    );
  });

  it("a day past the end of its month is refused", () => {
    const schema = requiredDate("date");
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const last = new Date(Date.UTC(2000, month, 0)).getUTCDate();
        const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
        const limit = month === 2 ? (leap ? 29 : 28) : last;
        const text = `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${limit + 1}`;
        expect(schema.safeParse(text).success).toBe(false);
      }),
    );
  });

  it("a range is reversed exactly when the end sorts before the start", () => {
    fc.assert(
      fc.property(isoDate, isoDate, (a, b) => {
        expect(isDateRangeReversed(a, b)).toBe(b < a);
      }),
    );
  });
});

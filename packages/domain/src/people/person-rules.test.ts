import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ageOn, employmentTypeOf, isMinorOn, normalizeEmail, normalizePersonName } from "./person-rules.js";

describe("ageOn and isMinorOn", () => {
  it("counts whole years, turning a year older on the birthday", () => {
    expect(ageOn("2008-11-24", "2026-11-23")).toBe(17);
    expect(ageOn("2008-11-24", "2026-11-24")).toBe(18);
    expect(isMinorOn("2008-11-24", "2026-11-23")).toBe(true);
    expect(isMinorOn("2008-11-24", "2026-11-24")).toBe(false);
  });

  it("lets a 29 February birthday count from 1 March in common years", () => {
    expect(ageOn("2008-02-29", "2026-02-28")).toBe(17);
    expect(ageOn("2008-02-29", "2026-03-01")).toBe(18);
  });

  it("treats no birth date, the empty marker or a bad date as not a minor", () => {
    expect(isMinorOn(undefined, "2026-11-24")).toBe(false);
    expect(isMinorOn(null, "2026-11-24")).toBe(false);
    expect(isMinorOn("0001-01-01", "2026-11-24")).toBe(false);
    expect(isMinorOn("2020-02-30", "2026-11-24")).toBe(false);
  });

  it("never decreases as today moves forward", () => {
    const day = fc
      .record({
        y: fc.integer({ min: 1950, max: 2040 }),
        m: fc.integer({ min: 1, max: 12 }),
        d: fc.integer({ min: 1, max: 28 }),
      })
      .map(({ y, m, d }) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`);
    fc.assert(
      fc.property(day, day, day, (birth, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(ageOn(birth, late)).toBeGreaterThanOrEqual(ageOn(birth, early));
      }),
    );
  });
});

describe("names and kinds", () => {
  it("reads kinds in catalogue order, each once", () => {
    expect(employmentTypeOf(["TALENT", "CREW", "TALENT"])).toBe("CREW, TALENT");
  });

  it("matches names regardless of accents, case and spacing", () => {
    expect(normalizePersonName(" José ", "Álvarez  ")).toBe(normalizePersonName("jose", "alvarez"));
    expect(normalizeEmail(" Mia@Example.COM ")).toBe("mia@example.com");
  });
});

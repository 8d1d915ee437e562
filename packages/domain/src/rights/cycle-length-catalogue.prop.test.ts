import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cycleLengthDays, cycleLengths } from "./cycle-length-catalogue.js";

const perUnit = { day: [1, 1], week: [7, 7], month: [28, 31], year: [365, 366] } as const;

describe("cycle lengths (properties)", () => {
  it("every label reads back to its days, in any case", () => {
    fc.assert(
      fc.property(fc.constantFrom(...cycleLengths), fc.boolean(), (entry, upper) => {
        const label = upper ? entry.label.toUpperCase() : entry.label;
        expect(cycleLengthDays(label)).toBe(entry.days);
      }),
    );
  });

  it("no two offered entries have the same day count", () => {
    fc.assert(
      fc.property(fc.constantFrom(...cycleLengths), fc.constantFrom(...cycleLengths), (one, other) => {
        expect(one.days === other.days).toBe(one.label === other.label);
      }),
    );
  });

  it("days are about count times the unit", () => {
    for (const entry of cycleLengths) {
      const [low, high] = perUnit[entry.unit];
      expect(entry.days).toBeGreaterThanOrEqual(entry.count * low - 1);
      expect(entry.days).toBeLessThanOrEqual(entry.count * high);
    }
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cycleLengthLabels } from "./cycle-length-catalogue.js";
import { UseRightSchema } from "./use-right.js";

const isoDate = fc
  .date({ min: new Date("1990-01-01T00:00:00Z"), max: new Date("2090-12-31T00:00:00Z"), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe("use right cycle (properties)", () => {
  it("a use right parses exactly when its cycle does not end before it starts", () => {
    fc.assert(
      fc.property(isoDate, isoDate, fc.constantFrom(...cycleLengthLabels), (start, end, cycleLength) => {
        const result = UseRightSchema.safeParse({
          useRightType: "CABLE",
          startCycleDate: start,
          cycleExpireDate: end,
          cycleLength,
          note: "n",
        });
        expect(result.success).toBe(end >= start);
      }),
    );
  });

  it("AUDITION refuses every cycle length and REINSTATEMENT takes any", () => {
    fc.assert(
      fc.property(fc.constantFrom(...cycleLengthLabels), (cycleLength) => {
        const base = { startCycleDate: "2025-01-01", cycleExpireDate: "2025-12-31", cycleLength, note: "n" };
        expect(UseRightSchema.safeParse({ ...base, useRightType: "AUDITION" }).success).toBe(false);
        expect(UseRightSchema.safeParse({ ...base, useRightType: "REINSTATEMENT" }).success).toBe(true);
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rightsStatuses } from "./rights-status.js";
import { compareStatusesForDisplay, statusDisplayOrder } from "./status-display-order.js";

const status = fc.constantFrom(...rightsStatuses);
const sign = (n: number) => Math.sign(n) || 0;

describe("status comparator (properties)", () => {
  it("is a total order: reflexive, antisymmetric, transitive, and any two statuses compare", () => {
    fc.assert(
      fc.property(status, status, status, (a, b, c) => {
        expect(compareStatusesForDisplay(a, a)).toBe(0);
        expect(sign(compareStatusesForDisplay(a, b)) + sign(compareStatusesForDisplay(b, a))).toBe(0);
        if (compareStatusesForDisplay(a, b) === 0) expect(a).toBe(b);
        if (compareStatusesForDisplay(a, b) <= 0 && compareStatusesForDisplay(b, c) <= 0)
          expect(compareStatusesForDisplay(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });

  it("matches the display order for any shuffled list", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...rightsStatuses]), (subset) => {
        const sorted = [...subset].sort(compareStatusesForDisplay);
        expect(sorted).toEqual(statusDisplayOrder.filter((each) => subset.includes(each)));
      }),
    );
  });
});

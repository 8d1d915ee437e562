import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rightsStatuses } from "./rights-status.js";
import { compareStatusesForDisplay } from "./status-display-order.js";

const status = fc.constantFrom(...rightsStatuses);

describe("status display order (properties)", () => {
  it("is a total order: reflexive, antisymmetric, transitive and total", () => {
    fc.assert(
      fc.property(status, status, status, (a, b, c) => {
        expect(compareStatusesForDisplay(a, a)).toBe(0);
        if (a !== b) expect(compareStatusesForDisplay(a, b)).not.toBe(0);
        expect(Math.sign(compareStatusesForDisplay(a, b)) + Math.sign(compareStatusesForDisplay(b, a))).toBe(
          0,
        );
        if (compareStatusesForDisplay(a, b) <= 0 && compareStatusesForDisplay(b, c) <= 0) {
          expect(compareStatusesForDisplay(a, c)).toBeLessThanOrEqual(0);
        }
      }),
    );
  });
});

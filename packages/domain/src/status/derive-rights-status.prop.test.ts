import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromDayNumber } from "../dates/day-number.js";
import { expiringItemKinds, type ExpiringItem } from "../rights/expiring-item.js";
import { deriveRightsStatus } from "./derive-rights-status.js";
import { isExpiredStatus } from "./rights-status.js";

const day = fc.integer({ min: 20000, max: 20060 }).map(fromDayNumber);
const item: fc.Arbitrary<ExpiringItem> = fc.record({
  kind: fc.constantFrom(...expiringItemKinds),
  id: fc.string({ minLength: 1, maxLength: 3 }),
  label: fc.string({ maxLength: 5 }),
  expireDate: fc.option(day, { nil: null }),
});

describe("deriveRightsStatus (properties)", () => {
  it("a complete, unreleased record is EXPIRED exactly when some item's last covered day is before today", () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), day, (items, today) => {
        const { status, item: cause } = deriveRightsStatus(
          { missingFields: [], released: false, items },
          today,
        );
        const anyEnded = items.some((each) => each.expireDate !== null && each.expireDate < today);
        expect(isExpiredStatus(status)).toBe(anyEnded);
        if (!anyEnded) expect(status).toBe("ACTIVE");
        if (anyEnded)
          expect(
            items.every(
              (each) => each.expireDate === null || each.expireDate >= (cause?.expireDate ?? today),
            ),
          ).toBe(true);
      }),
    );
  });
});

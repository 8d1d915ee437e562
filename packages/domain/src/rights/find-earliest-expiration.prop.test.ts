import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromDayNumber } from "../dates/day-number.js";
import { expiringItemKinds, type ExpiringItem } from "./expiring-item.js";
import { findEarliestExpiration } from "./find-earliest-expiration.js";

const item: fc.Arbitrary<ExpiringItem> = fc.record({
  kind: fc.constantFrom(...expiringItemKinds),
  id: fc.constantFrom("A", "B", "C"),
  label: fc.constantFrom("x", "y"),
  expireDate: fc.option(fc.integer({ min: 20000, max: 20010 }).map(fromDayNumber), { nil: null }),
});

describe("findEarliestExpiration (properties)", () => {
  it("no item ends before the result, and the order of the input does not matter", () => {
    fc.assert(
      fc.property(fc.array(item, { maxLength: 10 }), fc.nat(), (items, seed) => {
        const result = findEarliestExpiration(items);
        const shuffled = [...items].sort(
          (a, b) => ((a.id.charCodeAt(0) * 31 + seed) % 7) - ((b.id.charCodeAt(0) * 31 + seed) % 7),
        );
        expect(findEarliestExpiration(shuffled)).toEqual(result);
        if (result.status === "never") return items.every((each) => each.expireDate === null);
        return (
          items.every((each) => each.expireDate === null || each.expireDate >= result.date) &&
          result.item.expireDate === result.date
        );
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatRecordId, parseRecordId, recordIdPrefixes } from "./record-ids.js";

describe("record ids (properties)", () => {
  it("format then parse gives back the prefix and number", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(recordIdPrefixes)),
        fc.integer({ min: 1, max: 1e12 }),
        (prefix, n) => {
          expect(parseRecordId(formatRecordId(prefix, n))).toEqual({ prefix, n });
        },
      ),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isMediaSubtypeOf, mediaCatalogue } from "./media-catalogue.js";

const allIds = mediaCatalogue.flatMap((type) => [type.id, ...type.subtypes.map((sub) => sub.id)]);
const subtypePairs = mediaCatalogue.flatMap((type) =>
  type.subtypes.map((sub) => ({ parent: type.id, id: sub.id })),
);

describe("media catalogue ids (properties)", () => {
  it("every id in the tree is unique", () => {
    expect(new Set(allIds).size).toBe(allIds.length);
  });

  it("every name is unique among siblings", () => {
    expect(new Set(mediaCatalogue.map((t) => t.name)).size).toBe(mediaCatalogue.length);
    for (const type of mediaCatalogue)
      expect(new Set(type.subtypes.map((s) => s.name)).size).toBe(type.subtypes.length);
  });

  it("a subtype's id encodes its parent and it sits under that parent only", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...subtypePairs),
        fc.constantFrom(...mediaCatalogue.map((t) => t.id)),
        (pair, other) => {
          expect(Math.floor(pair.id / 100)).toBe(pair.parent);
          expect(isMediaSubtypeOf(other, pair.id)).toBe(other === pair.parent);
        },
      ),
    );
  });
});

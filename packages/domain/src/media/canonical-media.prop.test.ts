import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalMedia, isCatalogueMedia, mediaSynonyms } from "./canonical-media.js";
import { mediaCatalogue } from "./media-catalogue.js";

const catalogueMedia = fc.constantFrom(...mediaCatalogue).chain((type) =>
  fc
    .uniqueArray(fc.constantFrom(...type.subtypes.map((sub) => sub.name), "-"), {
      maxLength: type.subtypes.length,
    })
    .map((subtypes) => ({ type: type.name, subtypes: subtypes.filter((name) => name !== "-") })),
);

/** A name as someone might type it: any case, padded, with doubled spaces. */
const typed = (name: string) =>
  fc
    .tuple(fc.constantFrom("", " ", "  "), fc.boolean(), fc.constantFrom(" ", "  "))
    .map(
      ([pad, lower, space]) => `${pad}${(lower ? name.toLowerCase() : name).replaceAll(" ", space)}${pad}`,
    );

const anyName = fc.oneof(
  fc.constantFrom(...mediaCatalogue.map((type) => type.name), ...Object.keys(mediaSynonyms)),
  fc.string({ maxLength: 12 }),
);

describe("canonicalMedia (properties)", () => {
  it("maps every catalogue name, with any of its subtypes, to itself", () => {
    fc.assert(
      fc.property(catalogueMedia, ({ type, subtypes }) => {
        expect(canonicalMedia(type, subtypes)).toEqual({ status: "mapped", type, subtypes });
      }),
    );
  });

  it("maps every synonym, however typed, into the catalogue", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(mediaSynonyms)).chain(typed), (name) => {
        const result = canonicalMedia(name);
        expect(result.status).toBe("mapped");
        if (result.status === "mapped") expect(isCatalogueMedia(result.type, result.subtypes)).toBe(true);
      }),
    );
  });

  it("is idempotent", () => {
    fc.assert(
      fc.property(anyName, fc.array(anyName, { maxLength: 3 }), (type, subtypes) => {
        const once = canonicalMedia(type, subtypes);
        if (once.status !== "mapped") return;
        expect(canonicalMedia(once.type, once.subtypes)).toEqual(once);
      }),
    );
  });
});

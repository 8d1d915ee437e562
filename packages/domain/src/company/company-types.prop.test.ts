import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { companyMainTypes, companySubtypesByMainType, isCompanySubtypeOf } from "./company-types.js";

const allSubtypes = [...new Set(companyMainTypes.flatMap((type) => companySubtypesByMainType[type].values))];

describe("company subtypes (properties)", () => {
  it("a subtype belongs to a main type exactly when that type lists it", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...companyMainTypes),
        fc.constantFrom(...allSubtypes),
        (mainType, subType) => {
          expect(isCompanySubtypeOf(mainType, subType)).toBe(
            companySubtypesByMainType[mainType].values.includes(subType),
          );
        },
      ),
    );
  });

  it("no text outside the catalogue is a subtype of anything", () => {
    fc.assert(
      fc.property(fc.constantFrom(...companyMainTypes), fc.string(), (mainType, text) => {
        fc.pre(!allSubtypes.includes(text));
        expect(isCompanySubtypeOf(mainType, text)).toBe(false);
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { companyMainTypes, companySubtypesByMainType, isCompanySubtypeOf } from "./company-types.js";
import { CompanyTypeSchema } from "./company.js";

const allSubtypes = [...new Set(companyMainTypes.flatMap((type) => companySubtypesByMainType[type].values))];

describe("company type (properties)", () => {
  it("a company type parses exactly when the sub type belongs to the main type", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...companyMainTypes),
        fc.constantFrom(...allSubtypes),
        (mainType, subType) => {
          expect(CompanyTypeSchema.safeParse({ mainType, subType }).success).toBe(
            isCompanySubtypeOf(mainType, subType),
          );
        },
      ),
    );
  });

  it("a main type alone always parses", () => {
    fc.assert(
      fc.property(fc.constantFrom(...companyMainTypes), (mainType) => {
        expect(CompanyTypeSchema.safeParse({ mainType }).success).toBe(true);
      }),
    );
  });
});

import { describe, expect, it } from "vitest";
import { companySubtypeOptions, formatCompanySubtype } from "./company-subtypes";

describe("companySubtypeOptions", () => {
  it("offers the domain's sub types of the main type", () => {
    expect(companySubtypeOptions("CASTING COMPANY")).toEqual([
      { value: "EXTRAS", label: "Extras" },
      { value: "GENERAL", label: "General" },
      { value: "VOICE", label: "Voice" },
    ]);
  });

  it("offers nothing for a type without sub types, or before a type is chosen", () => {
    expect(companySubtypeOptions("HOSPITAL")).toEqual([]);
    expect(companySubtypeOptions("DIVISION")).toEqual([]);
    expect(companySubtypeOptions("")).toEqual([]);
    expect(companySubtypeOptions(undefined)).toEqual([]);
  });

  it("names an advertiser's sector by its label and keeps its code as the value", () => {
    expect(companySubtypeOptions("ADVERTISER")).toContainEqual({
      value: "BEAUTY_COSMETICS",
      label: "Beauty & cosmetics",
    });
    expect(formatCompanySubtype("ADVERTISER", "TOYS")).toBe("Toys");
    expect(formatCompanySubtype("AGENT/REPRESENTATIVE", "TALENT AGENCY")).toBe("Talent agency");
  });
});

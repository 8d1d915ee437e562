import { describe, expect, it } from "vitest";
import {
  advertiserIndustrySectorCodes,
  advertiserIndustrySectors,
  advertiserIndustrySectorsComplete,
} from "./advertiser-industry-sectors.js";
import {
  CompanyKindSchema,
  CompanyMainTypeSchema,
  companyMainTypes,
  companySubtypesByMainType,
  companySubtypesOf,
  isCompanySubtypeOf,
} from "./company-types.js";
import { vendorServiceSubtypes, vendorServiceSubtypesComplete } from "./vendor-service-subtypes.js";

describe("company main types and subtypes", () => {
  it("lists the ten main types of the spec", () => {
    expect(companyMainTypes).toEqual([
      "AD AGENCY",
      "ADVERTISER",
      "AGENT/REPRESENTATIVE",
      "CASTING COMPANY",
      "DIVISION",
      "HOSPITAL",
      "LOAN OUT CORPORATION",
      "LOCATION",
      "PRODUCTION COMPANY",
      "VENDOR",
    ]);
    expect(CompanyMainTypeSchema.safeParse("AGENCY").error?.issues[0]?.message).toBe("Choose the main type.");
  });

  it("gives agents, casting companies and locations the spec's subtypes", () => {
    expect(companySubtypesOf("AGENT/REPRESENTATIVE")).toEqual([
      "TALENT AGENCY",
      "TALENT MANAGER",
      "LAW FIRM",
      "ACCOUNTANT FIRM",
    ]);
    expect(companySubtypesOf("CASTING COMPANY")).toEqual(["EXTRAS", "GENERAL", "VOICE"]);
    expect(companySubtypesOf("LOCATION")).toEqual(["STUDIO", "MUSIC"]);
  });

  it("accepts a subtype only under its own main type", () => {
    expect(isCompanySubtypeOf("AGENT/REPRESENTATIVE", "LAW FIRM")).toBe(true);
    expect(isCompanySubtypeOf("CASTING COMPANY", "LAW FIRM")).toBe(false);
    expect(isCompanySubtypeOf("LOCATION", "MUSIC")).toBe(true);
    expect(isCompanySubtypeOf("AD AGENCY", "STUDIO")).toBe(false);
    expect(isCompanySubtypeOf("ADVERTISER", "AUTOMOTIVE")).toBe(true);
    expect(isCompanySubtypeOf("VENDOR", "AUTOMOTIVE")).toBe(false);
  });

  it("marks the advertiser and vendor lists as partial, the others as complete", () => {
    const partial = companyMainTypes.filter((type) => !companySubtypesByMainType[type].complete);
    expect(partial).toEqual(["ADVERTISER", "VENDOR"]);
    expect(advertiserIndustrySectorsComplete).toBe(false);
    expect(vendorServiceSubtypesComplete).toBe(false);
  });

  it("holds the spec's example sectors in readable and coded forms", () => {
    for (const code of ["AUTOMOTIVE", "BANKING", "HEALTHCARE", "RESTAURANTS"] as const) {
      expect(advertiserIndustrySectorCodes).toContain(code);
    }
    expect(advertiserIndustrySectors.find((s) => s.code === "HEALTHCARE")?.label).toBe("Healthcare");
  });

  it("has no duplicate sector codes, labels or vendor services", () => {
    expect(new Set(advertiserIndustrySectorCodes).size).toBe(advertiserIndustrySectorCodes.length);
    expect(new Set(advertiserIndustrySectors.map((s) => s.label)).size).toBe(
      advertiserIndustrySectors.length,
    );
    expect(new Set(vendorServiceSubtypes).size).toBe(vendorServiceSubtypes.length);
  });

  it("knows the company kinds used in other contexts", () => {
    expect(CompanyKindSchema.options).toEqual(["AD AGENCY", "ADVERTISER", "PRODUCTION COMPANY", "SIGNATORY"]);
  });
});

import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../errors/zod-issues.js";
import { CompanySchema, CompanyTypeSchema } from "./company.js";

const errorsOf = (input: unknown) => fieldErrorsOf(CompanySchema, input);

const agency = {
  companyNames: ["Bright Talent LLC", "Bright", "Bright Talent"],
  companyType: { mainType: "AGENT/REPRESENTATIVE", subType: "TALENT AGENCY" },
};

describe("CompanySchema", () => {
  it("accepts a company and fills in the defaults", () => {
    const company = CompanySchema.parse(agency);
    expect(company.companyNames[0]).toBe("Bright Talent LLC");
    expect(company).toMatchObject({ country: "USA", status: "ACTIVE", addresses: [], adIdPrefixes: [] });
  });

  it("needs the legal name, and only the legal name", () => {
    expect(CompanySchema.safeParse({ ...agency, companyNames: ["Solo Inc."] }).success).toBe(true);
    expect(errorsOf({ ...agency, companyNames: ["  "] })).toEqual([
      { field: "companyNames.0", message: "Enter the legal name." },
    ]);
    expect(errorsOf({ ...agency, companyNames: [] })).toEqual([
      { field: "companyNames", message: "Enter the legal name." },
    ]);
    expect(errorsOf({ companyType: agency.companyType })).toEqual([
      { field: "companyNames", message: "Enter the legal name." },
    ]);
    expect(errorsOf({ ...agency, companyNames: ["a", "b", "c", "d"] })).toEqual([
      { field: "companyNames", message: "A company has at most three names: legal, business and DBA." },
    ]);
  });

  it("needs a main type", () => {
    expect(errorsOf({ companyNames: ["X"] })).toEqual([
      { field: "companyType", message: "Choose the main type." },
    ]);
    expect(errorsOf({ companyNames: ["X"], companyType: { mainType: "BANK" } })).toEqual([
      { field: "companyType.mainType", message: "Choose the main type." },
    ]);
  });

  it("takes a sub type only when it belongs to the main type", () => {
    expect(
      errorsOf({ ...agency, companyType: { mainType: "CASTING COMPANY", subType: "TALENT AGENCY" } }),
    ).toEqual([
      {
        field: "companyType.subType",
        message: "Choose a sub type that belongs to the main type CASTING COMPANY.",
      },
    ]);
    expect(errorsOf({ ...agency, companyType: { mainType: "HOSPITAL", subType: "STUDIO" } })).toEqual([
      { field: "companyType.subType", message: "A HOSPITAL company has no sub type; leave Sub type empty." },
    ]);
    expect(CompanyTypeSchema.parse({ mainType: "LOCATION", subType: "" })).toEqual({
      mainType: "LOCATION",
      subType: "",
    });
    expect(CompanyTypeSchema.parse({ mainType: "ADVERTISER", subType: "BANKING" }).subType).toBe("BANKING");
  });

  it("validates addresses, social media, insurance and Ad-ID prefixes", () => {
    const company = CompanySchema.parse({
      ...agency,
      addresses: [{ type: "PRIMARY", line1: "1 Main St", city: "Los Angeles", state: "CA" }],
      socialMedia: [{ network: "Instagram", handle: "@bright" }],
      insurancePolicies: [{ kind: "GENERAL LIABILITY", expiryDate: "2026-01-31" }],
      adIdPrefixes: [{ prefix: "brtl", locked: false }],
    });
    expect(company.adIdPrefixes).toEqual([{ prefix: "BRTL", locked: false }]);
    expect(
      errorsOf({
        ...agency,
        addresses: [{ type: "HOME", line1: "", city: "LA" }],
        insurancePolicies: [{ kind: "STUNT", expiryDate: "2026-02-30" }],
      }),
    ).toEqual([
      { field: "addresses.0.type", message: "Choose the address type." },
      { field: "addresses.0.line1", message: "Enter the street address." },
      {
        field: "insurancePolicies.0.expiryDate",
        message: "Enter the policy expiry date as a real date in the form YYYY-MM-DD.",
      },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import {
  AddressTypeSchema,
  CompanyCountrySchema,
  InsuranceKindSchema,
  RecordStatusSchema,
  SocialNetworkSchema,
  TaxClassificationSchema,
  companyFieldLabels,
  companyNameKinds,
} from "./company-catalogues.js";

describe("company catalogues", () => {
  it("holds the spec's values", () => {
    expect(CompanyCountrySchema.options).toEqual(["USA", "OTHER"]);
    expect(RecordStatusSchema.options).toEqual(["ACTIVE", "INACTIVE", "BLOCKED"]);
    expect(AddressTypeSchema.options).toEqual([
      "ACCOUNTING/INVOICES",
      "MAILING",
      "PRIMARY",
      "REGIONAL OFFICE",
      "OTHER",
    ]);
    expect(InsuranceKindSchema.options).toHaveLength(10);
    expect(InsuranceKindSchema.options).toContain("E&O");
    expect(TaxClassificationSchema.options).toContain("LLC (S-CORP)");
    expect(SocialNetworkSchema.options).toEqual([
      "Facebook",
      "Instagram",
      "LinkedIn",
      "Skype",
      "Snapchat",
      "Tumblr",
      "Twitter",
      "YouTube",
      "TikTok",
      "Pinterest",
    ]);
  });

  it("names the company fields as the spec labels them", () => {
    expect(Object.values(companyFieldLabels)).toEqual([
      "Legal name",
      "Business name",
      "DBA name",
      "Main type",
      "Sub type",
    ]);
    expect(companyNameKinds).toEqual(["legalName", "abbreviation", "DBAName"]);
  });

  it("answers a wrong choice with a message that says what to choose", () => {
    expect(CompanyCountrySchema.safeParse("UK").error?.issues[0]?.message).toBe(
      "Choose the country: USA or OTHER.",
    );
    expect(RecordStatusSchema.safeParse("GONE").error?.issues[0]?.message).toBe(
      "Choose the status: ACTIVE, INACTIVE or BLOCKED.",
    );
  });
});

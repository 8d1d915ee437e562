import { describe, expect, it } from "vitest";
import { companyTabsByMainType, companyTabsDecidedFor } from "./company-tabs.js";
import { companyMainTypes } from "./company-types.js";

describe("company tabs by main type", () => {
  it("gives AD AGENCY its twelve tabs in order", () => {
    expect(companyTabsByMainType["AD AGENCY"]).toEqual([
      "Company profile",
      "Documents",
      "Address",
      "AD ID",
      "Staff",
      "Payroll vendor",
      "Company hierarchy",
      "Business tax info",
      "Social media",
      "Signatory",
      "Advertiser",
      "Insurance",
    ]);
  });

  it("gives VENDOR the AD AGENCY set with AD ID but without Signatory and Advertiser", () => {
    expect(companyTabsByMainType.VENDOR).toEqual([
      "Company profile",
      "Documents",
      "Address",
      "AD ID",
      "Staff",
      "Payroll vendor",
      "Company hierarchy",
      "Business tax info",
      "Social media",
      "Insurance",
    ]);
  });

  it("gives CASTING COMPANY the agent set without Banks", () => {
    expect(companyTabsByMainType["AGENT/REPRESENTATIVE"].at(-1)).toBe("Banks");
    expect(companyTabsByMainType["CASTING COMPANY"]).toEqual(
      companyTabsByMainType["AGENT/REPRESENTATIVE"].slice(0, -1),
    );
  });

  it("lists the other types as the spec does", () => {
    expect(companyTabsByMainType.ADVERTISER).toHaveLength(16);
    expect(companyTabsByMainType.ADVERTISER.slice(-2)).toEqual(["Brands/products", "Preferences"]);
    expect(companyTabsByMainType.HOSPITAL).toEqual([
      "Company profile",
      "Documents",
      "Address",
      "Staff",
      "Insurance",
    ]);
    expect(companyTabsByMainType.LOCATION).toEqual([
      "Company profile",
      "Documents",
      "Address",
      "Staff",
      "Business tax info",
      "Social media",
      "Insurance",
    ]);
    expect(companyTabsByMainType["LOAN OUT CORPORATION"]).toEqual([
      "Company profile",
      "Documents",
      "Staff",
      "Address",
      "Members",
      "Banks",
    ]);
    expect(companyTabsByMainType["PRODUCTION COMPANY"]).toContain("Signatory");
    expect(companyTabsByMainType["PRODUCTION COMPANY"]).not.toContain("AD ID");
  });

  it("covers every main type, opens on the profile and repeats no tab", () => {
    for (const type of companyMainTypes) {
      const tabs: readonly string[] = companyTabsByMainType[type];
      expect(tabs[0]).toBe("Company profile");
      expect(new Set(tabs).size).toBe(tabs.length);
    }
    expect(companyTabsDecidedFor).toEqual(["DIVISION"]);
  });
});

import type { CompanyMainType } from "./company-types.js";

const adAgencyTabs = [
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
] as const;

const agentTabs = [
  "Company profile",
  "Documents",
  "Address",
  "Staff",
  "Payroll vendor",
  "Company hierarchy",
  "Business tax info",
  "Social media",
  "Insurance",
  "Banks",
] as const;

/**
 * The tabs a company record shows, by main type (spec 001 section 2). VENDOR is the AD
 * AGENCY set without Signatory and Advertiser; CASTING COMPANY is the agent set without Banks.
 * DIVISION is not listed in the spec: it gets the core tabs every type shares.
 */
export const companyTabsByMainType = {
  "AD AGENCY": adAgencyTabs,
  ADVERTISER: [
    "Company profile",
    "Documents",
    "Address",
    "Product",
    "AD ID",
    "Staff",
    "Payroll vendor",
    "Company hierarchy",
    "Business tax info",
    "Social media",
    "Relationships",
    "Transfer of rights",
    "Signatory",
    "Insurance",
    "Brands/products",
    "Preferences",
  ],
  "AGENT/REPRESENTATIVE": agentTabs,
  "CASTING COMPANY": agentTabs.filter((tab) => tab !== "Banks"),
  DIVISION: ["Company profile", "Documents", "Address", "Staff"],
  HOSPITAL: ["Company profile", "Documents", "Address", "Staff", "Insurance"],
  "LOAN OUT CORPORATION": ["Company profile", "Documents", "Staff", "Address", "Members", "Banks"],
  LOCATION: [
    "Company profile",
    "Documents",
    "Address",
    "Staff",
    "Business tax info",
    "Social media",
    "Insurance",
  ],
  "PRODUCTION COMPANY": [
    "Company profile",
    "Documents",
    "Address",
    "Staff",
    "Payroll vendor",
    "Company hierarchy",
    "Business tax info",
    "Social media",
    "Signatory",
    "Insurance",
  ],
  VENDOR: adAgencyTabs.filter((tab) => tab !== "Signatory" && tab !== "Advertiser"),
} as const satisfies Readonly<Record<CompanyMainType, readonly string[]>>;

export type CompanyTab = (typeof companyTabsByMainType)[CompanyMainType][number];

/** Main types whose tab list the spec does not give; ours is a decision. */
export const companyTabsDecidedFor: readonly CompanyMainType[] = ["DIVISION"];

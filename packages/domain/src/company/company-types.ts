import { z } from "zod";
import { advertiserIndustrySectorCodes } from "./advertiser-industry-sectors.js";
import { vendorServiceSubtypes } from "./vendor-service-subtypes.js";

/** Company main types (spec 001 section 3). */
export const companyMainTypes = [
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
] as const;
export const CompanyMainTypeSchema = z.enum(companyMainTypes, { error: "Choose the main type." });
export type CompanyMainType = z.infer<typeof CompanyMainTypeSchema>;

export const agentSubtypes = ["TALENT AGENCY", "TALENT MANAGER", "LAW FIRM", "ACCOUNTANT FIRM"] as const;
export const castingSubtypes = ["EXTRAS", "GENERAL", "VOICE"] as const;
export const locationSubtypes = ["STUDIO", "MUSIC"] as const;

interface SubtypeList {
  readonly values: readonly string[];
  /** False where the spec says the full list is not shown. */
  readonly complete: boolean;
}

/**
 * The subtypes each main type allows. A main type with an empty, complete list takes no
 * subtype. Advertiser subtypes are industry-sector codes; vendor subtypes are services.
 */
export const companySubtypesByMainType: Readonly<Record<CompanyMainType, SubtypeList>> = {
  "AD AGENCY": { values: [], complete: true },
  ADVERTISER: { values: advertiserIndustrySectorCodes, complete: false },
  "AGENT/REPRESENTATIVE": { values: agentSubtypes, complete: true },
  "CASTING COMPANY": { values: castingSubtypes, complete: true },
  DIVISION: { values: [], complete: true },
  HOSPITAL: { values: [], complete: true },
  "LOAN OUT CORPORATION": { values: [], complete: true },
  LOCATION: { values: locationSubtypes, complete: true },
  "PRODUCTION COMPANY": { values: [], complete: true },
  VENDOR: { values: vendorServiceSubtypes, complete: false },
};

export function companySubtypesOf(mainType: CompanyMainType): readonly string[] {
  return companySubtypesByMainType[mainType].values;
}

/** Whether `subType` is one of the subtypes of `mainType`. */
export function isCompanySubtypeOf(mainType: CompanyMainType, subType: string): boolean {
  return companySubtypesOf(mainType).includes(subType);
}

/** Company kinds used in other contexts (spec 001 section 3). */
export const companyKinds = ["AD AGENCY", "ADVERTISER", "PRODUCTION COMPANY", "SIGNATORY"] as const;
export const CompanyKindSchema = z.enum(companyKinds);
export type CompanyKind = z.infer<typeof CompanyKindSchema>;

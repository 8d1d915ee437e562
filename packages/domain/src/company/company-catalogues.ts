import { z } from "zod";

/** Small company catalogues (spec 001 section 3), grouped because each is a short list. */

export const companyCountries = ["USA", "OTHER"] as const;
export const CompanyCountrySchema = z.enum(companyCountries, { error: "Choose the country: USA or OTHER." });
export type CompanyCountry = z.infer<typeof CompanyCountrySchema>;

/** Status shared by companies and users. */
export const recordStatuses = ["ACTIVE", "INACTIVE", "BLOCKED"] as const;
export const RecordStatusSchema = z.enum(recordStatuses, {
  error: "Choose the status: ACTIVE, INACTIVE or BLOCKED.",
});
export type RecordStatus = z.infer<typeof RecordStatusSchema>;

export const addressTypes = [
  "ACCOUNTING/INVOICES",
  "MAILING",
  "PRIMARY",
  "REGIONAL OFFICE",
  "OTHER",
] as const;
export const AddressTypeSchema = z.enum(addressTypes, { error: "Choose the address type." });
export type AddressType = z.infer<typeof AddressTypeSchema>;

export const insuranceKinds = [
  "AUTO NON-OWNED AND HIRED",
  "GENERAL LIABILITY",
  "PRODUCTION",
  "TRAVEL",
  "WORKERS COMPENSATION",
  "E&O",
  "EQUIPMENT",
  "MEDIA LIABILITY",
  "RENTAL EQUIPMENT",
  "STUNT",
] as const;
export const InsuranceKindSchema = z.enum(insuranceKinds, { error: "Choose the insurance kind." });
export type InsuranceKind = z.infer<typeof InsuranceKindSchema>;

/** Federal tax classifications; an LLC states how it is taxed. */
export const taxClassifications = [
  "INDIVIDUAL/SOLE PROPRIETOR",
  "C-CORP",
  "S-CORP",
  "PARTNERSHIP",
  "TRUST/ESTATE",
  "LLC (C-CORP)",
  "LLC (S-CORP)",
  "LLC (PARTNERSHIP)",
] as const;
export const TaxClassificationSchema = z.enum(taxClassifications, {
  error: "Choose the tax classification.",
});
export type TaxClassification = z.infer<typeof TaxClassificationSchema>;

export const socialNetworks = [
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
] as const;
export const SocialNetworkSchema = z.enum(socialNetworks, { error: "Choose the social network." });
export type SocialNetwork = z.infer<typeof SocialNetworkSchema>;

/** companyNames[i] holds the name of kind companyNameKinds[i], shown with companyNameLabels[i]. */
export const companyNameKinds = ["legalName", "abbreviation", "DBAName"] as const;
export type CompanyNameKind = (typeof companyNameKinds)[number];

/** Company field labels (spec 001 section 5). */
export const companyFieldLabels = {
  legalName: "Legal name",
  businessName: "Business name",
  dbaName: "DBA name",
  mainType: "Main type",
  subType: "Sub type",
} as const;

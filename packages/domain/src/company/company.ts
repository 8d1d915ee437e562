import { z } from "zod";
import {
  CompanyCountrySchema,
  InsuranceKindSchema,
  RecordStatusSchema,
  SocialNetworkSchema,
  TaxClassificationSchema,
} from "./company-catalogues.js";
import { CompanyMainTypeSchema, companySubtypesOf, isCompanySubtypeOf } from "./company-types.js";
import { AdIdPrefixSchema } from "../asset/ad-id.js";
import { AddressSchema } from "../records/address.js";
import { IdSchema, optionalDate, optionalText, referenceId, requiredText } from "../records/field-schemas.js";

/** companyNames[0] legal name (required), [1] business name, [2] DBA name. */
export const CompanyNamesSchema = z.tuple(
  // Blank names may come back as null, as the API answers them.
  [requiredText("legal name"), optionalText("business name").nullable(), optionalText("DBA name").nullable()],
  {
    error: (issue) =>
      issue.code === "too_big"
        ? "A company has at most three names: legal, business and DBA."
        : "Enter the legal name.",
  },
);

/** Main type and sub type; the sub type must belong to the main type. */
export const CompanyTypeSchema = z
  .object(
    {
      mainType: CompanyMainTypeSchema,
      subType: optionalText("sub type", 100).nullable(),
    },
    { error: "Choose the main type." },
  )
  .superRefine(({ mainType, subType }, ctx) => {
    if (subType == null || subType === "" || isCompanySubtypeOf(mainType, subType)) return;
    const message =
      companySubtypesOf(mainType).length === 0
        ? `A ${mainType} company has no sub type; leave Sub type empty.`
        : `Choose a sub type that belongs to the main type ${mainType}.`;
    ctx.addIssue({ code: "custom", message, path: ["subType"] });
  });
export type CompanyType = z.infer<typeof CompanyTypeSchema>;

export const SocialMediaLinkSchema = z.object({
  network: SocialNetworkSchema,
  handle: requiredText("social media handle or link", 300),
});
export type SocialMediaLink = z.infer<typeof SocialMediaLinkSchema>;

export const InsurancePolicySchema = z.object({
  kind: InsuranceKindSchema,
  carrier: optionalText("insurance carrier"),
  policyNumber: optionalText("policy number", 100),
  expiryDate: optionalDate("policy expiry date"),
});
export type InsurancePolicy = z.infer<typeof InsurancePolicySchema>;

/** A company (spec 001 section 3). `id` is absent until the company is saved. */
export const CompanySchema = z.object({
  id: IdSchema.optional(),
  companyNames: CompanyNamesSchema,
  companyType: CompanyTypeSchema,
  country: CompanyCountrySchema.default("USA"),
  status: RecordStatusSchema.default("ACTIVE"),
  /** The parent in the company hierarchy (a division's company, for example). */
  parentCompanyId: referenceId("parent company").optional(),
  taxClassification: TaxClassificationSchema.optional(),
  addresses: z.array(AddressSchema).default([]),
  socialMedia: z.array(SocialMediaLinkSchema).default([]),
  insurancePolicies: z.array(InsurancePolicySchema).default([]),
  adIdPrefixes: z.array(AdIdPrefixSchema).default([]),
});
export type Company = z.infer<typeof CompanySchema>;
export type CompanyInput = z.input<typeof CompanySchema>;

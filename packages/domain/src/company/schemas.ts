import { z } from "zod";
import {
  CompanyCountrySchema,
  RecordStatusSchema,
  companyCountries,
  recordStatuses,
} from "./company-catalogues.js";
import { companyMainTypes } from "./company-types.js";
import { CompanyNamesSchema, CompanyTypeSchema } from "./company.js";
import { IdSchema, pathId, referenceId } from "../records/field-schemas.js";
import { listResultSchema } from "../list-query/list-query.js";
import { defineListFields } from "../list-query/list-fields.js";
import {
  ImportResultSchema,
  ImportRowResultSchema,
  importRequestSchema,
  type ImportResult,
} from "../records/import-schemas.js";
import { companySectionKeys } from "./sections.js";
import {
  InstantSchema,
  RecordVersionSchema,
  archiveStampFields,
  recordStampFields,
} from "../records/record-stamps.js";
import {
  SectionSaveRequestSchema,
  sectionItemContentFields,
  sectionKeySchema,
} from "../records/section-schemas.js";

export const CompanyIdParamsSchema = z.object({
  id: pathId("company"),
});

/** A section named in the path, ignoring case: `/Company/Address/GetAll/7`. */
export const CompanySectionKeySchema = sectionKeySchema("company", companySectionKeys);

export const CompanySectionParamsSchema = z.object({
  section: CompanySectionKeySchema,
  companyId: pathId("company"),
});

export const CompanySectionItemParamsSchema = z.object({
  section: CompanySectionKeySchema,
  itemId: pathId("item"),
});

/** The profile fields of a company: names, type, country, status and parent. */
export const CompanyProfileInputSchema = z.object({
  companyNames: CompanyNamesSchema,
  companyType: CompanyTypeSchema,
  country: CompanyCountrySchema.default("USA"),
  status: RecordStatusSchema.default("ACTIVE"),
  parentCompanyId: referenceId("parent company").nullable().optional(),
});
export type CompanyProfileInput = z.input<typeof CompanyProfileInputSchema>;

/** One item to create with a new company, validated by its section's own schema on the server. */
export const InitialSectionItemSchema = z.object({
  section: CompanySectionKeySchema,
  data: z.record(z.string(), z.unknown()),
});

export const CompanyCreateRequestSchema = CompanyProfileInputSchema.extend({
  /** Items created in the same transaction: an address, staff... (all or nothing). */
  items: z.array(InitialSectionItemSchema).max(200, "Add at most 200 items with a new company.").default([]),
});
export type CompanyCreateRequest = z.input<typeof CompanyCreateRequestSchema>;

export const CompanyUpdateRequestSchema = CompanyProfileInputSchema.extend({ version: RecordVersionSchema });
export type CompanyUpdateRequest = z.input<typeof CompanyUpdateRequestSchema>;

/** A company as the API answers it. */
export const CompanyRecordSchema = z.object({
  id: IdSchema,
  /** "CY" and the id, zero-padded: the record id users quote. */
  recordId: z.string(),
  companyNames: z.tuple([z.string(), z.string().nullable(), z.string().nullable()]),
  companyType: z.object({ mainType: z.enum(companyMainTypes), subType: z.string().nullable() }),
  country: z.enum(companyCountries),
  status: z.enum(recordStatuses),
  parentCompanyId: IdSchema.nullable(),
  parentCompanyName: z.string().nullable(),
  ...archiveStampFields,
  ...recordStampFields,
});
export type CompanyRecord = z.infer<typeof CompanyRecordSchema>;

/** A row of the company lists. */
export const CompanySummarySchema = z.object({
  id: IdSchema,
  recordId: z.string(),
  legalName: z.string(),
  businessName: z.string().nullable(),
  dbaName: z.string().nullable(),
  mainType: z.enum(companyMainTypes),
  subType: z.string().nullable(),
  country: z.enum(companyCountries),
  status: z.enum(recordStatuses),
  city: z.string().nullable(),
  createdOn: InstantSchema,
  updatedOn: InstantSchema,
  archivedOn: InstantSchema.nullable(),
});
export type CompanySummary = z.infer<typeof CompanySummarySchema>;

/** What the company lists may filter and sort on. */
export const companyListFields = defineListFields({
  id: "number",
  legalName: "text",
  businessName: "text",
  dbaName: "text",
  mainType: { kind: "enum", values: companyMainTypes },
  subType: "text",
  country: { kind: "enum", values: companyCountries },
  status: { kind: "enum", values: recordStatuses },
  city: "text",
  createdOn: "date",
  updatedOn: "date",
  archivedOn: "date",
});

export const CompanyListResultSchema = listResultSchema(CompanySummarySchema);

/** One item of a company section; `labels` names the companies its reference fields point at. */
export const CompanySectionItemSchema = z.object({
  id: IdSchema,
  companyId: IdSchema,
  section: z.enum(companySectionKeys),
  ...sectionItemContentFields,
});
export type CompanySectionItem = z.infer<typeof CompanySectionItemSchema>;

export const CompanySectionSaveRequestSchema = SectionSaveRequestSchema;

export const CompanySectionListSchema = z.object({
  totalRecords: z.number().int().nonnegative(),
  records: z.array(CompanySectionItemSchema),
  /** Whether the caller sees sensitive values in full; otherwise they arrive masked. */
  canSeeSensitive: z.boolean(),
});

/** A company that names this vendor as its payroll vendor. */
export const PayrollClientSchema = z.object({
  id: IdSchema,
  legalName: z.string(),
  mainType: z.enum(companyMainTypes),
  effectiveOn: z.string().nullable(),
});

/** A company picked in a reference field: the lookup answers id, names and type. */
export const CompanyLookupRequestSchema = z.object({
  search: z.string().trim().max(200).default(""),
  mainTypes: z.array(z.enum(companyMainTypes)).default([]),
  limit: z.number().int().min(1).max(50).default(20),
});
export const CompanyLookupItemSchema = z.object({
  id: IdSchema,
  legalName: z.string(),
  mainType: z.enum(companyMainTypes),
  archived: z.boolean(),
});

/** Bulk import: rows as the create call takes them. */
export const CompanyImportRequestSchema = importRequestSchema("companies");
export const CompanyImportRowResultSchema = ImportRowResultSchema;
export const CompanyImportResultSchema = ImportResultSchema;
export type CompanyImportResult = ImportResult;

import {
  formatRecordId,
  recordIdPrefixes,
  type CompanyMainType,
  type CompanyRecordSchema,
  type CompanySummarySchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import type { CompanyRow, CompanySummaryRow, CompanyValues } from "./company-repository.js";

type CompanyRecordOut = z.input<typeof CompanyRecordSchema>;
type CompanySummaryOut = z.input<typeof CompanySummarySchema>;

/** "CY0042": the record id users quote. */
export function companyRecordId(id: number): string {
  return formatRecordId(recordIdPrefixes.company, id);
}

/** "CY0042 Acme Inc.": how messages name a company. */
export function describeCompany(company: { id: number; legalName: string }): string {
  return `${companyRecordId(company.id)} ${company.legalName}`;
}

/** A row of the company lists as the API answers it. */
export function toCompanySummary(row: CompanySummaryRow): CompanySummaryOut {
  return {
    id: row.id,
    recordId: companyRecordId(row.id),
    legalName: row.legalName,
    businessName: row.businessName,
    dbaName: row.dbaName,
    mainType: row.mainType as CompanyMainType,
    subType: row.subType,
    country: row.country as CompanySummaryOut["country"],
    status: row.status as CompanySummaryOut["status"],
    city: row.city,
    createdOn: row.createdAt.toISOString(),
    updatedOn: row.updatedAt.toISOString(),
    archivedOn: row.archivedAt?.toISOString() ?? null,
  };
}

/** One company's profile as the API answers it. */
export function toCompanyRecord(row: CompanyRow): CompanyRecordOut {
  return {
    id: row.id,
    recordId: companyRecordId(row.id),
    companyNames: [row.legalName, row.businessName, row.dbaName],
    companyType: { mainType: row.mainType as CompanyMainType, subType: row.subType },
    country: row.country as CompanyRecordOut["country"],
    status: row.status as CompanyRecordOut["status"],
    parentCompanyId: row.parentCompanyId,
    parentCompanyName: row.parentCompanyName,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    archivedBy: row.archivedBy,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    version: row.version,
  };
}

/** The profile fields as the audit log names them. */
export function companyAuditFields(values: CompanyValues | undefined): Record<string, unknown> {
  if (!values) return {};
  return {
    legalName: values.legalName,
    businessName: values.businessName,
    dbaName: values.dbaName,
    mainType: values.mainType,
    subType: values.subType,
    country: values.country,
    status: values.status,
    parentCompanyId: values.parentCompanyId,
  };
}

/** The stored profile of a company row. */
export function companyValuesOf(row: CompanyRow): CompanyValues {
  return {
    legalName: row.legalName,
    businessName: row.businessName,
    dbaName: row.dbaName,
    mainType: row.mainType,
    subType: row.subType,
    country: row.country,
    status: row.status,
    parentCompanyId: row.parentCompanyId,
  };
}

/** Blank optional text is stored as no value. */
function blankAsNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value.trim() === "" ? null : value;
}

/** The profile columns of a validated create or update request. */
export function companyValuesFrom(input: {
  companyNames: readonly [string, (string | null | undefined)?, (string | null | undefined)?];
  companyType: { mainType: string; subType?: string | null | undefined };
  country: string;
  status: string;
  parentCompanyId?: number | null | undefined;
}): CompanyValues {
  return {
    legalName: input.companyNames[0] ?? "",
    businessName: blankAsNull(input.companyNames[1]),
    dbaName: blankAsNull(input.companyNames[2]),
    mainType: input.companyType.mainType,
    subType: blankAsNull(input.companyType.subType),
    country: input.country,
    status: input.status,
    parentCompanyId: input.parentCompanyId ?? null,
  };
}

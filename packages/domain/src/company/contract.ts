import { z } from "zod";
import { AuditListResultSchema } from "../admin/schemas.js";
import { DoneResponseSchema } from "../auth/account-schemas.js";
import { defineEndpoint } from "../contract/endpoint.js";
import { ListQuerySchema } from "../entities/list-query.js";
import { RecordLockInfoSchema } from "../records/lock-schemas.js";
import {
  CompanyCreateRequestSchema,
  CompanyIdParamsSchema,
  CompanyImportRequestSchema,
  CompanyImportResultSchema,
  CompanyListResultSchema,
  CompanyLookupItemSchema,
  CompanyLookupRequestSchema,
  CompanyRecordSchema,
  CompanySectionItemParamsSchema,
  CompanySectionItemSchema,
  CompanySectionListSchema,
  CompanySectionParamsSchema,
  CompanySectionSaveRequestSchema,
  CompanyUpdateRequestSchema,
  PayrollClientSchema,
} from "./schemas.js";

const read = { kind: "module", module: "Company", right: "read" } as const;
const write = { kind: "module", module: "Company", right: "write" } as const;
const remove = { kind: "module", module: "Company", right: "delete" } as const;
const EmptyBody = z.object({}).optional();
const tag = "Company";

export const listCompanies = defineEndpoint({
  name: "listCompanies",
  method: "POST",
  path: "/Company/GetBy",
  summary: "List active (not archived) companies with filters, sorting and paging",
  tag,
  access: read,
  body: ListQuerySchema,
  response: CompanyListResultSchema,
  errors: [],
});

export const listArchivedCompanies = defineEndpoint({
  name: "listArchivedCompanies",
  method: "POST",
  path: "/Company/Archive/GetBy",
  summary: "List archived companies with filters, sorting and paging",
  tag,
  access: read,
  body: ListQuerySchema,
  response: CompanyListResultSchema,
  errors: [],
});

export const lookupCompanies = defineEndpoint({
  name: "lookupCompanies",
  method: "POST",
  path: "/Company/Lookup",
  summary: "Companies whose names contain the search text, for reference pickers",
  tag,
  access: read,
  body: CompanyLookupRequestSchema,
  response: z.array(CompanyLookupItemSchema),
  errors: [],
});

export const getCompanyById = defineEndpoint({
  name: "getCompanyById",
  method: "POST",
  path: "/Company/GetById/{id}",
  summary: "One company's profile",
  tag,
  access: read,
  params: CompanyIdParamsSchema,
  body: EmptyBody,
  response: CompanyRecordSchema,
  errors: ["NotFound"],
});

export const createCompany = defineEndpoint({
  name: "createCompany",
  method: "POST",
  path: "/Company",
  summary: "Create a company, with any first section items (address, staff...) in one transaction",
  tag,
  access: write,
  body: CompanyCreateRequestSchema,
  response: CompanyRecordSchema,
  errors: ["DuplicateName", "InvalidData"],
});

export const updateCompany = defineEndpoint({
  name: "updateCompany",
  method: "PUT",
  path: "/Company/{id}",
  summary: "Update a company's profile; refused when stale or locked by someone else",
  tag,
  access: write,
  params: CompanyIdParamsSchema,
  body: CompanyUpdateRequestSchema,
  response: CompanyRecordSchema,
  errors: ["DuplicateName", "NotFound", "InvalidData", "DependencyError"],
});

export const archiveCompany = defineEndpoint({
  name: "archiveCompany",
  method: "POST",
  path: "/Company/Archive/{id}",
  summary: "Move a company to the archive list",
  tag,
  access: remove,
  params: CompanyIdParamsSchema,
  body: EmptyBody,
  response: CompanyRecordSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

export const restoreCompany = defineEndpoint({
  name: "restoreCompany",
  method: "POST",
  path: "/Company/Restore/{id}",
  summary: "Bring an archived company back to the active list",
  tag,
  access: remove,
  params: CompanyIdParamsSchema,
  body: EmptyBody,
  response: CompanyRecordSchema,
  errors: ["NotFound", "InvalidData"],
});

export const deleteCompany = defineEndpoint({
  name: "deleteCompany",
  method: "DELETE",
  path: "/Company/{id}",
  summary: "Delete an archived company for good, unless other records point at it",
  tag,
  access: remove,
  params: CompanyIdParamsSchema,
  response: DoneResponseSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

export const importCompanies = defineEndpoint({
  name: "importCompanies",
  method: "POST",
  path: "/Company/Import",
  summary: "Create many companies: all or nothing by default, or a dry run that only reports",
  tag,
  access: write,
  body: CompanyImportRequestSchema,
  response: CompanyImportResultSchema,
  errors: ["InvalidData"],
  /** 5,000 rows with a first address each fit comfortably in 16 MiB. */
  maxBodyBytes: 16 * 1024 * 1024,
});

export const listCompanySectionItems = defineEndpoint({
  name: "listCompanySectionItems",
  method: "POST",
  path: "/Company/{section}/GetAll/{companyId}",
  summary:
    "The items of one company section (Address, Staff, Bank...); sensitive values masked unless allowed",
  tag,
  access: read,
  params: CompanySectionParamsSchema,
  body: EmptyBody,
  response: CompanySectionListSchema,
  errors: ["NotFound"],
});

export const addCompanySectionItem = defineEndpoint({
  name: "addCompanySectionItem",
  method: "POST",
  path: "/Company/{section}/Save/{companyId}",
  summary: "Add an item to a company section",
  tag,
  access: write,
  params: CompanySectionParamsSchema,
  body: CompanySectionSaveRequestSchema,
  response: CompanySectionItemSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

export const updateCompanySectionItem = defineEndpoint({
  name: "updateCompanySectionItem",
  method: "PUT",
  path: "/Company/{section}/{itemId}",
  summary: "Update a company section item; a masked sensitive value sent back unchanged is kept",
  tag,
  access: write,
  params: CompanySectionItemParamsSchema,
  body: CompanySectionSaveRequestSchema,
  response: CompanySectionItemSchema,
  errors: ["NotFound", "InvalidData", "DependencyError"],
});

export const deleteCompanySectionItem = defineEndpoint({
  name: "deleteCompanySectionItem",
  method: "DELETE",
  path: "/Company/{section}/{itemId}",
  summary: "Delete a company section item",
  tag,
  access: write,
  params: CompanySectionItemParamsSchema,
  response: DoneResponseSchema,
  errors: ["NotFound", "DependencyError"],
});

export const listPayrollClients = defineEndpoint({
  name: "listPayrollClients",
  method: "POST",
  path: "/Company/PayrollVendor/Clients/{id}",
  summary: "The companies that name this vendor as their payroll vendor",
  tag,
  access: read,
  params: CompanyIdParamsSchema,
  body: EmptyBody,
  response: z.array(PayrollClientSchema),
  errors: ["NotFound"],
});

export const listCompanyLogs = defineEndpoint({
  name: "listCompanyLogs",
  method: "POST",
  path: "/Company/Logs/GetBy/{id}",
  summary: "The audit log of one company and its sections, documents and notes",
  tag,
  access: read,
  params: CompanyIdParamsSchema,
  body: ListQuerySchema,
  response: AuditListResultSchema,
  errors: ["NotFound"],
});

export const getCompanyLockStatus = defineEndpoint({
  name: "getCompanyLockStatus",
  method: "GET",
  path: "/Company/GetCompanyLockStatus/{id}",
  summary: "Who, if anyone, is editing this company and until when",
  tag,
  access: read,
  params: CompanyIdParamsSchema,
  response: RecordLockInfoSchema,
  errors: ["NotFound"],
});

export const lockCompany = defineEndpoint({
  name: "lockCompany",
  method: "GET",
  path: "/Company/LockCompany/{id}",
  summary: "Take the edit lock on a company (answers who holds it when someone else does)",
  tag,
  access: write,
  params: CompanyIdParamsSchema,
  response: RecordLockInfoSchema,
  errors: ["NotFound"],
});

export const extendCompanyLock = defineEndpoint({
  name: "extendCompanyLock",
  method: "GET",
  path: "/Company/ExtendCompanyLock/{id}",
  summary: "Extend your edit lock on a company",
  tag,
  access: write,
  params: CompanyIdParamsSchema,
  response: RecordLockInfoSchema,
  errors: ["NotFound"],
});

export const releaseCompanyLock = defineEndpoint({
  name: "releaseCompanyLock",
  method: "POST",
  path: "/Company/ReleaseCompanyLock/{id}",
  summary: "Release your edit lock on a company",
  tag,
  access: write,
  params: CompanyIdParamsSchema,
  body: EmptyBody,
  response: RecordLockInfoSchema,
  errors: ["NotFound"],
});

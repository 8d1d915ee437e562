import { z } from "zod";
import { defineEndpoint } from "../api/endpoint.js";
import { ownedItemEndpoints } from "../records/owned-item-endpoints.js";
import { EmptyBody, moduleAccess } from "../api/module-access.js";
import {
  CompanyIdParamsSchema,
  CompanyImportRequestSchema,
  CompanyImportResultSchema,
  CompanyLookupItemSchema,
  CompanyLookupRequestSchema,
  CompanySectionItemParamsSchema,
  CompanySectionItemSchema,
  CompanySectionListSchema,
  CompanySectionParamsSchema,
  CompanySectionSaveRequestSchema,
  PayrollClientSchema,
} from "./schemas.js";

/**
 * The Companies module's own calls. Its standard ones (list, get, create, update, archive, delete,
 * logs, edit locks) are in company-record-endpoints.ts.
 */
const { read, write } = moduleAccess("Company");
const tag = "Company";

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

const sections = ownedItemEndpoints({
  module: "Company",
  tag,
  path: "/Company/{section}",
  ownerParam: "companyId",
  itemParam: "itemId",
  schemas: {
    ownerParams: CompanySectionParamsSchema,
    itemParams: CompanySectionItemParamsSchema,
    list: CompanySectionListSchema,
    item: CompanySectionItemSchema,
    addBody: CompanySectionSaveRequestSchema,
    updateBody: CompanySectionSaveRequestSchema,
  },
  summaries: {
    list: "The items of one company section (Address, Staff, Bank...); sensitive values masked unless allowed",
    add: "Add an item to a company section",
    update: "Update a company section item; a masked sensitive value sent back unchanged is kept",
    remove: "Delete a company section item",
  },
});

export const listCompanySectionItems = defineEndpoint({ name: "listCompanySectionItems", ...sections.list });
export const addCompanySectionItem = defineEndpoint({ name: "addCompanySectionItem", ...sections.add });
export const updateCompanySectionItem = defineEndpoint({
  name: "updateCompanySectionItem",
  ...sections.update,
});
export const deleteCompanySectionItem = defineEndpoint({
  name: "deleteCompanySectionItem",
  ...sections.remove,
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

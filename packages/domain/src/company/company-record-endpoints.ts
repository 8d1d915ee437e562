import { recordKindEndpoints } from "../records/record-kind-endpoints.js";
import {
  CompanyCreateRequestSchema,
  CompanyIdParamsSchema,
  CompanyListResultSchema,
  CompanyRecordSchema,
  CompanyUpdateRequestSchema,
} from "./schemas.js";

/** The standard calls of companies: lists, profile, archive, delete, logs and edit locks. */
export const companyRecordEndpoints = recordKindEndpoints({
  singular: "Company",
  plural: "Companies",
  module: "Company",
  pathPrefix: "/Company",
  tag: "Company",
  words: { one: "company", withArticle: "a company", many: "companies" },
  schemas: {
    idParams: CompanyIdParamsSchema,
    record: CompanyRecordSchema,
    listResult: CompanyListResultSchema,
    createBody: CompanyCreateRequestSchema,
    updateBody: CompanyUpdateRequestSchema,
  },
  archivable: true,
  overrides: {
    create: {
      summary: "Create a company, with any first section items (address, staff...) in one transaction",
      errors: ["DuplicateName", "InvalidData"],
    },
    update: { errors: ["DuplicateName", "NotFound", "InvalidData", "DependencyError"] },
    logs: { summary: "The audit log of one company and its sections, documents and notes" },
  },
});

import type { ApiClient } from "@rightsdesk/api-client";
import { CompanyImportRequestSchema, type CompanyCreateRequest } from "@rightsdesk/domain";
import { columnForField, type CheckedCompanyRow } from "./company-row-request.js";
import {
  type ImportOutcome as RecordImportOutcome,
  type ImportRecordNames,
  type ImportTarget,
  type RowOutcome as RecordRowOutcome,
} from "./send-import.js";

/** A company row's outcome names the company by its legal name. */
export type CompanyIdentity = { legalName: string };
export type RowOutcome = RecordRowOutcome<CompanyIdentity>;
export type ImportOutcome = RecordImportOutcome<CompanyIdentity>;

export const companyImportNames: ImportRecordNames<CompanyIdentity> = {
  one: "company",
  many: "companies",
  nameOf: (row) => row.legalName,
};

/** POST /Company/Import, its fields read as the company file's columns. */
export function companyImportTarget(
  api: ApiClient,
): ImportTarget<CompanyCreateRequest, CheckedCompanyRow, CompanyIdentity> {
  return {
    requestSchema: CompanyImportRequestSchema,
    send: (body) => api.importCompanies({ body }),
    columnForField,
    identify: (row) => ({ legalName: row.legalName }),
  };
}

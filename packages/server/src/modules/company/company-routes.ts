import type { companyRecordEndpoints } from "@rightsdesk/domain";
import type { Db } from "../../db/database.js";
import type { Handlers } from "../../http/handler.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import { recordContext } from "../../records/record-context.js";
import { recordKindHandlers } from "../../records/record-kind-handlers.js";
import { CompanyImportService } from "./company-import-service.js";
import { CompanySectionsService } from "./company-sections-service.js";
import { CompanyService } from "./company-service.js";
import { findCompanyOrFail } from "./company-rules.js";

export type CompanyEndpoint =
  | keyof typeof companyRecordEndpoints
  | "lookupCompanies"
  | "importCompanies"
  | "listCompanySectionItems"
  | "addCompanySectionItem"
  | "updateCompanySectionItem"
  | "deleteCompanySectionItem"
  | "listPayrollClients";

/** The Companies module: lists, profile, sections, import, logs and edit locks. */
export function companyHandlers(db: Db, encryption: FieldEncryption): Pick<Handlers, CompanyEndpoint> {
  const companies = new CompanyService(db, encryption);
  const sections = new CompanySectionsService(db, encryption);
  const imports = new CompanyImportService(db, encryption);
  /** Lock calls answer NotFound for a company that does not exist. */
  const existing = async (id: number) => (await findCompanyOrFail(db, id)).id;
  return {
    ...recordKindHandlers({
      singular: "Company",
      recordType: "company",
      db,
      existing,
      reads: companies,
      archives: companies,
      deletes: companies,
    }),
    listCompanies: ({ body }) => companies.list(body, false),
    listArchivedCompanies: ({ body }) => companies.list(body, true),
    lookupCompanies: ({ body }) => companies.lookup(body),
    createCompany: ({ body }, context) => companies.create(body, recordContext(context)),
    updateCompany: ({ params, body }, context) => companies.update(params.id, body, recordContext(context)),
    importCompanies: ({ body }, context) => imports.import(body, recordContext(context)),
    listCompanySectionItems: ({ params }, context) =>
      sections.list(params.section, params.companyId, recordContext(context)),
    addCompanySectionItem: ({ params, body }, context) =>
      sections.add(params.section, params.companyId, body.data, recordContext(context)),
    updateCompanySectionItem: ({ params, body }, context) =>
      sections.update(params.section, params.itemId, body, recordContext(context)),
    deleteCompanySectionItem: ({ params }, context) =>
      sections.delete(params.section, params.itemId, recordContext(context)),
    listPayrollClients: ({ params }) => companies.payrollClients(params.id),
  };
}

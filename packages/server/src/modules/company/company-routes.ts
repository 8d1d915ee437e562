import type { Db } from "../../db/database.js";
import type { Handlers } from "../../http/handler.js";
import type { FieldEncryption } from "../../records/field-encryption.js";
import { recordContext } from "../../records/record-context.js";
import { listRecordAuditLog } from "../../records/record-audit-log.js";
import { RecordLockService } from "../../records/record-locks.js";
import { CompanyImportService } from "./company-import-service.js";
import { CompanySectionsService } from "./company-sections-service.js";
import { CompanyService } from "./company-service.js";
import { findCompanyOrFail } from "./company-rules.js";

export type CompanyEndpoint =
  | "listCompanies"
  | "listArchivedCompanies"
  | "lookupCompanies"
  | "getCompanyById"
  | "createCompany"
  | "updateCompany"
  | "archiveCompany"
  | "restoreCompany"
  | "deleteCompany"
  | "importCompanies"
  | "listCompanySectionItems"
  | "addCompanySectionItem"
  | "updateCompanySectionItem"
  | "deleteCompanySectionItem"
  | "listPayrollClients"
  | "listCompanyLogs"
  | "getCompanyLockStatus"
  | "lockCompany"
  | "extendCompanyLock"
  | "releaseCompanyLock";

/** The Companies module: lists, profile, sections, import, logs and edit locks. */
export function companyHandlers(db: Db, encryption: FieldEncryption): Pick<Handlers, CompanyEndpoint> {
  const companies = new CompanyService(db, encryption);
  const sections = new CompanySectionsService(db, encryption);
  const imports = new CompanyImportService(db, encryption);
  const locks = new RecordLockService(db);
  /** Lock calls answer NotFound for a company that does not exist. */
  const existing = async (id: number) => (await findCompanyOrFail(db, id)).id;
  return {
    listCompanies: ({ body }) => companies.list(body, false),
    listArchivedCompanies: ({ body }) => companies.list(body, true),
    lookupCompanies: ({ body }) => companies.lookup(body),
    getCompanyById: ({ params }) => companies.get(params.id),
    createCompany: ({ body }, context) => companies.create(body, recordContext(context)),
    updateCompany: ({ params, body }, context) => companies.update(params.id, body, recordContext(context)),
    archiveCompany: ({ params }, context) => companies.archive(params.id, recordContext(context)),
    restoreCompany: ({ params }, context) => companies.restore(params.id, recordContext(context)),
    deleteCompany: ({ params }, context) => companies.delete(params.id, recordContext(context)),
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
    listCompanyLogs: async ({ params, body }) =>
      listRecordAuditLog(db, "company", await existing(params.id), body),
    getCompanyLockStatus: async ({ params }, context) => {
      const { caller, now } = recordContext(context);
      return locks.status("company", await existing(params.id), caller, now);
    },
    lockCompany: async ({ params }, context) => {
      const { caller, now } = recordContext(context);
      return locks.lock("company", await existing(params.id), caller, now);
    },
    extendCompanyLock: async ({ params }, context) => {
      const { caller, now } = recordContext(context);
      return locks.extend("company", await existing(params.id), caller, now);
    },
    releaseCompanyLock: async ({ params }, context) => {
      const { caller, now } = recordContext(context);
      return locks.release("company", await existing(params.id), caller, now);
    },
  };
}

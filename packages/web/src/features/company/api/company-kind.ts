import type { CompanyRecord } from "@rightsdesk/domain";
import { api } from "../../../lib/api-client";
import type { RecordKind } from "../../../ui/records/record-kind";
import { paths } from "../../../routing/paths";
import { companyKeys } from "./company-keys";

/**
 * Companies as the shared record pieces see them (`/Company/...`). Sensitive section values come
 * in full or masked, as the caller's permission says; a payroll vendor's clients follow its
 * PayrollVendor section.
 */
export const companyKind: RecordKind<CompanyRecord> = {
  type: "company",
  module: "Company",
  documentOwner: "company",
  nouns: { singular: "company", plural: "Companies" },
  param: "companyId",
  keys: companyKeys,
  listHref: () => paths.app.companies.all.getHref(),
  get: (id) => api.getCompanyById({ params: { id } }),
  isArchived: (company) => company.archivedAt !== null,
  archive: (id) => api.archiveCompany({ params: { id } }),
  restore: (id) => api.restoreCompany({ params: { id } }),
  lock: {
    status: (client, id) => client.getCompanyLockStatus({ params: { id } }),
    take: (client, id) => client.lockCompany({ params: { id } }),
    extend: (client, id) => client.extendCompanyLock({ params: { id } }),
    release: (client, id) => client.releaseCompanyLock({ params: { id } }),
  },
  logs: (id, body) => api.listCompanyLogs({ params: { id }, body }),
  documents: {
    list: (companyId) => api.listCompanyDocuments({ params: { companyId } }),
    save: (companyId, body) => api.saveCompanyDocument({ params: { companyId }, body }),
    remove: (documentId) => api.deleteCompanyDocument({ params: { documentId } }),
    download: (documentId) => api.downloadCompanyDocument({ params: { documentId } }),
  },
  sections: {
    list: async (companyId, section) => {
      const answer = await api.listCompanySectionItems({ params: { section, companyId } });
      return { records: answer.records, sensitive: answer.canSeeSensitive ? "full" : "masked" };
    },
    add: (companyId, section, data) =>
      api.addCompanySectionItem({ params: { section, companyId }, body: { data } }),
    update: (section, itemId, data, version) =>
      api.updateCompanySectionItem({ params: { section, itemId }, body: { data, version } }),
    remove: (section, itemId) => api.deleteCompanySectionItem({ params: { section, itemId } }),
    touches: (_companyId, section) =>
      section === "PayrollVendor"
        ? [{ predicate: (query) => query.queryKey.includes("payroll-clients") }]
        : [],
  },
  touches: () => [companyKeys.lookups()],
};

import { companyListFields, type CompanySummary } from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import { CompaniesTable } from "../ui/companies-table.js";
import { runRecordList, type RecordList, type RecordListOptions } from "./run-record-list.js";

export type CompaniesListOptions = RecordListOptions;

const companyList: RecordList<CompanySummary> = {
  fields: companyListFields,
  fetchPage: (api, archived, body) =>
    archived ? api.listArchivedCompanies({ body }) : api.listCompanies({ body }),
  csvColumns: [
    { header: "id", value: (company) => company.id },
    { header: "recordId", value: (company) => company.recordId },
    { header: "legalName", value: (company) => company.legalName },
    { header: "businessName", value: (company) => company.businessName ?? "" },
    { header: "dbaName", value: (company) => company.dbaName ?? "" },
    { header: "mainType", value: (company) => company.mainType },
    { header: "subType", value: (company) => company.subType ?? "" },
    { header: "country", value: (company) => company.country },
    { header: "status", value: (company) => company.status },
    { header: "city", value: (company) => company.city ?? "" },
    { header: "createdOn", value: (company) => company.createdOn },
    { header: "updatedOn", value: (company) => company.updatedOn },
    { header: "archivedOn", value: (company) => company.archivedOn ?? "" },
  ],
  table: (companies, totalRecords, page) => (
    <CompaniesTable companies={companies} totalRecords={totalRecords} page={page} />
  ),
};

/** `rightsdesk companies list`: a page (or with --all every page) of active or archived companies. */
export function companiesList(options: CompaniesListOptions, io: CliIo): Promise<void> {
  return runRecordList(options, companyList, io);
}

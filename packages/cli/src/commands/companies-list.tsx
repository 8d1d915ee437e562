import { companyListFields, CompanySummarySchema, type CompanySummary } from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import { companiesTable } from "../ui/companies-table.js";
import { csvColumnsOfSchema } from "../ui/to-csv.js";
import { runRecordList, type RecordList, type RecordListOptions } from "./run-record-list.js";

export type CompaniesListOptions = RecordListOptions;

const companyList: RecordList<CompanySummary> = {
  fields: companyListFields,
  fetchPage: (api, archived, body) =>
    archived ? api.listArchivedCompanies({ body }) : api.listCompanies({ body }),
  csvColumns: csvColumnsOfSchema<CompanySummary>(CompanySummarySchema),
  table: companiesTable,
};

/** `rightsdesk companies list`: a page (or with --all every page) of active or archived companies. */
export function companiesList(options: CompaniesListOptions, io: CliIo): Promise<void> {
  return runRecordList(options, companyList, io);
}

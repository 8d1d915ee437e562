import { renderToString } from "ink";
import {
  LIST_PAGE_SIZE_MAX,
  companyListFields,
  type CompanySummary,
  type ListQuery,
  type ListResult,
} from "@rightsdesk/domain";
import { loadCliEnv } from "../cli-env.js";
import type { CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";
import { CompaniesTable } from "../ui/companies-table.js";
import { toCsv } from "../ui/to-csv.js";
import { buildListQuery, type ListQueryOptions } from "./list-query-options.js";
import type { ListFormat } from "./users-list.js";

export interface CompaniesListOptions extends ListQueryOptions {
  format: ListFormat;
  archived?: boolean;
  all?: boolean;
}

const csvColumns: readonly { header: string; value: (company: CompanySummary) => unknown }[] = [
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
];

type CompanyPage = ListResult<CompanySummary>;

/** Every page of the list, fetched in the largest pages the server allows. */
async function fetchAllPages(list: (query: ListQuery) => Promise<CompanyPage>, query: ListQuery) {
  const records: CompanySummary[] = [];
  for (let pageNumber = 0; ; pageNumber += 1) {
    const page = await list({ ...query, pageNumber, pageSize: LIST_PAGE_SIZE_MAX });
    records.push(...page.records);
    if (page.records.length < LIST_PAGE_SIZE_MAX || records.length >= page.totalRecords) {
      return { totalRecords: page.totalRecords, records };
    }
  }
}

/** `rightsdesk companies list`: a page (or with --all every page) of active or archived companies. */
export async function companiesList(options: CompaniesListOptions, io: CliIo): Promise<void> {
  const query = buildListQuery(options, companyListFields);
  const { api } = await openSession(new CredentialsStore(loadCliEnv(io.env).configDir), io);
  const list = (body: ListQuery): Promise<CompanyPage> =>
    options.archived ? api.listArchivedCompanies({ body }) : api.listCompanies({ body });
  const result = options.all ? await fetchAllPages(list, query) : await list(query);

  if (options.format === "json") {
    io.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } else if (options.format === "csv") {
    io.stdout.write(toCsv(result.records, csvColumns));
  } else {
    const view = (
      <CompaniesTable
        companies={result.records}
        totalRecords={result.totalRecords}
        page={options.all ? null : { number: query.pageNumber, size: query.pageSize }}
      />
    );
    io.stdout.write(`${renderToString(view, { columns: 250 })}\n`);
  }
}

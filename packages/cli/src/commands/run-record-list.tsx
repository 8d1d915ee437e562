import { renderToString } from "ink";
import type { ApiClient } from "@rightsdesk/api-client";
import { LIST_PAGE_SIZE_MAX, type ListFields, type ListQuery, type ListResult } from "@rightsdesk/domain";
import { loadCliEnv } from "../cli-env.js";
import type { CliIo } from "../cli-io.js";
import { CredentialsStore } from "../credentials/credentials-store.js";
import { openSession } from "../credentials/session.js";
import { RecordPageTable, type RecordTable } from "../ui/record-page-table.js";
import { toCsv, type CsvColumn } from "../ui/to-csv.js";
import { buildListQuery, type ListQueryOptions } from "./list-query-options.js";
import type { ListFormat } from "./users-list.js";

export interface RecordListOptions extends ListQueryOptions {
  format: ListFormat;
  archived?: boolean;
  all?: boolean;
}

/** One kind of record listed a page at a time, active or archived. */
export interface RecordList<Summary> {
  /** The fields its queries may filter and sort on. */
  fields: ListFields;
  fetchPage(api: ApiClient, archived: boolean, query: ListQuery): Promise<ListResult<Summary>>;
  csvColumns: readonly CsvColumn<Summary>[];
  table: RecordTable<Summary>;
}

/** Every page of the list, fetched in the largest pages the server allows. */
async function fetchAllPages<Summary>(
  fetchPage: (query: ListQuery) => Promise<ListResult<Summary>>,
  query: ListQuery,
): Promise<ListResult<Summary>> {
  const records: Summary[] = [];
  for (let pageNumber = 0; ; pageNumber += 1) {
    const page = await fetchPage({ ...query, pageNumber, pageSize: LIST_PAGE_SIZE_MAX });
    records.push(...page.records);
    if (page.records.length < LIST_PAGE_SIZE_MAX || records.length >= page.totalRecords) {
      return { totalRecords: page.totalRecords, records };
    }
  }
}

/** `rightsdesk <records> list`: a page (or with --all every page) of active or archived records. */
export async function runRecordList<Summary>(
  options: RecordListOptions,
  kind: RecordList<Summary>,
  io: CliIo,
): Promise<void> {
  const query = buildListQuery(options, kind.fields);
  const { api } = await openSession(new CredentialsStore(loadCliEnv(io.env).configDir), io);
  const fetchPage = (body: ListQuery) => kind.fetchPage(api, options.archived ?? false, body);
  const result = options.all ? await fetchAllPages(fetchPage, query) : await fetchPage(query);

  if (options.format === "json") {
    io.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } else if (options.format === "csv") {
    io.stdout.write(toCsv(result.records, kind.csvColumns));
  } else {
    const page = options.all ? null : { number: query.pageNumber, size: query.pageSize };
    const view = (
      <RecordPageTable
        {...kind.table}
        records={result.records}
        totalRecords={result.totalRecords}
        page={page}
      />
    );
    io.stdout.write(`${renderToString(view, { columns: 250 })}\n`);
  }
}

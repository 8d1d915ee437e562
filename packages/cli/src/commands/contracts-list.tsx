import type { ApiClient } from "@rightsdesk/api-client";
import {
  formatUsd,
  LIST_PAGE_SIZE_MAX,
  contractListFields,
  ContractSummarySchema,
  type ContractSummary,
  type ListQuery,
  type ListResult,
} from "@rightsdesk/domain";
import type { CliIo } from "../cli-io.js";
import type { RecordTable } from "../ui/record-page-table.js";
import { tableColumns } from "../ui/table.js";
import { csvColumnsOfSchema } from "../ui/to-csv.js";
import {
  withShortcutFilters,
  type ExpiryShortcutOptions,
  type ShortcutFilter,
} from "./list-shortcut-filters.js";
import { runRecordList, type RecordList, type RecordListOptions } from "./run-record-list.js";

export interface ContractsListOptions extends RecordListOptions, ExpiryShortcutOptions {
  search?: string;
  status?: string;
  family?: string;
  talent?: string;
}

const money = (cents: number | null) => (cents === null ? "" : formatUsd(cents));

const contractCsvColumns = csvColumnsOfSchema<ContractSummary>(ContractSummarySchema);

const contractsTable: RecordTable<ContractSummary> = {
  columns: tableColumns<ContractSummary>({
    Number: "contractNumber",
    Title: "title",
    Talent: "talentName",
    Family: "family",
    Status: "status",
    Payroll: "payrollStatus",
    Complete: "completeness",
    Date: "contractDate",
    Expires: "expirationDate",
    "Session fee": (c) => money(c.sessionFeeCents),
  }),
  names: { one: "contract", many: "contracts" },
};

/** The fields --search looks in: any of them containing the text matches. */
export const contractSearchFields = ["title", "contractNumber", "talentName"] as const;

/** A summary's value of the sort field, for ordering the merged --search answers. */
function compareBy(field: string, descending: boolean) {
  const key = field === "Id" ? "id" : field;
  return (a: ContractSummary, b: ContractSummary) => {
    const x = (a as unknown as Record<string, unknown>)[key] ?? null;
    const y = (b as unknown as Record<string, unknown>)[key] ?? null;
    const order =
      x === null || y === null
        ? x === y
          ? 0
          : x === null
            ? 1
            : -1
        : typeof x === "number" && typeof y === "number"
          ? x - y
          : String(x).localeCompare(String(y));
    const total = order === 0 ? a.id - b.id : order;
    return descending ? -total : total;
  };
}

/**
 * The page of contracts whose title, number or talent contains `text`: the list's filters only
 * combine with AND, so each field is asked on its own (every page), the answers merged by id,
 * sorted as the query asks and cut to its page.
 */
async function searchPage(
  api: ApiClient,
  query: ListQuery,
  text: string,
): Promise<ListResult<ContractSummary>> {
  const byId = new Map<number, ContractSummary>();
  for (const property of contractSearchFields) {
    for (let pageNumber = 0; ; pageNumber += 1) {
      const page = await api.listContracts({
        body: {
          ...query,
          filters: [...query.filters, { property, operator: "cn", value: text, caseSensitive: false }],
          pageNumber,
          pageSize: LIST_PAGE_SIZE_MAX,
        },
      });
      for (const record of page.records) byId.set(record.id, record);
      if (page.records.length < LIST_PAGE_SIZE_MAX) break;
    }
  }
  const all = [...byId.values()].sort(compareBy(query.sortField, query.sortDescending));
  const start = query.pageNumber * query.pageSize;
  return { totalRecords: all.length, records: all.slice(start, start + query.pageSize) };
}

function contractListKind(search: string | undefined): RecordList<ContractSummary> {
  return {
    fields: contractListFields,
    fetchPage: (api, _archived, body) =>
      search === undefined ? api.listContracts({ body }) : searchPage(api, body, search),
    csvColumns: contractCsvColumns,
    table: contractsTable,
  };
}

/** The shortcuts as filters on the contract list's own fields, before the --filter ones. */
export function withContractListFilters(options: ContractsListOptions, now: Date): ContractsListOptions {
  const shortcuts: ShortcutFilter[] = [
    [options.status, "status in"],
    [options.family, "family in"],
    [options.talent, "talentName cn"],
  ];
  return withShortcutFilters(options, shortcuts, "expirationDate", now);
}

/** `rightsdesk contracts list`: a page (or with --all every page) of contracts. */
export function contractsList(options: ContractsListOptions, io: CliIo): Promise<void> {
  const search = options.search?.trim();
  return runRecordList(
    withContractListFilters(options, io.now()),
    contractListKind(search ? search : undefined),
    io,
  );
}

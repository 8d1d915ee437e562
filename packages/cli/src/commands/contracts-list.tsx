import type { ApiClient } from "@rightsdesk/api-client";
import {
  formatUsd,
  LIST_PAGE_SIZE_MAX,
  addDays,
  contractListFields,
  isoDateOfInstant,
  type ContractSummary,
  type ListQuery,
  type ListResult,
} from "@rightsdesk/domain";
import { CliError, type CliIo } from "../cli-io.js";
import { RecordPageTable } from "../ui/record-page-table.js";
import type { TableColumn } from "../ui/table.js";
import { runRecordList, type RecordList, type RecordListOptions } from "./run-record-list.js";

export interface ContractsListOptions extends RecordListOptions {
  search?: string;
  status?: string;
  family?: string;
  talent?: string;
  expiringBefore?: string;
  expiringWithin?: string;
}

const money = (cents: number | null) => (cents === null ? "" : formatUsd(cents));

export const contractCsvColumns: RecordList<ContractSummary>["csvColumns"] = [
  { header: "id", value: (c) => c.id },
  { header: "contractNumber", value: (c) => c.contractNumber },
  { header: "title", value: (c) => c.title },
  { header: "family", value: (c) => c.family },
  { header: "agreement", value: (c) => c.agreement },
  { header: "talentName", value: (c) => c.talentName ?? "" },
  { header: "payeeName", value: (c) => c.payeeName ?? "" },
  { header: "union", value: (c) => c.union ?? "" },
  { header: "performerCategory", value: (c) => c.performerCategory ?? "" },
  { header: "status", value: (c) => c.status },
  { header: "payrollStatus", value: (c) => c.payrollStatus },
  { header: "completeness", value: (c) => c.completeness },
  { header: "contractDate", value: (c) => c.contractDate },
  { header: "expirationDate", value: (c) => c.expirationDate ?? "" },
  { header: "renewalDate", value: (c) => c.renewalDate ?? "" },
  { header: "sessionFeeCents", value: (c) => c.sessionFeeCents ?? "" },
  { header: "createdOn", value: (c) => c.createdOn },
  { header: "updatedOn", value: (c) => c.updatedOn },
];

const tableColumns: readonly TableColumn<ContractSummary>[] = [
  { header: "Number", value: (c) => c.contractNumber },
  { header: "Title", value: (c) => c.title },
  { header: "Talent", value: (c) => c.talentName ?? "" },
  { header: "Family", value: (c) => c.family },
  { header: "Status", value: (c) => c.status },
  { header: "Payroll", value: (c) => c.payrollStatus },
  { header: "Complete", value: (c) => c.completeness },
  { header: "Date", value: (c) => c.contractDate },
  { header: "Expires", value: (c) => c.expirationDate ?? "" },
  { header: "Session fee", value: (c) => money(c.sessionFeeCents) },
];

const names = { one: "contract", many: "contracts" };

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
    table: (contracts, totalRecords, page) => (
      <RecordPageTable
        columns={tableColumns}
        records={contracts}
        totalRecords={totalRecords}
        page={page}
        names={names}
      />
    ),
  };
}

/**
 * The shortcuts written as "PROPERTY OPERATOR VALUE" filters before the --filter ones, so the
 * domain's list rules check them like any other (a bad status or date is named, exit status 2).
 */
export function withContractListFilters(options: ContractsListOptions, now: Date): ContractsListOptions {
  const filters: string[] = [];
  if (options.status !== undefined) filters.push(`status in ${options.status}`);
  if (options.family !== undefined) filters.push(`family in ${options.family}`);
  if (options.talent !== undefined) filters.push(`talentName cn ${options.talent}`);
  if (options.expiringBefore !== undefined) filters.push(`expirationDate lt ${options.expiringBefore}`);
  if (options.expiringWithin !== undefined) {
    if (!/^\d+$/.test(options.expiringWithin.trim()))
      throw new CliError(
        `--expiring-within takes a whole number of days (got "${options.expiringWithin}").`,
        2,
      );
    const today = isoDateOfInstant(now);
    filters.push(`expirationDate gte ${today}`);
    filters.push(`expirationDate lte ${addDays(today, Number(options.expiringWithin))}`);
  }
  return { ...options, filter: [...filters, ...(options.filter ?? [])] };
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

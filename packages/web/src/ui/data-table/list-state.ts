import {
  LIST_PAGE_SIZE_DEFAULT,
  LIST_SORT_FIELD_DEFAULT,
  isIsoDate,
  type ListFilter,
  type ListOperator,
  type ListQuery,
} from "@rightsdesk/domain";
import { filterOperatorsFor, isListValuedOperator, type DataColumnKind } from "./filter-operators";

/**
 * A data table's whole state — filters, sort, page, page size and columns — as it sits in the
 * URL, so reload, back and a shared link all show the same view:
 *
 *   ?f.legalName=cn:acme&f.status=in:ACTIVE,BLOCKED&sort=updated&dir=desc&page=3&size=50&hide=city
 *
 * `f.<column>` is `<operator>:<value>`; `<operator>.cs:` makes a text filter case-sensitive; the
 * values of `in`/`ni` are comma-separated (a comma or backslash inside a value is escaped with a
 * backslash). Pages count from 1 in the URL and from 0 in the state. `hide`/`show` name the
 * columns that differ from the defaults, so a column added later still shows on old links.
 * Defaults are left out, and anything unreadable is dropped, so a hand-edited link still opens.
 */

/** What the state needs to know of a column. */
export interface ListColumnSpec {
  /** Stable id, used in the URL; letters, digits, `-` and `_`. */
  readonly id: string;
  /** The list field the server sorts and filters on; null for a column it cannot. */
  readonly field: string | null;
  readonly kind: DataColumnKind;
  /** An enum column's values, in the order its checkbox list shows them. */
  readonly values?: readonly string[];
  /** Shown unless the user hides it; true when left out. */
  readonly defaultVisible?: boolean;
}

export interface ColumnFilter {
  readonly column: string;
  readonly operator: ListOperator;
  /** One value, or several for `in`/`ni`; as typed (numbers and dates as text). */
  readonly values: readonly string[];
  /** Only text columns compare case-sensitively; false for every other kind. */
  readonly caseSensitive: boolean;
}

export interface ListSort {
  readonly column: string;
  readonly descending: boolean;
}

export const listPageSizes = [25, 50, 100] as const;

export interface ListViewState {
  /** At most one per column, in column order. */
  readonly filters: readonly ColumnFilter[];
  /** null: the list's default order (by id). */
  readonly sort: ListSort | null;
  /** Counted from 0, as list queries count pages. */
  readonly page: number;
  readonly pageSize: number;
  /** The columns shown, in column order; never empty. */
  readonly visibleColumns: readonly string[];
}

const params = {
  filterPrefix: "f.",
  sort: "sort",
  direction: "dir",
  page: "page",
  pageSize: "size",
  hide: "hide",
  show: "show",
} as const;

const caseSensitiveSuffix = ".cs";

export function isFilterable(column: ListColumnSpec): boolean {
  return column.field !== null;
}

export function defaultVisibleColumns(columns: readonly ListColumnSpec[]): string[] {
  return columns.filter((column) => column.defaultVisible !== false).map((column) => column.id);
}

export function defaultListState(columns: readonly ListColumnSpec[]): ListViewState {
  return {
    filters: [],
    sort: null,
    page: 0,
    pageSize: LIST_PAGE_SIZE_DEFAULT,
    visibleColumns: defaultVisibleColumns(columns),
  };
}

/** Joins list values, escaping `\` and `,` inside them. */
export function joinListValues(values: readonly string[]): string {
  return values.map((value) => value.replace(/\\/g, "\\\\").replace(/,/g, "\\,")).join(",");
}

/** Splits what `joinListValues` joined. */
export function splitListValues(text: string): string[] {
  const values: string[] = [];
  let current = "";
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (char === "\\" && index + 1 < text.length) {
      index += 1;
      current += text.charAt(index);
    } else if (char === ",") {
      values.push(current);
      current = "";
    } else {
      current += char;
    }
  }
  values.push(current);
  return values;
}

const numberPattern = /^-?\d+(\.\d+)?$/;

/** Whether one value can be sent for a column of this kind. */
export function isValidFilterValue(column: ListColumnSpec, value: string): boolean {
  switch (column.kind) {
    case "text":
      return value.trim() !== "" && value.trim() === value;
    case "number":
      return numberPattern.test(value);
    case "date":
      return isIsoDate(value);
    case "enum":
      return (column.values ?? []).includes(value);
  }
}

/**
 * A filter as the table keeps it, or null when it cannot be sent: an operator the column's kind
 * does not offer, no value, or a value of the wrong kind. List values are put in the order of
 * the column's values (enums) without repeats, so equal filters are equal objects.
 */
export function normalizeColumnFilter(column: ListColumnSpec, filter: ColumnFilter): ColumnFilter | null {
  if (!isFilterable(column) || !filterOperatorsFor(column.kind).includes(filter.operator)) return null;
  const trimmed = filter.values.map((value) => value.trim());
  const caseSensitive = column.kind === "text" && filter.caseSensitive;
  if (isListValuedOperator(filter.operator)) {
    const unique = [...new Set(trimmed)];
    if (unique.length === 0 || !unique.every((value) => isValidFilterValue(column, value))) return null;
    const order = column.values ?? unique;
    const values = [...unique].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    return { column: column.id, operator: filter.operator, values, caseSensitive };
  }
  const [value] = trimmed;
  if (trimmed.length !== 1 || value === undefined || !isValidFilterValue(column, value)) return null;
  return { column: column.id, operator: filter.operator, values: [value], caseSensitive };
}

function readFilter(column: ListColumnSpec, raw: string | null): ColumnFilter | null {
  if (raw === null) return null;
  const colon = raw.indexOf(":");
  if (colon < 0) return null;
  const token = raw.slice(0, colon);
  const caseSensitive = token.endsWith(caseSensitiveSuffix);
  const operatorText = caseSensitive ? token.slice(0, -caseSensitiveSuffix.length) : token;
  const operator = filterOperatorsFor(column.kind).find((candidate) => candidate === operatorText);
  if (!operator) return null;
  const text = raw.slice(colon + 1);
  const values = isListValuedOperator(operator) ? splitListValues(text) : [text];
  return normalizeColumnFilter(column, { column: column.id, operator, values, caseSensitive });
}

function readPage(raw: string | null): number {
  const page = Number(raw);
  return Number.isInteger(page) && page >= 1 ? page - 1 : 0;
}

function readPageSize(raw: string | null): number {
  const size = Number(raw);
  return listPageSizes.find((allowed) => allowed === size) ?? LIST_PAGE_SIZE_DEFAULT;
}

function readIdList(raw: string | null): Set<string> {
  return new Set((raw ?? "").split(",").filter((id) => id !== ""));
}

function readVisibleColumns(columns: readonly ListColumnSpec[], search: URLSearchParams): string[] {
  const hidden = readIdList(search.get(params.hide));
  const shown = readIdList(search.get(params.show));
  const visible = columns
    .filter((column) => (column.defaultVisible === false ? shown.has(column.id) : !hidden.has(column.id)))
    .map((column) => column.id);
  return visible.length > 0 ? visible : defaultVisibleColumns(columns);
}

export function readListState(search: URLSearchParams, columns: readonly ListColumnSpec[]): ListViewState {
  const filters = columns.flatMap((column) => {
    const filter = readFilter(column, search.get(`${params.filterPrefix}${column.id}`));
    return filter ? [filter] : [];
  });
  const sortColumn = columns.find((column) => column.id === search.get(params.sort) && isFilterable(column));
  return {
    filters,
    sort: sortColumn ? { column: sortColumn.id, descending: search.get(params.direction) === "desc" } : null,
    page: readPage(search.get(params.page)),
    pageSize: readPageSize(search.get(params.pageSize)),
    visibleColumns: readVisibleColumns(columns, search),
  };
}

/** The URL for a state; defaults are left out so the plain list has a plain address. */
export function writeListState(state: ListViewState, columns: readonly ListColumnSpec[]): URLSearchParams {
  const search = new URLSearchParams();
  for (const filter of state.filters) {
    const column = columns.find((candidate) => candidate.id === filter.column);
    if (!column) continue;
    const token = `${filter.operator}${filter.caseSensitive && column.kind === "text" ? caseSensitiveSuffix : ""}`;
    const value = isListValuedOperator(filter.operator)
      ? joinListValues(filter.values)
      : (filter.values[0] ?? "");
    search.set(`${params.filterPrefix}${filter.column}`, `${token}:${value}`);
  }
  if (state.sort) {
    search.set(params.sort, state.sort.column);
    if (state.sort.descending) search.set(params.direction, "desc");
  }
  if (state.page > 0) search.set(params.page, String(state.page + 1));
  if (state.pageSize !== LIST_PAGE_SIZE_DEFAULT) search.set(params.pageSize, String(state.pageSize));
  const visible = new Set(state.visibleColumns);
  const hidden = columns.filter((column) => column.defaultVisible !== false && !visible.has(column.id));
  const shown = columns.filter((column) => column.defaultVisible === false && visible.has(column.id));
  if (hidden.length > 0) search.set(params.hide, hidden.map((column) => column.id).join(","));
  if (shown.length > 0) search.set(params.show, shown.map((column) => column.id).join(","));
  return search;
}

export interface ListStateChange {
  /** Sets the column's filter, or removes it with null. */
  filter?: { column: string; filter: ColumnFilter | null };
  clearFilters?: true;
  sort?: ListSort | null;
  page?: number;
  pageSize?: number;
  visibleColumns?: readonly string[];
}

/**
 * The next state after the user changes something. A new filter, sort or page size starts again
 * at the first page (page 4 of the old result means nothing in the new one); choosing columns
 * and moving between pages keep everything else.
 */
export function updateListState(
  state: ListViewState,
  change: ListStateChange,
  columns: readonly ListColumnSpec[],
): ListViewState {
  let { filters, sort, page, pageSize, visibleColumns } = state;
  let backToFirstPage = false;
  if (change.clearFilters) {
    filters = [];
    backToFirstPage = true;
  }
  if (change.filter) {
    const { column: columnId, filter } = change.filter;
    const column = columns.find((candidate) => candidate.id === columnId);
    const normalized = column && filter ? normalizeColumnFilter(column, filter) : null;
    const others = filters.filter((existing) => existing.column !== columnId);
    const next = normalized ? [...others, normalized] : others;
    filters = columns.flatMap((candidate) => next.filter((existing) => existing.column === candidate.id));
    backToFirstPage = true;
  }
  if (change.sort !== undefined) {
    sort = change.sort;
    backToFirstPage = true;
  }
  if (change.pageSize !== undefined) {
    pageSize = change.pageSize;
    backToFirstPage = true;
  }
  if (change.visibleColumns) {
    const chosen = new Set(change.visibleColumns);
    const ordered = columns.filter((column) => chosen.has(column.id)).map((column) => column.id);
    if (ordered.length > 0) visibleColumns = ordered;
  }
  if (change.page !== undefined) page = Math.max(0, change.page);
  else if (backToFirstPage) page = 0;
  return { filters, sort, page, pageSize, visibleColumns };
}

/** Whether the user has narrowed the list (an empty result then means "no match", not "none"). */
export function isListFiltered(state: ListViewState): boolean {
  return state.filters.length > 0;
}

function toFilterValue(column: ListColumnSpec, filter: ColumnFilter): ListFilter["value"] {
  const values = column.kind === "number" ? filter.values.map(Number) : [...filter.values];
  if (isListValuedOperator(filter.operator)) return values;
  return values[0] ?? "";
}

/** The list query the server takes for a state. */
export function toListQuery(state: ListViewState, columns: readonly ListColumnSpec[]): ListQuery {
  const filters = state.filters.flatMap((filter) => {
    const column = columns.find((candidate) => candidate.id === filter.column);
    if (!column?.field) return [];
    return [
      {
        property: column.field,
        operator: filter.operator,
        value: toFilterValue(column, filter),
        caseSensitive: filter.caseSensitive,
      },
    ];
  });
  const sortField = state.sort ? columns.find((column) => column.id === state.sort?.column)?.field : null;
  return {
    filters,
    sortField: sortField ?? LIST_SORT_FIELD_DEFAULT,
    sortDescending: sortField ? (state.sort?.descending ?? false) : false,
    pageNumber: state.page,
    pageSize: state.pageSize,
  };
}

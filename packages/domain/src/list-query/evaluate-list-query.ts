import type { ListFields } from "./list-fields.js";
import { readListRecordValue } from "./list-record-value.js";
import { matchListFilter } from "./match-list-filter.js";
import type { ListFieldKind } from "./list-operators.js";
import { parseListQuery, type ResolvedListQuery } from "./validate-list-query.js";

/** What a list call returns (spec 000 section 3). */
export interface ListPage<T> {
  readonly totalRecords: number;
  readonly records: T[];
}

type SortValue = string | number | boolean;

function sortValueOf(record: object, field: string, kind: ListFieldKind): SortValue | null {
  const value = readListRecordValue((record as Record<string, unknown>)[field], kind);
  if (value === null || Array.isArray(value)) return null;
  return typeof value === "string" && kind !== "date" ? value.toLowerCase() : value;
}

/** Ascending order of two present values: numbers by size, dates and texts by code unit. */
function compareSortValues(a: SortValue, b: SortValue): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

/**
 * Filters (every filter must pass), sorts and pages records in memory. The reference for what a
 * list call answers: a stable sort (ties keep their input order in both directions), records
 * without a sort value last in both directions, text sorted without case. `totalRecords` counts
 * every record that passed the filters, whatever the page. Throws an InvalidData AppError when
 * the query does not fit the fields.
 */
export function evaluateListQuery<T extends object>(
  records: readonly T[],
  query: unknown,
  fields: ListFields,
): ListPage<T> {
  const resolved: ResolvedListQuery = parseListQuery(query, fields);
  const passing = records.filter((record) =>
    resolved.filters.every((filter) => matchListFilter(record, filter)),
  );
  const direction = resolved.sortDescending ? -1 : 1;
  const keyed = passing.map((record) => ({
    record,
    key: sortValueOf(record, resolved.sortField, resolved.sortKind),
  }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return (a.key === null ? 1 : 0) - (b.key === null ? 1 : 0);
    return direction * compareSortValues(a.key, b.key);
  });
  const start = resolved.pageNumber * resolved.pageSize;
  return {
    totalRecords: passing.length,
    records: keyed.slice(start, start + resolved.pageSize).map((entry) => entry.record),
  };
}

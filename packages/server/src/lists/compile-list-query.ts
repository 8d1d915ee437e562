import { and, type SQL } from "drizzle-orm";
import { parseListQuery, type ResolvedListQuery } from "@rightsdesk/domain";
import { listColumnOf, type ListColumns } from "./list-columns.js";
import { listFilterSql } from "./list-filter-sql.js";
import { listOrderSql } from "./list-order-sql.js";

/** A list query as SQL parts for a repository's select: where, order by, limit and offset. */
export interface CompiledListQuery {
  /** Every filter joined with AND; undefined when there are none. */
  readonly where: SQL | undefined;
  readonly orderBy: SQL[];
  readonly limit: number;
  readonly offset: number;
}

/**
 * Validates a list query against the list's fields with the domain's rules (an unknown property,
 * operator or value is InvalidData naming it, with the domain's wording) and turns it into SQL.
 * Pass the query as the contract parsed it, or already resolved.
 */
export function compileListQuery(
  query: unknown,
  columns: ListColumns,
): CompiledListQuery & { resolved: ResolvedListQuery } {
  const resolved = isResolved(query) ? query : parseListQuery(query, columns.fields);
  const filters = resolved.filters.map((filter) =>
    listFilterSql(listColumnOf(columns, filter.property), filter),
  );
  return {
    resolved,
    where: filters.length === 0 ? undefined : and(...filters),
    orderBy: listOrderSql(listColumnOf(columns, resolved.sortField), resolved.sortDescending, columns.id),
    limit: resolved.pageSize,
    offset: resolved.pageNumber * resolved.pageSize,
  };
}

function isResolved(query: unknown): query is ResolvedListQuery {
  return typeof query === "object" && query !== null && "sortKind" in query;
}

import type { SQL } from "drizzle-orm";
import type { ListPage } from "@rightsdesk/domain";
import type { CompiledListQuery } from "./compile-list-query.js";

/** The two queries behind a list call, written by the repository that owns the tables. */
export interface ListSource<Row> {
  /** One page: apply `where`, `orderBy`, `limit` and `offset` to the select. */
  selectPage(query: CompiledListQuery): Promise<Row[]>;
  /** How many rows pass `where`, as `count(*)` (PGlite answers a number, `pg` a string). */
  count(where: SQL | undefined): Promise<readonly { count: number | string | bigint }[]>;
}

/**
 * Runs a compiled list query: one page of records and `totalRecords` across all pages. A page that
 * is neither empty nor full already tells the total (and so does an empty first page), so the
 * count — the costly part on big tables — only runs when it is needed.
 */
export async function fetchListPage<Row>(
  query: CompiledListQuery,
  source: ListSource<Row>,
): Promise<ListPage<Row>> {
  const records = await source.selectPage(query);
  const pageTellsTotal = records.length < query.limit && (records.length > 0 || query.offset === 0);
  if (pageTellsTotal) return { totalRecords: query.offset + records.length, records };
  const [counted] = await source.count(query.where);
  return { totalRecords: Number(counted?.count ?? 0), records };
}

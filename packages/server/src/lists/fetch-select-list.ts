import { and, count, sql, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { ListPage } from "@rightsdesk/domain";
import type { Db } from "../db/database.js";
import { compileListQuery } from "./compile-list-query.js";
import { fetchListPage } from "./fetch-list-page.js";
import type { ListColumns } from "./list-columns.js";

/**
 * A list over one select with its joins: the page and its count read the same FROM and the same
 * client scope, so the two can never disagree. The count wraps the filtered select (PostgreSQL
 * drops the columns it does not read), so a list's joins are written once.
 */
export function fetchSelectList<Select extends PgSelect>(
  db: Db,
  query: unknown,
  columns: ListColumns,
  scope: SQL | undefined,
  select: () => Select,
): Promise<ListPage<Awaited<Select>[number]>> {
  const compiled = compileListQuery(query, columns);
  const where = and(scope, compiled.where);
  return fetchListPage<Awaited<Select>[number]>(
    { ...compiled, where },
    {
      selectPage: ({ orderBy, limit, offset }) =>
        select()
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: () => db.select({ count: count() }).from(sql`(${select().where(where)}) as listed`),
    },
  );
}

import { type Column, type SQL, sql } from "drizzle-orm";

/**
 * `column = any($1)` with the whole list bound as ONE array parameter, however long it is.
 * drizzle's `inArray` binds one parameter per value, and PostgreSQL refuses a statement with more
 * than 65,535 of them; lists of ids or keys whose size the data decides (every alert of a window,
 * every asset of a library) go through here instead. An empty list matches nothing.
 */
export function anyOf(column: Column | SQL, values: readonly number[] | readonly string[]): SQL {
  if (values.length === 0) return sql`false`;
  const type = typeof values[0] === "number" ? sql.raw("int[]") : sql.raw("text[]");
  return sql`${column} = any(${sql.param([...values])}::${type})`;
}

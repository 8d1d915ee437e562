import { sql, type SQL } from "drizzle-orm";
import type { ListColumn } from "./list-columns.js";

/**
 * The value a field sorts by, null when the record has none: text and enums lower-cased in the
 * "C" collation (code-point order, as the evaluator compares lower-cased strings); dates by their
 * calendar day, the empty marker and out-of-range days counting as none. A field with many values
 * per record sorts by the smallest of them.
 */
export function listSortKeySql(column: ListColumn): SQL {
  const key = valueSortKeySql(column);
  return column.rows ? sql`(select min(${key}) ${column.rows})` : key;
}

function valueSortKeySql(column: ListColumn): SQL {
  const value = column.sql;
  switch (column.kind) {
    case "text":
    case "enum":
      return sql`lower(${value}) collate "C"`;
    case "date":
      return column.dateStorage === "instant"
        ? sql`case when ${value} >= '0001-01-02T00:00:00Z'::timestamptz and ${value} < '10000-01-01T00:00:00Z'::timestamptz then (${value} at time zone 'UTC')::date end`
        : sql`case when ${value} > '0001-01-01'::date and ${value} <= '9999-12-31'::date then ${value} end`;
    default:
      return sql`${value}`;
  }
}

/**
 * ORDER BY for one list: the sort field in the asked direction with records lacking a value last
 * in both directions, then the id ascending in both directions — the evaluator's stable sort over
 * records given in id order, so pages never overlap or skip a record.
 */
export function listOrderSql(sort: ListColumn, descending: boolean, id: ListColumn): SQL[] {
  const idAscending = sql`${id.sql} asc`;
  if (sort === id) return [descending ? sql`${id.sql} desc` : idAscending];
  const direction = descending ? sql.raw("desc") : sql.raw("asc");
  return [sql`${listSortKeySql(sort)} ${direction} nulls last`, idAscending];
}

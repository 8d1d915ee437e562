import { sql } from "drizzle-orm";
import type { Db } from "./database.js";

/** A column of a bulk insert: its name, its PostgreSQL type, and its value in a row. */
export type BulkColumn<Row> = readonly [name: string, type: string, value: (row: Row) => unknown];

/** Rows of one statement: each column travels as one array parameter, so the size is free of the parameter limit. */
const ROWS_PER_STATEMENT = 5000;

/**
 * Inserts many rows with one `INSERT … SELECT FROM unnest(…)` per few thousand rows: one array
 * parameter per column instead of one parameter per cell, which spares both the statement's
 * building and its parsing. Columns left out take their defaults (the client's `tenant_id`).
 * `jsonb` columns take JSON values (serialised here).
 */
export async function insertColumns<Row>(
  db: Pick<Db, "execute">,
  table: string,
  columns: readonly BulkColumn<Row>[],
  rows: readonly Row[],
): Promise<void> {
  const names = sql.raw(columns.map(([name]) => `"${name}"`).join(", "));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const arrays = columns.map(([, type, value]) => {
      const values = chunk.map((row) => {
        const cell = value(row);
        if (cell === undefined || cell === null) return null;
        if (cell instanceof Date) return cell.toISOString();
        return type === "jsonb" ? JSON.stringify(cell) : cell;
      });
      // jsonb travels as text[] (the drivers send arrays of strings), then is read as jsonb.
      const arrayType = type === "jsonb" ? "text[]" : `${type}[]`;
      return sql`${sql.param(values)}::${sql.raw(arrayType)}`;
    });
    const selects = sql.raw(
      columns.map(([, type], index) => (type === "jsonb" ? `c${index}::jsonb` : `c${index}`)).join(", "),
    );
    const aliases = sql.raw(columns.map((_, index) => `c${index}`).join(", "));
    await db.execute(
      sql`insert into ${sql.raw(`"${table}"`)} (${names}) select ${selects} from unnest(${sql.join(arrays, sql`, `)}) as t(${aliases})`,
    );
  }
}

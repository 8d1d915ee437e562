import { sql } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { queryRows } from "../db/rows.js";

/**
 * Every table of the database (the application's and the migrator's) but those `skip` names
 * (schema-qualified, e.g. "public.sessions"), each as its row count and an md5 of all its rows in
 * a fixed order: two databases with equal checksums hold the same rows.
 */
export async function tableChecksums(
  db: Db,
  skip: (name: string) => boolean = () => false,
): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname <> 'information_schema' and schemaname not like 'pg\\_%' order by 1`,
  );
  const kept = tables.filter(({ name }) => !skip(name));
  if (kept.length === 0) return {};
  const parts = kept.map(
    ({ name }) =>
      `select '${name}' as name, count(*)::text || ':' || md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as sum from ${name} x`,
  );
  const rows = await queryRows<{ name: string; sum: string }>(db, sql.raw(parts.join(" union all ")));
  return Object.fromEntries(rows.map((row) => [row.name, row.sum]));
}

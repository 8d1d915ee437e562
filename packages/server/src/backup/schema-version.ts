import fs from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/database.js";
import { queryRows } from "../db/rows.js";

/**
 * How far a database's schema has come: the migrations applied, and the stamp of the last one
 * (drizzle-kit's journal `when`, which the migrator compares to decide what is left to apply).
 */
export const SchemaVersionSchema = z.object({
  migrations: z.number().int().nonnegative(),
  lastMigration: z.number().int().nonnegative(),
});
export type SchemaVersion = z.infer<typeof SchemaVersionSchema>;

const JournalSchema = z.object({ entries: z.array(z.object({ tag: z.string(), when: z.number() })) });

/** The schema version of an open database, read from the migrator's own table. */
export async function readSchemaVersion(db: Db): Promise<SchemaVersion> {
  const [row] = await queryRows<{ migrations: string; last: string }>(
    db,
    sql`select count(*)::text as migrations, coalesce(max(created_at), 0)::text as last
        from drizzle.__drizzle_migrations`,
  );
  return { migrations: Number(row?.migrations ?? 0), lastMigration: Number(row?.last ?? 0) };
}

/** The migrations this build ships, oldest first. */
export async function shippedMigrations(migrationsDir: string): Promise<{ tag: string; when: number }[]> {
  const journal = await fs.readFile(path.join(migrationsDir, "meta", "_journal.json"), "utf8");
  return JournalSchema.parse(JSON.parse(journal)).entries;
}

/**
 * Why this build cannot take a database of that version, or undefined when it can: the migrator
 * would skip a migration it does not know and the server would run on a schema it was not built for.
 */
export function schemaMismatch(
  version: SchemaVersion,
  shipped: readonly { tag: string; when: number }[],
): string | undefined {
  if (version.migrations === 0) return undefined;
  const latest = shipped.at(-1);
  if (!latest || version.lastMigration > latest.when || version.migrations > shipped.length) {
    return (
      `its database has ${version.migrations} migrations applied, newer than this server's ` +
      `${shipped.length} (last ${latest?.tag ?? "none"}): restore it with the release that made it, or a later one`
    );
  }
  if (!shipped.some((migration) => migration.when === version.lastMigration)) {
    return "its database's last migration is not one this server ships: it comes from another build";
  }
  return undefined;
}

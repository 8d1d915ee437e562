import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { seedDemoData } from "../bootstrap/demo-data.js";
import { seedDatabase } from "../bootstrap/seed.js";
import { openPostgres, type Database, type Db } from "../db/database.js";
import { queryRows } from "../db/rows.js";
import { FieldEncryption } from "../records/field-encryption.js";

export const TEST_ADMIN_PASSWORD = "Test-Admin-Pass-1";
export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

/** The schema that holds a copy of the seeded rows, so a test database can be put back cheaply. */
const SEED_SCHEMA = "rightsdesk_test_seed";

/**
 * Migrates and seeds a new database, then copies every seeded row and sequence into SEED_SCHEMA:
 * the state `resetToSeed` puts back. Run once per test run (global-setup.ts), or once per process
 * when the global setup did not run.
 */
export async function prepareTemplate(database: Database): Promise<void> {
  await database.migrate(MIGRATIONS_DIR);
  await seedDatabase(database.db, { adminPassword: TEST_ADMIN_PASSWORD });
  const { db } = database;
  await db.execute(sql.raw(`CREATE SCHEMA ${SEED_SCHEMA}`));
  for (const table of await publicTables(db)) {
    await db.execute(sql.raw(`CREATE TABLE ${SEED_SCHEMA}."${table}" AS SELECT * FROM public."${table}"`));
  }
  await db.execute(
    sql.raw(
      `CREATE TABLE ${SEED_SCHEMA}.sequence_values AS
         SELECT sequencename AS name, last_value FROM pg_sequences WHERE schemaname = 'public'`,
    ),
  );
}

async function publicTables(db: Db): Promise<string[]> {
  const rows = await queryRows<{ tablename: string }>(
    db,
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  return rows.map((row) => row.tablename);
}

/**
 * The statements that put a database made by `prepareTemplate` back to its seeded state: every
 * table emptied, the seeded rows copied back (foreign keys are not checked meanwhile: the rows
 * were consistent when copied), and every sequence where the seed left it.
 */
export async function resetStatements(db: Db): Promise<string[]> {
  const tables = await publicTables(db);
  const counts = await queryRows<{ table_name: string; seeded: boolean }>(
    db,
    sql.raw(
      tables
        .map(
          (table) =>
            `SELECT '${table}' AS table_name, EXISTS (SELECT 1 FROM ${SEED_SCHEMA}."${table}") AS seeded`,
        )
        .join(" UNION ALL "),
    ),
  );
  const seeded = counts.filter((row) => row.seeded).map((row) => row.table_name);
  const sequences = await queryRows<{ name: string; last_value: string | null }>(
    db,
    sql.raw(`SELECT name, last_value::text FROM ${SEED_SCHEMA}.sequence_values`),
  );
  const restarts = sequences.map((row) =>
    row.last_value === null
      ? `PERFORM setval('public."${row.name}"', 1, false);`
      : `PERFORM setval('public."${row.name}"', ${row.last_value});`,
  );
  // DELETE, not TRUNCATE: emptying a table that is mostly empty already costs next to nothing,
  // where TRUNCATE makes new files for every table and index (about 0.3 s a reset on PostgreSQL).
  return [
    "SET LOCAL session_replication_role = replica",
    `DO $$ BEGIN
      ${tables.map((table) => `DELETE FROM public."${table}";`).join("\n")}
      ${seeded.map((table) => `INSERT INTO public."${table}" SELECT * FROM ${SEED_SCHEMA}."${table}";`).join("\n")}
      ${restarts.join("\n")}
    END $$`,
  ];
}

export async function createPostgresTemplate(adminUrl: string, name: string): Promise<string> {
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const database = await openPostgres(databaseUrl(adminUrl, name));
  try {
    await prepareTemplate(database);
  } finally {
    await database.close();
  }
  return name;
}

/** The day the demo data is seeded on and read on by default (report.test.ts says what it then holds). */
export const DEMO_SEED_DAY = new Date("2025-06-02T09:00:00Z");

/** Adds the demo data, seeded on DEMO_SEED_DAY, to a database made by `prepareTemplate`. */
export async function addDemoData(database: Database): Promise<void> {
  await seedDemoData(database.db, FieldEncryption.withKey(randomBytes(32)), DEMO_SEED_DAY);
}

/** A PostgreSQL template holding the seeded template's rows and the demo data. */
export async function createPostgresDemoTemplate(adminUrl: string, seeded: string): Promise<string> {
  const name = seeded.replace(/_tpl$/, "_demo_tpl");
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${seeded}`);
  const database = await openPostgres(databaseUrl(adminUrl, name));
  try {
    await addDemoData(database);
  } finally {
    await database.close();
  }
  return name;
}

export async function adminQuery(adminUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { seedDatabase } from "../bootstrap/seed.js";
import { openPglite, openPostgres, type Database } from "../db/database.js";

export const TEST_ADMIN_PASSWORD = "Test-Admin-Pass-1";
export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../drizzle");

export interface TestDatabase {
  database: Database;
  dispose(): Promise<void>;
}

let snapshot: Promise<Blob> | undefined;

/** A migrated, seeded embedded database, made once per test process and copied for each test. */
function pgliteSnapshot(): Promise<Blob> {
  snapshot ??= (async () => {
    const template = await openPglite("memory://");
    await template.migrate(MIGRATIONS_DIR);
    await seedDatabase(template.db, { adminPassword: TEST_ADMIN_PASSWORD });
    const blob = await template.dump?.();
    await template.close();
    if (!blob) throw new Error("The embedded database could not be dumped.");
    return blob;
  })();
  return snapshot;
}

/** A fresh PostgreSQL database on the server of TEST_DATABASE_URL, dropped afterwards. */
async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `rightsdesk_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString());
  await database.migrate(MIGRATIONS_DIR);
  await seedDatabase(database.db, { adminPassword: TEST_ADMIN_PASSWORD });
  return {
    database,
    dispose: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** The database a server test runs on: PostgreSQL when TEST_DATABASE_URL is set, else embedded. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env["TEST_DATABASE_URL"];
  if (url) return createPostgresDatabase(url);
  const database = await openPglite("memory://", { loadDataDir: await pgliteSnapshot() });
  return { database, dispose: () => database.close() };
}

export function testDatabaseKind(): "postgres" | "pglite" {
  return process.env["TEST_DATABASE_URL"] ? "postgres" : "pglite";
}

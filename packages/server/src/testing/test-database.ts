import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { openPglite, openPostgres, type Database } from "../db/database.js";
import {
  adminQuery,
  createPostgresTemplate,
  databaseUrl,
  prepareTemplate,
  resetStatements,
} from "./test-template.js";

export { MIGRATIONS_DIR, TEST_ADMIN_PASSWORD } from "./test-template.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of the migrated, seeded embedded database (see global-setup.ts). */
    pgliteSnapshotFile: string;
    /** The migrated, seeded PostgreSQL database every test database is cloned from. */
    postgresTemplate: string;
  }
}

export interface TestDatabase {
  database: Database;
  dispose(): Promise<void>;
}

export function testDatabaseKind(): "postgres" | "pglite" {
  return process.env["TEST_DATABASE_URL"] ? "postgres" : "pglite";
}

/** One database per test process and kind, put back to the seed before each lease. */
interface SharedDatabase {
  database: Database;
  reset: string[];
  leased: boolean;
  used: boolean;
}

const shared = new Map<string, Promise<SharedDatabase>>();
const settled = new Map<string, SharedDatabase>();
let localSnapshot: Promise<Blob> | undefined;
let localTemplate: Promise<string> | undefined;

/** The seeded embedded database's tarball: the run's (global setup), or one made here. */
async function pgliteSnapshot(): Promise<Blob> {
  const file = providedValue("pgliteSnapshotFile");
  if (file) return new Blob([await fs.readFile(file)]);
  localSnapshot ??= (async () => {
    const template = await openPglite("memory://");
    await prepareTemplate(template);
    const blob = await template.dump?.();
    await template.close();
    if (!blob) throw new Error("The embedded database could not be dumped.");
    return blob;
  })();
  return localSnapshot;
}

/** The seeded PostgreSQL template's name: the run's (global setup), or one made here. */
async function postgresTemplate(adminUrl: string): Promise<string> {
  const provided = providedValue("postgresTemplate");
  if (provided) return provided;
  localTemplate ??= createPostgresTemplate(adminUrl, `rightsdesk_test_${randomBytes(6).toString("hex")}_tpl`);
  return localTemplate;
}

function providedValue(key: "pgliteSnapshotFile" | "postgresTemplate"): string | undefined {
  try {
    return inject(key);
  } catch {
    return undefined;
  }
}

/** Copies opened for a test that needed a second database at once, and not yet closed. */
const openCopies = new Set<() => Promise<void>>();

/**
 * Closes the test databases still open — the shared one's lease and second copies — and answers
 * how many there were. A test that forgets to close one would leave every later test of its process
 * a fresh copy to load (about a second each), so the test setup calls this when a file ends and
 * fails the file if it was not 0.
 */
export async function closeOpenTestDatabases(): Promise<number> {
  let open = openCopies.size;
  for (const release of [...openCopies]) await release();
  for (const entry of settled.values())
    if (entry.leased) {
      open += 1;
      entry.leased = false;
    }
  return open;
}

async function openCopy(): Promise<TestDatabase> {
  const copy = await openUncountedCopy();
  let closed = false;
  const release = async () => {
    if (closed) return;
    closed = true;
    openCopies.delete(release);
    await copy.dispose();
  };
  openCopies.add(release);
  return { database: { ...copy.database, close: release }, dispose: release };
}

/** A new database copied from the seeded one: a tarball for PGlite, a template clone for PostgreSQL. */
async function openUncountedCopy(): Promise<TestDatabase> {
  const adminUrl = process.env["TEST_DATABASE_URL"];
  if (!adminUrl) {
    const database = await openPglite("memory://", { loadDataDir: await pgliteSnapshot() });
    return { database, dispose: () => database.close() };
  }
  const template = await postgresTemplate(adminUrl);
  const name = `${template.replace(/_tpl$/, "")}_${randomBytes(4).toString("hex")}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const database = await openPostgres(databaseUrl(adminUrl, name));
  return {
    database,
    dispose: async () => {
      await database.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function openShared(key: string): Promise<SharedDatabase> {
  const { database } = await openUncountedCopy();
  const entry = { database, reset: await resetStatements(database.db), leased: false, used: false };
  settled.set(key, entry);
  return entry;
}

/**
 * The database a server test runs on: PostgreSQL when TEST_DATABASE_URL is set, else embedded,
 * in the seeded state. Each test process keeps one and empties it between leases (tens of
 * milliseconds); a test that needs a second database at the same time gets its own copy.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const key = process.env["TEST_DATABASE_URL"] ?? "pglite";
  let pending = shared.get(key);
  if (!pending) {
    pending = openShared(key);
    shared.set(key, pending);
  }
  const entry = await pending;
  if (entry.leased) return openCopy();
  entry.leased = true;
  if (entry.used) {
    await entry.database.db.transaction(async (tx) => {
      for (const statement of entry.reset) await tx.execute(sql.raw(statement));
    });
  }
  entry.used = true;
  let closed = false;
  const database: Database = {
    ...entry.database,
    // The shared database outlives the test: closing it only ends the lease.
    close: async () => {
      if (closed) return;
      closed = true;
      entry.leased = false;
    },
  };
  return { database, dispose: () => database.close() };
}

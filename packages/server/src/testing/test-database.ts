import { AsyncLocalStorage } from "node:async_hooks";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { openPglite, openPostgres, type Database } from "../db/database.js";
import {
  addDemoData,
  adminQuery,
  createPostgresDemoTemplate,
  createPostgresTemplate,
  databaseUrl,
  prepareTemplate,
  resetStatements,
} from "./test-template.js";

export { DEMO_SEED_DAY, MIGRATIONS_DIR, TEST_ADMIN_PASSWORD } from "./test-template.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tarball of the migrated, seeded embedded database (see global-setup.ts). */
    pgliteSnapshotFile: string;
    /** The migrated, seeded PostgreSQL database every test database is cloned from. */
    postgresTemplate: string;
    /** The same two, holding the demo data as well. */
    pgliteDemoSnapshotFile: string;
    postgresDemoTemplate: string;
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
let localDemoSnapshot: Promise<Blob> | undefined;
let localTemplate: Promise<string> | undefined;
let localDemoTemplate: Promise<string> | undefined;

/** Set while a test opens an app on the demo data (useDemoApp): its database is a copy of that. */
const demoOpening = new AsyncLocalStorage<true>();

/** Runs `open` so that the test database it asks for holds the demo data, seeded on DEMO_SEED_DAY. */
export function openingDemoData<T>(open: () => Promise<T>): Promise<T> {
  return demoOpening.run(true, open);
}

/** Makes a PGlite template with `prepare` and answers its tarball. */
async function dumpedTemplate(prepare: (database: Database) => Promise<void>): Promise<Blob> {
  const template = await openPglite("memory://");
  await prepare(template);
  const blob = await template.dump?.();
  await template.close();
  if (!blob) throw new Error("The embedded database could not be dumped.");
  return blob;
}

/** The seeded embedded database's tarball: the run's (global setup), or one made here. */
async function pgliteSnapshot(demo: boolean): Promise<Blob> {
  const file = providedValue(demo ? "pgliteDemoSnapshotFile" : "pgliteSnapshotFile");
  if (file) return new Blob([await fs.readFile(file)]);
  if (demo) {
    localDemoSnapshot ??= dumpedTemplate(async (database) => {
      await prepareTemplate(database);
      await addDemoData(database);
    });
    return localDemoSnapshot;
  }
  localSnapshot ??= dumpedTemplate(prepareTemplate);
  return localSnapshot;
}

/** The seeded PostgreSQL template's name: the run's (global setup), or one made here. */
async function postgresTemplate(adminUrl: string, demo: boolean): Promise<string> {
  const provided = providedValue(demo ? "postgresDemoTemplate" : "postgresTemplate");
  if (provided) return provided;
  localTemplate ??= createPostgresTemplate(adminUrl, `rightsdesk_test_${randomBytes(6).toString("hex")}_tpl`);
  if (!demo) return localTemplate;
  localDemoTemplate ??= localTemplate.then((seeded) => createPostgresDemoTemplate(adminUrl, seeded));
  return localDemoTemplate;
}

function providedValue(
  key: "pgliteSnapshotFile" | "postgresTemplate" | "pgliteDemoSnapshotFile" | "postgresDemoTemplate",
): string | undefined {
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

async function openCopy(demo = false): Promise<TestDatabase> {
  const copy = await openUncountedCopy(demo);
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

/** The tarball of the seeded embedded database (no demo data), to unpack into a data folder. */
export function seededPgliteSnapshot(): Promise<Blob> {
  return pgliteSnapshot(false);
}

/** A PostgreSQL database cloned from the seeded template, under TEST_DATABASE_URL's server. */
export interface PostgresClone {
  url: string;
  drop(): Promise<void>;
}

export async function clonePostgresSeed(adminUrl: string, demo = false): Promise<PostgresClone> {
  const template = await postgresTemplate(adminUrl, demo);
  const name = `${template.replace(/_tpl$/, "")}_${randomBytes(4).toString("hex")}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** A new database copied from the seeded one (with the demo data or not): a tarball for PGlite, a template clone for PostgreSQL. */
async function openUncountedCopy(demo = false): Promise<TestDatabase> {
  const adminUrl = process.env["TEST_DATABASE_URL"];
  if (!adminUrl) {
    const database = await openPglite("memory://", { loadDataDir: await pgliteSnapshot(demo) });
    return { database, dispose: () => database.close() };
  }
  const clone = await clonePostgresSeed(adminUrl, demo);
  const database = await openPostgres(clone.url);
  return {
    database,
    dispose: async () => {
      await database.close();
      await clone.drop();
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
  // The demo data is not put back between leases: each file that asks for it gets its own copy.
  if (demoOpening.getStore()) return openCopy(true);
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

import fs from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { holdRunning, type RunningHold } from "./running-servers.js";
import * as schema from "./schema.js";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DatabaseKind;
  migrate(migrationsFolder: string): Promise<void>;
  /**
   * Runs a server's start-up work (migrations, first-start seed) while no other server of this
   * database runs its own: servers started together take turns instead of both creating tables.
   */
  startingAlone<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Marks this server as running on the database until it closes. `work` runs first, told whether
   * no other server of the database runs; a server starting meanwhile waits for it to end.
   */
  claimRunning<T>(work: (alone: boolean) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Embedded only: the whole database as a tarball, to start copies of it quickly. */
  dump?: () => Promise<Blob>;
}

/** Embedded PostgreSQL in a folder on disk (or `memory://`), with pg_trgm for "contains" indexes. */
export async function openPglite(dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<Database> {
  if (!dataDir.startsWith("memory://")) await fs.mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: async (migrationsFolder) => {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
    },
    // One process holds an embedded database's folder, so nobody else can be starting on it.
    startingAlone: (work) => work(),
    claimRunning: (work) => work(true),
    close: async () => {
      await client.close();
    },
    dump: () => client.dumpDataDir("none"),
  };
}

/** The advisory lock key servers of one PostgreSQL database take turns starting under ("RDSTART"). */
const START_LOCK_KEY = 0x5244_5354_4152_54n;

/** A PostgreSQL server reached through `DATABASE_URL`: same schema, same SQL. */
export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection that dies (the server restarted, an administrator ended it) is dropped by
  // the pool and the next query opens a new one; without a listener Node would crash on it.
  pool.on("error", () => undefined);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let running: RunningHold | undefined;
  return {
    db,
    kind: "postgres",
    migrate: async (migrationsFolder) => {
      await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder });
    },
    startingAlone: async (work) => {
      // A session lock on a connection of its own: released by the unlock, or by PostgreSQL when
      // a server dies holding it, so a crashed start never blocks the next one.
      const holder = await pool.connect();
      try {
        await holder.query("SELECT pg_advisory_lock($1)", [START_LOCK_KEY.toString()]);
        try {
          return await work();
        } finally {
          await holder.query("SELECT pg_advisory_unlock($1)", [START_LOCK_KEY.toString()]);
        }
      } finally {
        holder.release();
      }
    },
    claimRunning: async (work) => {
      const claimed = await holdRunning(connectionString, work);
      running = claimed.hold;
      return claimed.result;
    },
    close: async () => {
      await running?.release();
      await pool.end();
    },
  };
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

import { randomBytes } from "node:crypto";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { spawnServer, type ServerProcess } from "./server-process.js";
import { adminQuery, databaseUrl } from "./test-template.js";

/** Two built servers of one PostgreSQL database, each with a data folder of its own, as behind a load balancer. */
export interface ServerPair {
  one: ServerProcess;
  two: ServerProcess;
  /** The database both use, for the test's own connection. */
  databaseUrl: string;
  /** Stops both servers, then drops the database and removes the folders. */
  dispose(): Promise<void>;
}

/**
 * Starts two servers at the same moment on a new, empty database under `adminUrl`, the way a
 * first deployment (or an upgrade bringing a migration) starts its pool: both find a database to
 * migrate and seed. `env` is given to both.
 */
export async function startServerPair(adminUrl: string, env: Record<string, string>): Promise<ServerPair> {
  const name = `rightsdesk_pair_${randomBytes(4).toString("hex")}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = databaseUrl(adminUrl, name);
  const folders = await Promise.all(
    ["one", "two"].map((which) => fsp.mkdtemp(path.join(os.tmpdir(), `rightsdesk-pair-${which}-`))),
  );
  const [one, two] = await Promise.all(
    folders.map((dir) => spawnServer({ ...env, DATABASE_URL: url, RIGHTSDESK_DATA_DIR: dir })),
  );
  if (!one || !two) throw new Error("The servers did not start.");
  return {
    one,
    two,
    databaseUrl: url,
    dispose: async () => {
      await Promise.all([one.stop(), two.stop()]);
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await Promise.all(folders.map((dir) => fsp.rm(dir, { recursive: true, force: true })));
    },
  };
}

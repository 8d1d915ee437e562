import { execFile } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { openPostgres } from "../db/database.js";
import { SERVER_PACKAGE_ROOT } from "../testing/built-server.js";
import { killServerProcesses, spawnServer } from "../testing/server-process.js";
import { tableChecksums } from "../testing/table-checksums.js";
import { expectSampleRecords, fileChecksums, putSampleRecords } from "./backup-test-kit.js";

interface TempPostgres {
  url: string;
  stop(): void;
}

/** The newest installed PostgreSQL's programs, as scripts/temp-postgres.mjs finds them. */
function postgresBinDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return undefined;
  const [newest] = fs
    .readdirSync(root)
    .filter((name) => fs.existsSync(path.join(root, name, "bin", "pg_dump")))
    .sort((a, b) => Number(b) - Number(a));
  return newest ? path.join(root, newest, "bin") : undefined;
}

const binDir = postgresBinDir();
const run = promisify(execFile);
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  await killServerProcesses();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A throw-away PostgreSQL server of its own (a cluster), stopped after the test. */
async function startCluster(): Promise<TempPostgres> {
  const script = pathToFileURL(path.resolve(SERVER_PACKAGE_ROOT, "../../scripts/temp-postgres.mjs")).href;
  const { startTempPostgres } = (await import(script)) as {
    startTempPostgres(): Promise<TempPostgres | null>;
  };
  const cluster = await startTempPostgres();
  if (!cluster) throw new Error("PostgreSQL is not installed.");
  cleanups.push(() => cluster.stop());
  return cluster;
}

/** Runs SQL as the cluster's superuser, as an operator would with psql. */
async function asSuperuser(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const withDatabase = (url: string, name: string) => url.replace(/\/[^/]*$/, `/${name}`);

async function checksumsOf(url: string): Promise<Record<string, string>> {
  const database = await openPostgres(url);
  try {
    return await tableChecksums(database.db);
  } finally {
    await database.close();
  }
}

async function tempFolder(prefix: string): Promise<string> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fsp.rm(dir, { recursive: true, force: true }));
  return dir;
}

describe.skipIf(!binDir)(
  "the README's PostgreSQL backup: pg_dump, pg_restore, and a copy of the file folder",
  () => {
    it(
      "restores into a new server every table, every uploaded file and the encrypted values",
      { timeout: 240_000 },
      async () => {
        const bin = (name: string) => path.join(binDir ?? "", name);
        const [source, target] = await Promise.all([startCluster(), startCluster()]);
        const sourceUrl = withDatabase(source.url, "rightsdesk");
        await asSuperuser(source.url, ["CREATE DATABASE rightsdesk"]);
        const files = await tempFolder("rightsdesk-pg-backup-files-");
        const server = await spawnServer({ DATABASE_URL: sourceUrl, RIGHTSDESK_DATA_DIR: files });
        await server.ready();
        const sample = await putSampleRecords(server.url);
        await server.stop();

        // The documented steps, in order.
        const work = await tempFolder("rightsdesk-pg-backup-");
        const dump = path.join(work, "rightsdesk.dump");
        await run(bin("pg_dump"), ["-Fc", "--file", dump, sourceUrl]);
        const copiedFiles = path.join(work, "files");
        await fsp.cp(files, copiedFiles, { recursive: true });
        const targetUrl = withDatabase(target.url, "rightsdesk");
        await asSuperuser(target.url, [
          "CREATE ROLE rightsdesk_app NOLOGIN NOBYPASSRLS",
          "GRANT rightsdesk_app TO postgres",
          "CREATE DATABASE rightsdesk",
        ]);
        await run(bin("pg_restore"), ["--no-owner", "--exit-on-error", "--dbname", targetUrl, dump]);

        expect(await checksumsOf(targetUrl)).toEqual(await checksumsOf(sourceUrl));
        expect(await fileChecksums(copiedFiles)).toEqual(await fileChecksums(files));
        const restored = await spawnServer({ DATABASE_URL: targetUrl, RIGHTSDESK_DATA_DIR: copiedFiles });
        await restored.ready();
        await expectSampleRecords(restored.url, sample);
        await restored.stop();
      },
    );
  },
);

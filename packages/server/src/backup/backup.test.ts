import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import * as tar from "tar-stream";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "../db/database.js";
import { fieldEncryptionKeyPath } from "../records/field-encryption.js";
import { SERVER_PACKAGE_ROOT, builtServerEntry } from "../testing/built-server.js";
import { TEST_ENCRYPTION_KEY } from "../testing/company-fixtures.js";
import { seededDataDir } from "../testing/seeded-data-dir.js";
import { killServerProcesses, spawnServer } from "../testing/server-process.js";
import { tableChecksums } from "../testing/table-checksums.js";
import { MIGRATIONS_DIR } from "../testing/test-database.js";
import { expectSampleRecords, fileChecksums, putSampleRecords } from "./backup-test-kit.js";
import type { Manifest } from "./backup-manifest.js";
import { runDataFolderCommand } from "./data-folder-command.js";
import { LOCK_FILE } from "./data-folder-lock.js";
import { shippedMigrations } from "./schema-version.js";

const cleanups: (() => Promise<void>)[] = [];
afterEach(() => killServerProcesses());
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function seededFolder(): Promise<string> {
  const storage = await seededDataDir("rightsdesk-backup-");
  cleanups.push(storage.dispose);
  return storage.dir;
}

/** The built server's command line, as an operator runs it: exit status and what it printed. */
function runServerCommand(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [builtServerEntry(), ...args],
      { cwd: SERVER_PACKAGE_ROOT, env: { ...process.env, DATABASE_URL: "", ...env } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

/** The command in this process, on a data folder: faster than a process for the refusals. */
async function runInProcess(args: string[], env: Record<string, string>) {
  const lines: string[] = [];
  const code = await runDataFolderCommand(args[0] as "backup" | "restore", args.slice(1), env, (line) =>
    lines.push(line),
  );
  return { code, output: lines.join("\n") };
}

async function checksumsOfDatabase(dataDir: string): Promise<Record<string, string>> {
  const database = await openPglite(dataDir);
  try {
    return await tableChecksums(database.db);
  } finally {
    await database.close();
  }
}

/** The folder, the archive's neighbours and all: what a refused restore must leave as it was. */
async function folderState(dir: string): Promise<{ siblings: string[]; files: Record<string, string> }> {
  return { siblings: (await fs.readdir(path.dirname(dir))).sort(), files: await fileChecksums(dir) };
}

/** A copy of an archive whose manifest is edited, checksums and all else kept. */
async function withManifest(from: string, to: string, edit: (manifest: Manifest) => void): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip({ level: 1 }), createWriteStream(to));
  const extract = tar.extract();
  const reading = pipeline(createReadStream(from), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
    let body = Buffer.concat(chunks);
    if (entry.header.name === "manifest.json") {
      const manifest = JSON.parse(body.toString("utf8")) as Manifest;
      edit(manifest);
      body = Buffer.from(JSON.stringify(manifest));
    }
    await new Promise<void>((resolve, reject) =>
      pack.entry({ ...entry.header, size: body.length }, body, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  }
  pack.finalize();
  await Promise.all([reading, written]);
}

describe("backing up and restoring the embedded data folder", () => {
  it(
    "brings back every table, every stored file byte for byte and the encrypted values; refused while a server runs, as a second server is",
    { timeout: 180_000 },
    async () => {
      const source = await seededFolder();
      const work = await fs.mkdtemp(path.join(path.dirname(source), "rightsdesk-backup-work-"));
      cleanups.push(() => fs.rm(work, { recursive: true, force: true }));
      const archive = path.join(work, "rightsdesk.tgz");

      const server = await spawnServer({ RIGHTSDESK_DATA_DIR: source });
      await server.ready();
      const sample = await putSampleRecords(server.url);
      const refused = await runServerCommand(["backup", archive], { RIGHTSDESK_DATA_DIR: source });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain("in use by a Rights Desk server");
      await expect(fs.stat(archive)).rejects.toThrow();
      const second = await runServerCommand([], { RIGHTSDESK_DATA_DIR: source, PORT: "0" });
      expect(second.code).toBe(1);
      expect(second.output).toContain(`in use by a Rights Desk server (process ${server.child.pid}`);
      await server.stop();

      const backedUp = await runServerCommand(["backup", archive], { RIGHTSDESK_DATA_DIR: source });
      expect(backedUp.code, backedUp.output).toBe(0);
      expect(backedUp.output).toContain("holds the field encryption key");
      expect((await fs.stat(archive)).mode & 0o077).toBe(0);

      const restoredDir = path.join(work, "restored");
      const restored = await runServerCommand(["restore", archive], { RIGHTSDESK_DATA_DIR: restoredDir });
      expect(restored.code, restored.output).toBe(0);

      // The restored folder is the stopped server's, file for file: database, uploads and key.
      const leftOut = [LOCK_FILE, "postmaster.pid", "blobs/tmp"];
      const restoredFiles = await fileChecksums(restoredDir);
      expect(restoredFiles).toEqual(await fileChecksums(source, leftOut));
      expect(Object.keys(restoredFiles).filter((file) => file.startsWith("blobs/")).length).toBeGreaterThan(
        0,
      );
      expect(restoredFiles).toHaveProperty("secrets/field-encryption.key");
      const tables = await checksumsOfDatabase(source);
      expect(await checksumsOfDatabase(restoredDir)).toEqual(tables);
      const rows = Object.values(tables).reduce((sum, value) => sum + Number(value.split(":")[0]), 0);
      // The figures the README's Reliability section quotes.
      console.log(
        `Backup and restore of the embedded data folder: ${Object.keys(tables).length} tables (${rows} rows) and ${Object.keys(restoredFiles).length} files compared, 0 differences.`,
      );

      const onRestored = await spawnServer({ RIGHTSDESK_DATA_DIR: restoredDir });
      await onRestored.ready();
      await expectSampleRecords(onRestored.url, sample);
      await onRestored.stop();
    },
  );
});

describe("a restore that must not happen", () => {
  let work: string;
  let archive: string;
  beforeAll(async () => {
    const source = await seededFolder();
    const keyFile = fieldEncryptionKeyPath(source);
    await fs.mkdir(path.dirname(keyFile), { recursive: true });
    await fs.writeFile(keyFile, `${randomBytes(32).toString("base64")}\n`, { mode: 0o600 });
    work = await fs.mkdtemp(path.join(path.dirname(source), "rightsdesk-backup-refusals-"));
    cleanups.push(() => fs.rm(work, { recursive: true, force: true }));
    archive = path.join(work, "good.tgz");
    // Uploaded files kept in a bucket are not the archive's to hold: it says so, and the restore too.
    const made = await runInProcess(["backup", archive], {
      RIGHTSDESK_DATA_DIR: source,
      RIGHTSDESK_S3_BUCKET: "rights-files",
    });
    expect(made.code, made.output).toBe(0);
    expect(made.output).toContain("in the S3 bucket rights-files, not in the archive");
  }, 120_000);

  /** A data folder holding one file of its own, to prove a refused restore leaves it alone. */
  async function occupiedFolder(): Promise<string> {
    const dir = await fs.mkdtemp(path.join(work, "target-"));
    await fs.writeFile(path.join(dir, "PG_VERSION"), "18\n");
    return dir;
  }

  async function expectRefused(file: string, message: string, code = 1, env: Record<string, string> = {}) {
    const target = await occupiedFolder();
    const before = await folderState(target);
    const result = await runInProcess(["restore", file, "--force"], { RIGHTSDESK_DATA_DIR: target, ...env });
    expect(result.output).toContain(message);
    expect(result.code).toBe(code);
    expect(await folderState(target)).toEqual(before);
  }

  it("refuses a damaged archive, and one cut short, leaving the folder as it was or not making it", async () => {
    const bytes = await fs.readFile(archive);
    const damaged = Buffer.from(bytes);
    const early = Math.floor(damaged.length / 10);
    damaged.writeUInt32BE((damaged.readUInt32BE(early) ^ 0xdeadbeef) >>> 0, early);
    await fs.writeFile(path.join(work, "damaged.tgz"), damaged);
    await fs.writeFile(path.join(work, "cut.tgz"), bytes.subarray(0, Math.floor(bytes.length * 0.3)));
    await expectRefused(path.join(work, "damaged.tgz"), "is damaged or not a Rights Desk backup");
    await expectRefused(path.join(work, "cut.tgz"), "is damaged or not a Rights Desk backup");

    const fresh = path.join(work, "fresh");
    const before = (await fs.readdir(work)).sort();
    expect(
      (await runInProcess(["restore", path.join(work, "cut.tgz")], { RIGHTSDESK_DATA_DIR: fresh })).code,
    ).toBe(1);
    expect((await fs.readdir(work)).sort()).toEqual(before);
  });

  it("refuses an archive whose files do not match their checksums, or that holds a file the manifest does not list", async () => {
    const tampered = path.join(work, "tampered.tgz");
    await withManifest(archive, tampered, (manifest) => {
      const version = manifest.entries.find((entry) => entry.path === "PG_VERSION");
      if (version?.type === "file") version.sha256 = "0".repeat(64);
    });
    await expectRefused(tampered, "data/PG_VERSION does not match its checksum");
    const unlisted = path.join(work, "unlisted.tgz");
    await withManifest(archive, unlisted, (manifest) => {
      manifest.entries = manifest.entries.filter((entry) => entry.path !== "PG_VERSION");
    });
    await expectRefused(unlisted, "which its manifest does not list");
  });

  it("refuses an archive from a newer schema before unpacking anything", async () => {
    const latest = (await shippedMigrations(MIGRATIONS_DIR)).at(-1)?.when ?? 0;
    const newer = path.join(work, "newer.tgz");
    await withManifest(archive, newer, (manifest) => {
      manifest.schema = { migrations: manifest.schema.migrations + 1, lastMigration: latest + 1 };
    });
    await expectRefused(newer, "newer than this server's");
  });

  it("refuses a configured encryption key that is not the archive's, with a settings error", async () => {
    await expectRefused(archive, "RIGHTSDESK_ENCRYPTION_KEY is not the key", 2, {
      RIGHTSDESK_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    });
  });

  it("refuses a data folder that is not empty unless forced, and then keeps it aside", async () => {
    const target = await occupiedFolder();
    const refused = await runInProcess(["restore", archive], { RIGHTSDESK_DATA_DIR: target });
    expect(refused).toMatchObject({ code: 1 });
    expect(refused.output).toContain("is not empty");
    expect(await fs.readFile(path.join(target, "PG_VERSION"), "utf8")).toBe("18\n");

    const forced = await runInProcess(["restore", archive, "--force"], { RIGHTSDESK_DATA_DIR: target });
    expect(forced.code, forced.output).toBe(0);
    expect(forced.output).toContain("S3 bucket rights-files: restore the bucket");
    const aside = /kept as (\S+):/.exec(forced.output)?.[1] ?? "";
    expect(await fs.readdir(aside)).toEqual(["PG_VERSION"]);
    expect(await fs.readdir(target)).toContain("base");
  });

  it("answers a wrong argument or a PostgreSQL setting with exit status 2 and what to do instead", async () => {
    const dataDir = path.join(work, "unused");
    expect((await runInProcess(["backup"], { RIGHTSDESK_DATA_DIR: dataDir })).code).toBe(2);
    expect(
      (await runInProcess(["restore", archive, "--quickly"], { RIGHTSDESK_DATA_DIR: dataDir })).code,
    ).toBe(2);
    const onPostgres = await runInProcess(["backup", path.join(work, "pg.tgz")], {
      DATABASE_URL: "postgres://rights:secret@db.example.com/rightsdesk",
    });
    expect(onPostgres.code).toBe(2);
    expect(onPostgres.output).toContain("pg_dump -Fc");
    expect(onPostgres.output).not.toContain("secret");
    const again = await runInProcess(["backup", archive], { RIGHTSDESK_DATA_DIR: await seededFolder() });
    expect(again.code).toBe(1);
    expect(again.output).toContain("already exists");
  });
});

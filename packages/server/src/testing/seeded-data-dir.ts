import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { clonePostgresSeed, seededPgliteSnapshot } from "./test-database.js";

/** A folder or database a test starts a server on, and how to remove it. */
export interface ServerStorage {
  /** The settings that point the server at it: RIGHTSDESK_DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  dispose(): Promise<void>;
}

let unpacked: Promise<string> | undefined;

/** The seeded snapshot unpacked into a data folder, once per test process, removed when it exits. */
async function unpackSeed(): Promise<string> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "rightsdesk-test-seeded-"));
  process.once("exit", () => fs.rmSync(dir, { recursive: true, force: true }));
  await untar(Buffer.from(await (await seededPgliteSnapshot()).arrayBuffer()), dir);
  return dir;
}

const text = (block: Buffer, start: number, length: number) =>
  block
    .subarray(start, start + length)
    .toString("utf8")
    .replace(/\0.*$/s, "");

/**
 * Writes the files of an uncompressed tarball (PGlite's dump: plain files and folders) under `dir`.
 * The snapshot's files are the data folder PGlite itself would unpack, at a fraction of the cost of
 * starting it to do so.
 */
async function untar(tarball: Buffer, dir: string): Promise<void> {
  let offset = 0;
  while (offset + 512 <= tarball.length) {
    const header = tarball.subarray(offset, offset + 512);
    const name = text(header, 0, 100);
    if (!name) break;
    const prefix = text(header, 345, 155);
    const target = path.join(dir, prefix ? `${prefix}/${name}` : name);
    if (!target.startsWith(dir)) throw new Error(`The snapshot holds a path outside its folder: ${name}`);
    const size = parseInt(text(header, 124, 12).trim() || "0", 8);
    const type = text(header, 156, 1) || "0";
    offset += 512;
    if (type === "5") await fsp.mkdir(target, { recursive: true });
    else if (type === "0") {
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.writeFile(target, tarball.subarray(offset, offset + size));
    } else throw new Error(`The snapshot holds an entry of type ${type}: ${name}`);
    offset += Math.ceil(size / 512) * 512;
  }
}

/**
 * A new data folder holding a copy of the seeded embedded database (migrated, the root account's
 * password TEST_ADMIN_PASSWORD), for a test that starts the server on a folder the way a user does.
 * The server opens it like a folder it made itself, without creating and migrating a database
 * first, which costs most of a start; persistence.test.ts is the one test that starts on an empty
 * folder.
 */
export async function seededDataDir(prefix: string): Promise<ServerStorage & { dir: string }> {
  unpacked ??= unpackSeed();
  const template = await unpacked;
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), prefix));
  await fsp.cp(template, dir, { recursive: true });
  return {
    dir,
    env: { RIGHTSDESK_DATA_DIR: dir },
    dispose: () => fsp.rm(dir, { recursive: true, force: true }),
  };
}

/**
 * Seeded storage for a server started in the test's process, on the run's database: a copy of the
 * seeded data folder, or with TEST_DATABASE_URL a clone of the seeded PostgreSQL database (and an
 * empty folder for the server's key file).
 */
export async function seededServerStorage(prefix: string): Promise<ServerStorage> {
  const adminUrl = process.env["TEST_DATABASE_URL"];
  if (!adminUrl) return seededDataDir(prefix);
  const clone = await clonePostgresSeed(adminUrl);
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), prefix));
  return {
    env: { RIGHTSDESK_DATA_DIR: dir, DATABASE_URL: clone.url },
    dispose: async () => {
      await clone.drop();
      await fsp.rm(dir, { recursive: true, force: true });
    },
  };
}

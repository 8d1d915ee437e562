import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import pg from "pg";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BlobStore } from "../blobs/blob-store.js";
import { createBlobStore } from "../blobs/create-blob-store.js";
import { FileSystemBlobStore } from "../blobs/file-system-blob-store.js";
import { loadConfig } from "../config/env.js";
import type { Db } from "../db/database.js";
import { holdRunning } from "../db/running-servers.js";
import { blobs, tenants } from "../db/schema.js";
import {
  clonePostgresSeed,
  createTestDatabase,
  testDatabaseKind,
  type TestDatabase,
} from "../testing/test-database.js";
import { startTestS3Server } from "../testing/test-s3-server.js";
import { sweepFileStorage } from "./sweep-file-storage.js";

let test: TestDatabase;
let dataDir: string;
let store: FileSystemBlobStore;
const LIMIT = 1024 * 1024;

beforeEach(async () => {
  test = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "rightsdesk-sweep-"));
  store = new FileSystemBlobStore(path.join(dataDir, "blobs"), LIMIT);
});

afterEach(async () => {
  await test.dispose();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const config = () => ({
  dataDir,
  files: {
    uploadLimitBytes: LIMIT,
    store: { kind: "filesystem" as const, dir: path.join(dataDir, "blobs") },
  },
});

/** A stored file with its blob row, in `tenantId`'s client (the provider's by default). */
async function recorded(db: Db, text: string, tenantId?: number, into: BlobStore = store): Promise<string> {
  const blob = await into.put(Readable.from([Buffer.from(text)]));
  await db.insert(blobs).values({
    id: randomUUID(),
    storageKey: blob.key,
    sha256: blob.sha256,
    sizeBytes: blob.sizeBytes,
    fileName: `${text}.txt`,
    contentType: "text/plain",
    uploadedAt: new Date(),
    ...(tenantId === undefined ? {} : { tenantId }),
  });
  return blob.key;
}

/** What a kill leaves: a stored file whose row never committed, and an upload's temporary part. */
async function leftovers(): Promise<{ orphan: string }> {
  const orphan = (await store.put(Readable.from([Buffer.from("never recorded")]))).key;
  await fs.writeFile(path.join(dataDir, "blobs", "tmp", `${randomUUID()}.part`), "half an upload");
  return { orphan };
}

const inHours = (hours: number) => new Date(Date.now() + hours * 3600 * 1000);

/** Every file under the store's folder, temporary ones included, as `ab/abcd…` paths. */
const filesOnDisk = async () => {
  const root = path.join(dataDir, "blobs");
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
};
const stored = (...keys: string[]) => keys.map((key) => path.join(key.slice(0, 2), key)).sort();

describe(`sweeping the file storage at start-up on ${testDatabaseKind()}`, () => {
  it("alone on the database, removes every temporary file and every file no row names, in any client", async () => {
    const [other] = await test.database.db.insert(tenants).values({ name: "Other client" }).returning();
    const kept = [
      await recorded(test.database.db, "ours"),
      await recorded(test.database.db, "theirs", other?.id),
    ];
    await leftovers();

    expect(await sweepFileStorage(test.database.db, config(), true, new Date())).toEqual({
      temporary: 1,
      orphans: 1,
      unknownFolder: 0,
    });
    expect(await filesOnDisk()).toEqual(stored(...kept));
  });

  it("with another server running, leaves what it may be writing and removes what is older than a day", async () => {
    const kept = await recorded(test.database.db, "ours");
    const { orphan } = await leftovers();

    expect(await sweepFileStorage(test.database.db, config(), false, new Date())).toEqual({
      temporary: 0,
      orphans: 0,
      unknownFolder: 0,
    });
    expect(await filesOnDisk()).toEqual([...stored(kept, orphan), expect.stringMatching(/^tmp\/.+\.part$/)]);
    expect(await sweepFileStorage(test.database.db, config(), false, inHours(25))).toMatchObject({
      temporary: 1,
      orphans: 1,
    });
    expect(await filesOnDisk()).toEqual(stored(kept));
  });

  it("leaves a folder whose files this database knows none of (another database's), and skips shared folders", async () => {
    const { orphan } = await leftovers();

    expect(await sweepFileStorage(test.database.db, config(), true, new Date())).toEqual({
      temporary: 1,
      orphans: 0,
      unknownFolder: 1,
    });
    expect(await filesOnDisk()).toEqual(stored(orphan));
    // An in-memory data folder's files go to a temporary folder every test server shares.
    expect(
      await sweepFileStorage(test.database.db, { ...config(), dataDir: "memory://" }, true, new Date()),
    ).toBe(null);
  });
});

describe(`sweeping S3 storage at start-up on ${testDatabaseKind()}`, () => {
  it("removes the objects no row names, once no other server may be writing them", async () => {
    const s3 = await startTestS3Server();
    try {
      const { files } = loadConfig({ RIGHTSDESK_DATA_DIR: dataDir, ...s3.env });
      const bucket = createBlobStore(files);
      const kept = await recorded(test.database.db, "ours", undefined, bucket);
      const orphan = (await bucket.put(Readable.from([Buffer.from("never recorded")]))).key;
      const settings = { dataDir, files };

      expect(await sweepFileStorage(test.database.db, settings, false, new Date())).toMatchObject({
        orphans: 0,
      });
      expect(await s3.storedKeys()).toEqual([kept, orphan].sort());
      expect(await sweepFileStorage(test.database.db, settings, true, new Date())).toEqual({
        temporary: 0,
        orphans: 1,
        unknownFolder: 0,
      });
      expect(await s3.storedKeys()).toEqual([kept]);
    } finally {
      await s3.close();
    }
  });
});

describe.runIf(testDatabaseKind() === "postgres")("servers of one PostgreSQL database", () => {
  const aloneOn = async (url: string) => {
    const claimed = await holdRunning(url, async (alone) => alone);
    await claimed.hold.release();
    return claimed.result;
  };

  it("know whether they run alone; a server that stopped no longer counts, one cut off takes its hold again", async () => {
    const clone = await clonePostgresSeed(process.env["TEST_DATABASE_URL"] ?? "");
    const admin = new pg.Client({ connectionString: clone.url });
    await admin.connect();
    try {
      const first = await holdRunning(clone.url, async (alone) => alone);
      expect(first.result).toBe(true);
      expect(await aloneOn(clone.url)).toBe(false);

      // PostgreSQL ends the running server's connection (a restart would): it takes its hold again.
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND pid <> pg_backend_pid()
           AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      );
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(await aloneOn(clone.url)).toBe(false);

      await first.hold.release();
      expect(await aloneOn(clone.url)).toBe(true);
    } finally {
      await admin.end();
      await clone.drop();
    }
  });
});

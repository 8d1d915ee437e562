import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startTestS3Server } from "./test-s3-server.js";

/** Where an app under test keeps uploaded files: the suites that store files run on each. */
export const FILE_STORAGE_KINDS = ["the data folder", "S3"] as const;
export type FileStorageKind = (typeof FILE_STORAGE_KINDS)[number];

/** A fresh, empty file storage for one app under test. */
export interface TestFileStorage {
  /** The settings that point an app at it, for createTestApp. */
  env: Record<string, string>;
  /** Everything stored, by key (a path under `blobs/` on disk, an object key in S3), sorted. */
  storedKeys(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Opens a storage of `kind`. Each has its own temporary data folder, so the S3 runs differ from the
 * others only in where files go.
 */
export async function openTestFileStorage(kind: FileStorageKind): Promise<TestFileStorage> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "rightsdesk-files-"));
  const removeDataDir = () => fs.rm(dataDir, { recursive: true, force: true });
  if (kind === "S3") {
    const s3 = await startTestS3Server();
    return {
      env: { RIGHTSDESK_DATA_DIR: dataDir, ...s3.env },
      storedKeys: s3.storedKeys,
      close: async () => {
        await s3.close();
        await removeDataDir();
      },
    };
  }
  return {
    env: { RIGHTSDESK_DATA_DIR: dataDir },
    storedKeys: () => filesUnder(path.join(dataDir, "blobs")),
    close: removeDataDir,
  };
}

/** The files under `dir`, as paths relative to it, leaving out folders (such as the empty temporary one). */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

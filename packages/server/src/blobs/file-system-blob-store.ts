import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createBlobMeter } from "./blob-meter.js";
import {
  BlobNotFoundError,
  BlobTooLargeError,
  type ListableBlobStore,
  type StoreFile,
  type StoredBlob,
} from "./blob-store.js";

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === "ENOENT";
}

/** A file in the store's folder: a stored one (by key) or a temporary one (by name), and its last change. */
/**
 * Files in a folder (`<data folder>/blobs` by default). Each upload gets a fresh random key and
 * is written to `tmp/` first, flushed to disk, then renamed into `<first two of key>/<key>`, so a
 * stored file is always whole; a crash leaves at most a `.part` file in `tmp/`, or a stored file
 * whose row never committed, both removed by the next start (bootstrap/sweep-file-storage.ts).
 */
export class FileSystemBlobStore implements ListableBlobStore {
  private readonly tmpDir: string;

  constructor(
    private readonly root: string,
    private readonly limitBytes: number,
  ) {
    this.tmpDir = path.join(root, "tmp");
  }

  async put(content: Readable): Promise<StoredBlob> {
    const key = randomUUID();
    await fs.mkdir(this.tmpDir, { recursive: true });
    const temp = path.join(this.tmpDir, `${key}.part`);
    const meter = createBlobMeter(this.limitBytes);
    const sink = createWriteStream(temp, { flags: "wx", mode: 0o600, flush: true });
    try {
      await pipeline(content, meter.measure, sink);
      const target = this.pathOf(key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(temp, target);
      await syncFolder(path.dirname(target));
    } catch (error) {
      // A stream refused before its file was even opened still opens (creates) it, then closes:
      // remove the file only after that, or a stray `.part` outlives the refusal.
      if (!sink.closed) await new Promise<void>((resolve) => sink.once("close", () => resolve()));
      await fs.rm(temp, { force: true });
      throw meter.exceeded ? new BlobTooLargeError(this.limitBytes) : error;
    }
    return { key, ...meter.result() };
  }

  async get(key: string): Promise<Readable> {
    try {
      const handle = await fs.open(this.pathOf(key), "r");
      return handle.createReadStream();
    } catch (error) {
      if (isMissing(error)) throw new BlobNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  /** What the folder holds, for the start-up sweep (bootstrap/sweep-file-storage.ts). */
  async list(): Promise<{ stored: StoreFile[]; temporary: StoreFile[] }> {
    const stored: StoreFile[] = [];
    for (const folder of (await namesIn(this.root)).filter((name) => /^[0-9a-f]{2}$/.test(name))) {
      stored.push(
        ...(await filesIn(path.join(this.root, folder), (name) => KEY.test(name) && name.startsWith(folder))),
      );
    }
    return { stored, temporary: await filesIn(this.tmpDir, (name) => name.endsWith(".part")) };
  }

  /** Removes a temporary file left by an upload that never finished. */
  async removeTemporary(name: string): Promise<void> {
    if (!name.endsWith(".part") || name !== path.basename(name))
      throw new Error(`Not a temporary file: ${name}`);
    await fs.rm(path.join(this.tmpDir, name), { force: true });
  }

  /** Keys are the store's own UUIDs; anything else would reach outside the folder. */
  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new BlobNotFoundError(key);
    return path.join(this.root, key.slice(0, 2), key);
  }
}

async function namesIn(dir: string): Promise<string[]> {
  try {
    return await fs.readdir(dir);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

/**
 * The files of `dir` whose names pass `accept`, each with its last change: of its content (mtime) or
 * of its name and place (ctime: a rename). One removed meanwhile is left out.
 */
async function filesIn(dir: string, accept: (name: string) => boolean): Promise<StoreFile[]> {
  const files: StoreFile[] = [];
  for (const name of (await namesIn(dir)).filter(accept)) {
    const stat = await fs.stat(path.join(dir, name)).catch((error: unknown) => {
      if (isMissing(error)) return undefined;
      throw error;
    });
    if (stat) files.push({ name, changedAt: new Date(Math.max(stat.mtimeMs, stat.ctimeMs)) });
  }
  return files;
}

/** Makes a rename durable: on Linux a directory's entries are flushed by syncing the directory. */
async function syncFolder(dir: string): Promise<void> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(dir, "r");
    await handle.sync();
  } catch {
    // Some platforms (Windows) cannot open or sync a directory; the rename itself still stands.
  } finally {
    await handle?.close();
  }
}

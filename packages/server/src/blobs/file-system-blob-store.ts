import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createBlobMeter } from "./blob-meter.js";
import { BlobNotFoundError, BlobTooLargeError, type BlobStore, type StoredBlob } from "./blob-store.js";

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === "ENOENT";
}

/**
 * Files in a folder (`<data folder>/blobs` by default). Each upload gets a fresh random key and
 * is written to `tmp/` first, flushed to disk, then renamed into `<first two of key>/<key>`, so a
 * stored file is always whole; a crash leaves at most a `.part` file in `tmp/`.
 */
export class FileSystemBlobStore implements BlobStore {
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

  /** Keys are the store's own UUIDs; anything else would reach outside the folder. */
  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new BlobNotFoundError(key);
    return path.join(this.root, key.slice(0, 2), key);
  }
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

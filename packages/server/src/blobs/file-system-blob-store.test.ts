import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BlobNotFoundError, BlobTooLargeError } from "./blob-store.js";
import { FileSystemBlobStore } from "./file-system-blob-store.js";

let root: string;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "rightsdesk-fs-blobs-"));
});
afterEach(async () => {
  await fs.rm(root, { recursive: true, force: true });
});

/** Every file under the folder, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** A stream of `count` chunks of `size` bytes, each filled with its index. */
function chunks(count: number, size: number): Readable {
  return Readable.from(Array.from({ length: count }, (_value, index) => Buffer.alloc(size, index % 256)));
}

describe("FileSystemBlobStore", () => {
  it("stores content byte for byte, with its SHA-256 and size, and reads it back", async () => {
    const store = new FileSystemBlobStore(root, 1024 * 1024);
    const content = Buffer.from(Array.from({ length: 256 * 3 }, (_value, index) => index % 256));
    const stored = await store.put(Readable.from([content.subarray(0, 100), content.subarray(100)]));
    expect(stored.sizeBytes).toBe(content.length);
    expect(stored.sha256).toBe(createHash("sha256").update(content).digest("hex"));
    expect(await buffer(await store.get(stored.key))).toEqual(content);
    expect(await filesUnder(root)).toEqual([path.join(stored.key.slice(0, 2), stored.key)]);
  });

  it("gives every upload its own key, even for the same content", async () => {
    const store = new FileSystemBlobStore(root, 1024);
    const first = await store.put(Readable.from([Buffer.from("same")]));
    const second = await store.put(Readable.from([Buffer.from("same")]));
    expect(first.key).not.toBe(second.key);
    expect(first.sha256).toBe(second.sha256);
  });

  it("stops at the chunk that passes the limit and leaves nothing behind", async () => {
    const store = new FileSystemBlobStore(root, 10_000);
    let pulled = 0;
    const source = Readable.from(
      (function* () {
        for (let index = 0; index < 1000; index += 1) {
          pulled += 1;
          yield Buffer.alloc(1000, 1);
        }
      })(),
    );
    await expect(store.put(source)).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(pulled).toBeLessThan(20);
    expect(await filesUnder(root)).toEqual([]);
  });

  it("leaves nothing behind when refused before its temporary file is open", async () => {
    // Content already buffered (as an upload's part is) is refused before the temporary file has
    // opened; the file is created after the refusal and must still be gone once put() rejects.
    const store = new FileSystemBlobStore(root, 10);
    for (let round = 0; round < 200; round += 1) {
      const buffered = new Readable({ read: () => undefined });
      buffered.push(Buffer.alloc(100, 1));
      buffered.push(null);
      await expect(store.put(buffered)).rejects.toBeInstanceOf(BlobTooLargeError);
    }
    expect(await filesUnder(root)).toEqual([]);
  });

  it("takes content exactly at the limit", async () => {
    const store = new FileSystemBlobStore(root, 4000);
    const stored = await store.put(chunks(4, 1000));
    expect(stored.sizeBytes).toBe(4000);
  });

  it("removes the partial file when the source fails", async () => {
    const store = new FileSystemBlobStore(root, 1024 * 1024);
    const source = Readable.from(
      (async function* () {
        yield Buffer.alloc(500, 7);
        throw new Error("the client went away");
      })(),
    );
    await expect(store.put(source)).rejects.toThrow("the client went away");
    expect(await filesUnder(root)).toEqual([]);
  });

  it("deletes content, and treats a key it does not hold as not found", async () => {
    const store = new FileSystemBlobStore(root, 1024);
    const stored = await store.put(Readable.from([Buffer.from("bye")]));
    await store.delete(stored.key);
    await store.delete(stored.key);
    await expect(store.get(stored.key)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.get("../../etc/passwd")).rejects.toBeInstanceOf(BlobNotFoundError);
  });
});

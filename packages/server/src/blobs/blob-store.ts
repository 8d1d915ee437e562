import type { Readable } from "node:stream";

/** What storing a file produced: where it is, its content hash and its size. */
export interface StoredBlob {
  key: string;
  /** SHA-256 of the content, lower-case hex. */
  sha256: string;
  sizeBytes: number;
}

/**
 * Where uploaded files live. `put` streams the content in (never holding it all in memory),
 * hashing and counting it on the way, and stores nothing when it fails: a file over the size
 * limit is cut off as soon as it passes the limit and its partial copy removed.
 */
export interface BlobStore {
  /** Rejects with BlobTooLargeError past the limit, or with the source's own error. */
  put(content: Readable): Promise<StoredBlob>;
  /** Rejects with BlobNotFoundError when nothing is stored under the key. */
  get(key: string): Promise<Readable>;
  /** Removes the content; a key with nothing stored under it is not an error. */
  delete(key: string): Promise<void>;
}

/** A stored file or a temporary one, as a store lists it for the start-up sweep. */
export interface StoreFile {
  /** The key a blob row names it by (or, for a temporary file, its name). */
  name: string;
  changedAt: Date;
}

/**
 * A store that can say what it holds, for the start-up sweep (bootstrap/sweep-file-storage.ts):
 * its stored files, and temporary files of writes that never finished.
 */
export interface ListableBlobStore extends BlobStore {
  list(): Promise<{ stored: StoreFile[]; temporary: StoreFile[] }>;
  /** Removes a temporary file `list` answered. */
  removeTemporary(name: string): Promise<void>;
}

export class BlobTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`The content is larger than ${limitBytes} bytes.`);
    this.name = "BlobTooLargeError";
  }
}

export class BlobNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`Nothing is stored under ${key}.`);
    this.name = "BlobNotFoundError";
  }
}

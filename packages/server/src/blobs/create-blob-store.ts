import type { FileStorageConfig } from "../config/env.js";
import type { ListableBlobStore } from "./blob-store.js";
import { FileSystemBlobStore } from "./file-system-blob-store.js";
import { S3BlobStore, createS3Client } from "./s3-blob-store.js";

/** The store the configuration names: S3-compatible storage when a bucket is set, else the data folder. */
export function createBlobStore(config: FileStorageConfig): ListableBlobStore {
  const { store, uploadLimitBytes } = config;
  if (store.kind === "s3") {
    return new S3BlobStore({
      client: createS3Client(store),
      bucket: store.bucket,
      limitBytes: uploadLimitBytes,
    });
  }
  return new FileSystemBlobStore(store.dir, uploadLimitBytes);
}

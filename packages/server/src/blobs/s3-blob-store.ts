import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3Client,
  paginateListObjectsV2,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { createBlobMeter } from "./blob-meter.js";
import {
  BlobNotFoundError,
  BlobTooLargeError,
  type ListableBlobStore,
  type StoreFile,
  type StoredBlob,
} from "./blob-store.js";

/** The store's keys: its prefix and a random UUID. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface S3BlobStoreOptions {
  client: S3Client;
  bucket: string;
  limitBytes: number;
  /** Put before every key, e.g. `blobs/`. */
  keyPrefix?: string;
}

/** The settings of an S3-compatible service (AWS, MinIO, Ceph, R2...). */
export interface S3Settings {
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/**
 * A client for S3 and the services that speak its protocol. Checksums are sent only where the
 * protocol requires them: several S3-compatible services refuse the newer default ones.
 */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
}

/**
 * Whether the service answered that nothing is stored under the key. Any other 404 (a bucket that
 * is not there, an endpoint that is not S3) is a fault of the settings, not a file to upload again.
 */
function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || (error as { name?: unknown } | undefined)?.name === "NoSuchKey";
}

/** The body of a GetObject answer as a Node stream, whichever form the SDK handed it in. */
function toReadable(body: unknown): Readable {
  if (body instanceof Readable) return body;
  const web = body as { transformToWebStream?: () => ReadableStream<Uint8Array> } | undefined;
  if (web?.transformToWebStream) {
    return Readable.fromWeb(web.transformToWebStream() as Parameters<typeof Readable.fromWeb>[0]);
  }
  throw new Error("The storage service answered without a readable body.");
}

/**
 * Files in an S3 bucket, streamed up with the SDK's managed upload (multipart for large files).
 * A failed or over-limit upload is aborted and anything already written is deleted.
 */
export class S3BlobStore implements ListableBlobStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly limitBytes: number;
  private readonly keyPrefix: string;

  constructor(options: S3BlobStoreOptions) {
    this.client = options.client;
    this.bucket = options.bucket;
    this.limitBytes = options.limitBytes;
    this.keyPrefix = options.keyPrefix ?? "blobs/";
  }

  async put(content: Readable): Promise<StoredBlob> {
    const key = `${this.keyPrefix}${randomUUID()}`;
    const meter = createBlobMeter(this.limitBytes);
    // The managed upload answers a failed content with the failure of its own clean-up when the
    // service refuses to abort the parts (some do, and so do keys without that right): the
    // content's error is kept to be the one reported.
    let contentError: unknown;
    const body = Readable.from(meter.measure(content)).once("error", (error) => {
      contentError = error;
    });
    const upload = new Upload({ client: this.client, params: { Bucket: this.bucket, Key: key, Body: body } });
    try {
      await upload.done();
    } catch (error) {
      body.destroy();
      content.destroy();
      await this.delete(key).catch(() => undefined);
      throw meter.exceeded ? new BlobTooLargeError(this.limitBytes) : (contentError ?? error);
    }
    return { key, ...meter.result() };
  }

  async get(key: string): Promise<Readable> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return toReadable(answer.Body);
    } catch (error) {
      if (isMissing(error)) throw new BlobNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /**
   * The objects under the store's prefix named as it names them, page by page, for the start-up
   * sweep. A multipart upload cut off leaves parts, not an object: those are the bucket's
   * lifecycle rule's to abort, so there are no temporary files to list.
   */
  async list(): Promise<{ stored: StoreFile[]; temporary: StoreFile[] }> {
    const stored: StoreFile[] = [];
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.bucket, Prefix: this.keyPrefix },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const key = object.Key ?? "";
        if (UUID.test(key.slice(this.keyPrefix.length)))
          stored.push({ name: key, changedAt: object.LastModified ?? new Date(0) });
      }
    }
    return { stored, temporary: [] };
  }

  removeTemporary(name: string): Promise<void> {
    return Promise.reject(new Error(`S3 storage keeps no temporary files: ${name}`));
  }
}

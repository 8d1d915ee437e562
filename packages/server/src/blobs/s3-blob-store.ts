import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, S3Client } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { createBlobMeter } from "./blob-meter.js";
import { BlobNotFoundError, BlobTooLargeError, type BlobStore, type StoredBlob } from "./blob-store.js";

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
export class S3BlobStore implements BlobStore {
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
}

import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from "@aws-sdk/client-s3";
import { describe, expect, it } from "vitest";
import { BlobNotFoundError, BlobTooLargeError } from "./blob-store.js";
import { S3BlobStore, createS3Client } from "./s3-blob-store.js";

const MiB = 1024 * 1024;

function bytesOf(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (typeof body === "string") return Buffer.from(body);
  throw new Error(`The fake bucket got a body it cannot read: ${typeof body}`);
}

/**
 * An S3 bucket in memory behind the client interface the SDK's managed upload drives: objects,
 * multipart uploads in progress, and the log of commands sent.
 */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, { key: string; parts: Map<number, Buffer> }>();
  const sent: string[] = [];
  let nextUpload = 1;
  const client = {
    config: {
      endpoint: async () => ({ protocol: "http:", hostname: "s3.test", port: undefined, path: "/" }),
      requestChecksumCalculation: async () => "WHEN_REQUIRED",
      forcePathStyle: true,
      requestHandler: undefined,
    },
    async send(command: unknown): Promise<unknown> {
      const input = (command as { input: Record<string, unknown> }).input;
      const key = String(input["Key"]);
      sent.push((command as object).constructor.name);
      if (command instanceof PutObjectCommand) {
        objects.set(key, bytesOf(input["Body"]));
        return { ETag: '"single"' };
      }
      if (command instanceof CreateMultipartUploadCommand) {
        const uploadId = `upload-${nextUpload++}`;
        uploads.set(uploadId, { key, parts: new Map() });
        return { UploadId: uploadId };
      }
      if (command instanceof UploadPartCommand) {
        const upload = uploads.get(String(input["UploadId"]));
        if (!upload) throw new Error("No such upload");
        upload.parts.set(Number(input["PartNumber"]), bytesOf(input["Body"]));
        return { ETag: `"part-${String(input["PartNumber"])}"` };
      }
      if (command instanceof CompleteMultipartUploadCommand) {
        const upload = uploads.get(String(input["UploadId"]));
        if (!upload) throw new Error("No such upload");
        const numbers = [...upload.parts.keys()].sort((a, b) => a - b);
        objects.set(key, Buffer.concat(numbers.map((number) => upload.parts.get(number) ?? Buffer.alloc(0))));
        uploads.delete(String(input["UploadId"]));
        return { Key: key };
      }
      if (command instanceof AbortMultipartUploadCommand) {
        uploads.delete(String(input["UploadId"]));
        return {};
      }
      if (command instanceof GetObjectCommand) {
        const object = objects.get(key);
        if (!object) throw new NoSuchKey({ message: "The specified key does not exist.", $metadata: {} });
        return { Body: Readable.from([object]) };
      }
      if (command instanceof DeleteObjectCommand) {
        objects.delete(key);
        return {};
      }
      throw new Error(`The fake bucket does not know ${sent.at(-1) ?? "this command"}`);
    },
  };
  return { client: client as unknown as S3Client, objects, uploads, sent };
}

/** `size` bytes of a repeating pattern, in 64 KiB chunks, as an upload would arrive. */
function patterned(size: number): { stream: Readable; content: Buffer } {
  const content = Buffer.alloc(size);
  for (let index = 0; index < size; index += 1) content[index] = (index * 7) % 251;
  const pieces: Buffer[] = [];
  for (let start = 0; start < size; start += 64 * 1024)
    pieces.push(content.subarray(start, start + 64 * 1024));
  return { stream: Readable.from(pieces), content };
}

describe("S3BlobStore", () => {
  it("puts a small file in one request and reads it back with its hash and size", async () => {
    const s3 = fakeS3();
    const store = new S3BlobStore({ client: s3.client, bucket: "docs", limitBytes: 10 * MiB });
    const { stream, content } = patterned(300_000);
    const stored = await store.put(stream);
    expect(stored.key).toMatch(/^blobs\/[0-9a-f-]{36}$/);
    expect(stored.sizeBytes).toBe(300_000);
    expect(stored.sha256).toBe(createHash("sha256").update(content).digest("hex"));
    expect(s3.sent).toEqual(["PutObjectCommand"]);
    expect(await buffer(await store.get(stored.key))).toEqual(content);
  });

  it("streams a large file in parts", async () => {
    const s3 = fakeS3();
    const store = new S3BlobStore({ client: s3.client, bucket: "docs", limitBytes: 20 * MiB });
    const { stream, content } = patterned(12 * MiB);
    const stored = await store.put(stream);
    expect(s3.sent.filter((name) => name === "UploadPartCommand")).toHaveLength(3);
    expect(s3.sent).toContain("CompleteMultipartUploadCommand");
    expect(s3.objects.get(stored.key)?.equals(content)).toBe(true);
  });

  it("aborts an upload over the limit and keeps nothing of it", async () => {
    const s3 = fakeS3();
    const store = new S3BlobStore({ client: s3.client, bucket: "docs", limitBytes: 7 * MiB });
    const { stream } = patterned(12 * MiB);
    await expect(store.put(stream)).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(s3.objects.size).toBe(0);
    expect(s3.uploads.size).toBe(0);
    expect(s3.sent).not.toContain("CompleteMultipartUploadCommand");
    expect(s3.sent).toContain("DeleteObjectCommand");
  });

  it("refuses a small file over a small limit without storing it", async () => {
    const s3 = fakeS3();
    const store = new S3BlobStore({ client: s3.client, bucket: "docs", limitBytes: 1000 });
    await expect(store.put(patterned(1001).stream)).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(s3.objects.size).toBe(0);
  });

  it("deletes content and reports a missing key as not found", async () => {
    const s3 = fakeS3();
    const store = new S3BlobStore({ client: s3.client, bucket: "docs", limitBytes: MiB });
    const stored = await store.put(patterned(10).stream);
    await store.delete(stored.key);
    await expect(store.get(stored.key)).rejects.toBeInstanceOf(BlobNotFoundError);
  });
});

describe("createS3Client", () => {
  it("points at the configured service with path-style addressing and the given keys", async () => {
    const client = createS3Client({
      region: "eu-west-1",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
    });
    expect(await client.config.region()).toBe("eu-west-1");
    expect(client.config.forcePathStyle).toBe(true);
    expect(await client.config.credentials()).toMatchObject({ accessKeyId: "id", secretAccessKey: "secret" });
    expect(await client.config.requestChecksumCalculation()).toBe("WHEN_REQUIRED");
    client.destroy();
  });
});

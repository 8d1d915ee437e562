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
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startTestS3Server, type TestS3Server } from "../testing/test-s3-server.js";
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

describe("S3BlobStore on a bucket in memory", () => {
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
});

describe("S3BlobStore on an S3 server", () => {
  let server: TestS3Server;
  let client: S3Client;
  /** The commands the client sent, by name. */
  let sent: string[];
  beforeEach(async () => {
    server = await startTestS3Server();
    client = createS3Client(server.settings);
    sent = [];
    client.middlewareStack.add(
      (next, context) => (args) => {
        sent.push(context.commandName ?? "");
        return next(args);
      },
      { step: "initialize" },
    );
  });
  afterEach(async () => {
    client.destroy();
    await server.close();
  });

  const storeOf = (limitBytes: number, bucket = server.bucket) =>
    new S3BlobStore({ client, bucket, limitBytes });

  it("stores a small file and one large enough for parts byte for byte, with hash and size", async () => {
    const store = storeOf(20 * MiB);
    const small = patterned(300_000);
    const large = patterned(12 * MiB);
    const storedSmall = await store.put(small.stream);
    const storedLarge = await store.put(large.stream);
    expect(sent.filter((name) => name === "UploadPartCommand")).toHaveLength(3);
    expect([storedSmall.sizeBytes, storedLarge.sizeBytes]).toEqual([300_000, 12 * MiB]);
    expect(storedLarge.sha256).toBe(createHash("sha256").update(large.content).digest("hex"));
    expect(await buffer(await store.get(storedSmall.key))).toEqual(small.content);
    expect((await buffer(await store.get(storedLarge.key))).equals(large.content)).toBe(true);
    expect(await server.storedKeys()).toEqual([storedSmall.key, storedLarge.key].sort());
  });

  it("refuses a file over the limit, in one request or in parts, and keeps nothing of it", async () => {
    await expect(storeOf(7 * MiB).put(patterned(12 * MiB).stream)).rejects.toBeInstanceOf(BlobTooLargeError);
    await expect(storeOf(1000).put(patterned(1001).stream)).rejects.toBeInstanceOf(BlobTooLargeError);
    expect(await server.storedKeys()).toEqual([]);
  });

  it("rejects with the source's own error when a large upload is cut off, and keeps nothing of it", async () => {
    // The test server refuses to abort a multipart upload, as some services and restricted keys do.
    const cutOff = Readable.from(
      (async function* () {
        yield* patterned(7 * MiB).stream;
        throw new Error("Unexpected end of form");
      })(),
    );
    await expect(storeOf(20 * MiB).put(cutOff)).rejects.toThrow("Unexpected end of form");
    expect(sent).toContain("AbortMultipartUploadCommand");
    expect(await server.storedKeys()).toEqual([]);
  });

  it("deletes content, and reports a missing key as not found and deletes it without complaint", async () => {
    const store = storeOf(MiB);
    const stored = await store.put(patterned(10).stream);
    await store.delete(stored.key);
    await expect(store.get(stored.key)).rejects.toBeInstanceOf(BlobNotFoundError);
    await expect(store.delete(stored.key)).resolves.toBeUndefined();
    expect(await server.storedKeys()).toEqual([]);
  });

  it("does not take a bucket that is not there for a file that is not there", async () => {
    const get = storeOf(MiB, "no-such-bucket").get("blobs/anything");
    await expect(get).rejects.toMatchObject({ name: "NoSuchBucket" });
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

import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "@20minutes/s3rver";
import { paginateListObjectsV2 } from "@aws-sdk/client-s3";
import { createS3Client, type S3Settings } from "../blobs/s3-blob-store.js";

const BUCKET = "rightsdesk-test";
/** The one account the test server knows. */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/** An S3-compatible server holding one bucket, and how to reach it. */
export interface TestS3Server {
  bucket: string;
  settings: S3Settings;
  /** The settings that point an app at the bucket, for createTestApp. */
  env: Record<string, string>;
  /** The key of every object in the bucket, sorted. */
  storedKeys(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Starts an S3-compatible server (s3rver, from npm, so every machine has it) on a free port of
 * 127.0.0.1 with one empty bucket, its objects in a temporary folder that closing removes. The
 * app's S3 client talks to it over HTTP as to any other service: XML answers, multipart uploads,
 * error codes and all.
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "rightsdesk-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    // It signs a bucket's own path without the trailing slash the SDK sends (`/bucket/?list-type=2`)
    // and so refuses every listing; signatures are the SDK's business, not the app's.
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings: S3Settings = {
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials: CREDENTIALS,
  };
  const client = createS3Client(settings);
  return {
    bucket: BUCKET,
    settings,
    env: {
      RIGHTSDESK_S3_BUCKET: BUCKET,
      RIGHTSDESK_S3_ENDPOINT: endpoint,
      RIGHTSDESK_S3_REGION: settings.region,
      RIGHTSDESK_S3_FORCE_PATH_STYLE: "true",
      RIGHTSDESK_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      RIGHTSDESK_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    storedKeys: async () => {
      const keys: string[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket: BUCKET })) {
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      }
      return keys.sort();
    },
    close: async () => {
      client.destroy();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

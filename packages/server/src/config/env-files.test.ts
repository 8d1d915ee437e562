import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configProblems } from "../testing/config-problems.js";
import { loadConfig } from "./env.js";

describe("loadConfig: uploaded files", () => {
  it("keeps files under the data folder with the 1 GiB limit by default", () => {
    expect(loadConfig({ RIGHTSDESK_DATA_DIR: "/srv/rights" }).files).toEqual({
      uploadLimitBytes: 1073741824,
      store: { kind: "filesystem", dir: "/srv/rights/blobs" },
    });
    expect(loadConfig({ RIGHTSDESK_DATA_DIR: "memory://" }).files.store).toEqual({
      kind: "filesystem",
      dir: path.join(os.tmpdir(), "rightsdesk-blobs"),
    });
  });

  it("lowers the limit on request, but never raises it past the specification's", () => {
    expect(loadConfig({ RIGHTSDESK_UPLOAD_LIMIT_BYTES: "1000" }).files.uploadLimitBytes).toBe(1000);
    expect(configProblems({ RIGHTSDESK_UPLOAD_LIMIT_BYTES: "1073741825" })).toEqual([
      "RIGHTSDESK_UPLOAD_LIMIT_BYTES: must be at most 1073741824 (1 GiB, the specification's limit)",
    ]);
    expect(configProblems({ RIGHTSDESK_UPLOAD_LIMIT_BYTES: "0" })).toHaveLength(1);
  });

  it("uses S3-compatible storage when a bucket is set", () => {
    const config = loadConfig({
      RIGHTSDESK_S3_BUCKET: "rights-files",
      RIGHTSDESK_S3_ENDPOINT: "http://127.0.0.1:9000",
      RIGHTSDESK_S3_REGION: "eu-central-1",
      RIGHTSDESK_S3_ACCESS_KEY_ID: "key",
      RIGHTSDESK_S3_SECRET_ACCESS_KEY: "secret",
      RIGHTSDESK_S3_FORCE_PATH_STYLE: "true",
    });
    expect(config.files.store).toEqual({
      kind: "s3",
      bucket: "rights-files",
      region: "eu-central-1",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
    });
    expect(loadConfig({ RIGHTSDESK_S3_BUCKET: "b" }).files.store).toMatchObject({
      region: "us-east-1",
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it("names every bad storage variable", () => {
    expect(
      configProblems({
        RIGHTSDESK_S3_BUCKET: "b",
        RIGHTSDESK_S3_ENDPOINT: "minio:9000",
        RIGHTSDESK_S3_FORCE_PATH_STYLE: "yes",
        RIGHTSDESK_S3_ACCESS_KEY_ID: "key",
      }),
    ).toEqual([
      "RIGHTSDESK_S3_ENDPOINT: must be an http:// or https:// URL",
      "RIGHTSDESK_S3_FORCE_PATH_STYLE: must be true or false",
      "RIGHTSDESK_S3_SECRET_ACCESS_KEY: must be set together with RIGHTSDESK_S3_ACCESS_KEY_ID",
    ]);
  });
});

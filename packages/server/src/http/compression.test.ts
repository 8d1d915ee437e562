import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import type { DocumentItem, UploadResult } from "@rightsdesk/domain";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import { testDatabaseKind } from "../testing/test-database.js";
import { insertCompany, multipartBody } from "../modules/documents/document-test-kit.js";
import Fastify from "fastify";
import { COMPRESS_INLINE_MAX_BYTES, COMPRESSION_THRESHOLD_BYTES, installCompression } from "./compression.js";

let t: TestApp;
let dataDir: string;
let admin: string;

/** What a browser sends: it takes brotli first, then gzip. */
const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), "rightsdesk-compression-"));
  t = await createTestApp({ RIGHTSDESK_DATA_DIR: dataDir });
  admin = (await t.signIn()).token;
  for (let i = 1; i <= 30; i += 1) await insertCompany(t.database.db, `Compressed Agency ${i}`);
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

function decoded(response: LightMyRequestResponse): Buffer {
  switch (response.headers["content-encoding"]) {
    case "br":
      return zlib.brotliDecompressSync(response.rawPayload);
    case "gzip":
      return zlib.gunzipSync(response.rawPayload);
    case undefined:
      return response.rawPayload;
    default:
      throw new Error(`Unexpected encoding ${String(response.headers["content-encoding"])}`);
  }
}

const listCompanies = (headers: Record<string, string>) =>
  t.call({ method: "POST", path: "/Company/GetBy", token: admin, body: { pageSize: 50 }, headers });

describe(`compressed answers on ${testDatabaseKind()}`, () => {
  it("compresses a large JSON answer with brotli, or gzip for a client that takes only gzip", async () => {
    const plain = await listCompanies({});
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const brotli = await listCompanies(BROWSER);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(String(brotli.headers["vary"]).toLowerCase()).toContain("accept-encoding");
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decoded(brotli).toString("utf8"))).toEqual(plain.json());

    const gzip = await listCompanies({ "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(decoded(gzip).toString("utf8"))).toEqual(plain.json());
  });

  it("sends a small JSON answer as it is", async () => {
    const health = await t.call({ method: "GET", path: "/Health", headers: BROWSER });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(health.headers["content-encoding"]).toBeUndefined();
    expect(health.json()).toMatchObject({ status: "ok" });
  });

  it("takes a multipart upload and sends the stored file back untouched, with its length", async () => {
    const content = "Rights Desk ".repeat(500);
    const { payload, contentType } = await multipartBody([
      { name: "terms.txt", data: content, type: "text/plain" },
    ]);
    const uploaded = await t.call({
      method: "POST",
      path: "/Blob/Nabu/UploadFile",
      token: admin,
      body: payload,
      headers: { ...BROWSER, "content-type": contentType },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [file] = JSON.parse(decoded(uploaded).toString("utf8")) as UploadResult;
    expect(file).toMatchObject({ fileName: "terms.txt", sizeBytes: content.length });

    const companyId = await insertCompany(t.database.db, "Download Agency");
    const saved = await t.call({
      method: "POST",
      path: `/Company/Document/Save/${companyId}`,
      token: admin,
      body: { blobId: file?.blobId, name: "Terms", category: "CONTRACTS" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const document = JSON.parse(decoded(saved).toString("utf8")) as DocumentItem;

    const download = await t.call({
      method: "GET",
      path: `/Company/Document/Download/${document.id}`,
      token: admin,
      headers: BROWSER,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-encoding"]).toBeUndefined();
    expect(download.headers["content-length"]).toBe(String(content.length));
    expect(download.rawPayload.toString("utf8")).toBe(content);
  });

  it("streams an export as it is made, not compressed", async () => {
    const exported = await t.call({
      method: "POST",
      path: "/Report/use-rights-expiring/Export",
      token: admin,
      body: { query: {}, withinDays: 100, format: "csv" },
      headers: BROWSER,
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(exported.headers["content-encoding"]).toBeUndefined();
    expect(exported.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(exported.rawPayload.toString("utf8")).toContain("Ad-ID,Asset title");
  });

  it("never inflates a compressed request body", async () => {
    const body = zlib.gzipSync(JSON.stringify({ pageSize: 50 }));
    const response = await t.call({
      method: "POST",
      path: "/Company/GetBy",
      token: admin,
      body,
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe("answers of every size", () => {
  it("compresses an answer held whole on the spot or in the thread pool alike, both ways", async () => {
    const app = Fastify();
    installCompression(app);
    const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i, title: `Spot ${i}` }));
    app.get("/small", async () => ({ records: rows(200) }));
    app.get("/large", async () => ({ records: rows(20_000) }));
    try {
      for (const url of ["/small", "/large"]) {
        const plain = await app.inject({ method: "GET", url });
        const size = plain.rawPayload.length;
        expect(size).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
        expect(url === "/large" ? size > COMPRESS_INLINE_MAX_BYTES : size <= COMPRESS_INLINE_MAX_BYTES).toBe(
          true,
        );
        for (const encoding of ["br", "gzip"]) {
          const compressed = await app.inject({
            method: "GET",
            url,
            headers: { "accept-encoding": encoding },
          });
          expect(compressed.headers["content-encoding"]).toBe(encoding);
          expect(Number(compressed.headers["content-length"])).toBe(compressed.rawPayload.length);
          expect(JSON.parse(decoded(compressed).toString("utf8"))).toEqual(plain.json());
        }
      }
    } finally {
      await app.close();
    }
  });
});

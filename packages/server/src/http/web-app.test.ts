import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLIENT_CONFIG_META_NAME, ClientConfigSchema } from "@rightsdesk/domain";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from "./web-app.js";

let t: TestApp;
let webDir: string;

const indexHtml = `<!doctype html><html><head><title>Rights Desk</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${"<!-- padding -->".repeat(40)}</body></html>`;
const script = `export const greeting = ${JSON.stringify("hello ".repeat(400))};\n`;

/** A built web app as Vite and its precompression leave it: each text file with .br and .gz beside it. */
function writeBuiltApp(dir: string): void {
  const write = (file: string, content: string, compressed = true) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
    if (!compressed) return;
    fs.writeFileSync(path.join(dir, `${file}.br`), zlib.brotliCompressSync(content));
    fs.writeFileSync(path.join(dir, `${file}.gz`), zlib.gzipSync(content));
  };
  write("index.html", indexHtml);
  write("assets/index-Ab12Cd34.js", script);
  write("assets/index-Ef56Gh78.css", `body{margin:0}${".x{color:red}".repeat(100)}`);
  write("favicon.svg", `<svg xmlns="http://www.w3.org/2000/svg"></svg>`, false);
}

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), "rightsdesk-web-"));
  writeBuiltApp(webDir);
  t = await createTestApp({
    RIGHTSDESK_WEB_DIR: webDir,
    RIGHTSDESK_SESSION_TIMING: JSON.stringify({ idleTimeoutMs: 8000 }),
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("the web app's files", () => {
  it("sends a hashed asset's brotli copy to a browser, to keep for a year", async () => {
    const response = await get("/assets/index-Ab12Cd34.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe(IMMUTABLE_CACHE);
    expect(String(response.headers["vary"]).toLowerCase()).toContain("accept-encoding");
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString("utf8")).toBe(script);
  });

  it("sends the gzip copy to a client that takes only gzip, and the file itself to one that takes neither", async () => {
    const gzip = await get("/assets/index-Ef56Gh78.css", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers["content-type"]).toMatch(/^text\/css/);
    expect(gzip.headers["cache-control"]).toBe(IMMUTABLE_CACHE);
    expect(zlib.gunzipSync(gzip.rawPayload).toString("utf8")).toContain("body{margin:0}");

    const plain = await get("/assets/index-Ab12Cd34.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["cache-control"]).toBe(IMMUTABLE_CACHE);
    expect(plain.body).toBe(script);
  });

  it("has the browser ask again for index.html, at / and by name, and answers 304 while it is unchanged", async () => {
    for (const url of ["/", "/index.html"]) {
      const response = await get(url, { "accept-encoding": "br" });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["content-encoding"], url).toBe("br");
      expect(response.headers["content-type"], url).toMatch(/^text\/html/);
      expect(response.headers["cache-control"], url).toBe(REVALIDATE_CACHE);
      expect(zlib.brotliDecompressSync(response.rawPayload).toString("utf8"), url).toContain(
        '<script type="module" src="/assets/index-Ab12Cd34.js"></script>',
      );
    }

    const first = await get("/index.html", { "accept-encoding": "gzip" });
    expect(first.headers["content-encoding"]).toBe("gzip");
    const etag = first.headers["etag"];
    expect(etag).toBeTruthy();
    const again = await get("/index.html", { "if-none-match": String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("hands the page what GET /Client/Config answers, in a meta element", async () => {
    const page = await get("/");
    expect(page.headers["content-encoding"]).toBeUndefined();
    const content = new RegExp(`<meta name="${CLIENT_CONFIG_META_NAME}" content="([^"]*)"`).exec(
      page.body,
    )?.[1];
    expect(content).toBeDefined();
    const inPage = ClientConfigSchema.parse(
      JSON.parse((content ?? "").replace(/&quot;/g, '"').replace(/&amp;/g, "&")),
    );
    const answered = await t.call({ method: "GET", path: "/Client/Config" });
    expect(inPage).toEqual(answered.json());
    expect(inPage.sessionTiming.idleTimeoutMs).toBe(8000);
  });

  it("revalidates the files that carry no hash in their names", async () => {
    const favicon = await get("/favicon.svg", { "accept-encoding": "br, gzip" });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers["cache-control"]).toBe(REVALIDATE_CACHE);
  });
});

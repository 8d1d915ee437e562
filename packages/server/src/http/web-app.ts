import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import fastifyStatic from "@fastify/static";
import { CLIENT_CONFIG_META_NAME, type ClientConfig } from "@rightsdesk/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Files whose names carry a hash of their content: they never change, so browsers keep them a year. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** Everything else (index.html, the favicon): kept, but asked about again before each use. */
export const REVALIDATE_CACHE = "no-cache";

/** Whether a served file is one of the build's hashed assets (`assets/<name>-<hash>.<ext>`). */
function isHashedAsset(webDir: string, filePath: string): boolean {
  const relative = path.relative(webDir, filePath).split(path.sep);
  return relative.length === 2 && relative[0] === "assets";
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** index.html with the client config in a `<meta>`, and its brotli and gzip forms, made once. */
function prepareIndexPage(webDir: string, clientConfig: ClientConfig) {
  const built = fs.readFileSync(path.join(webDir, "index.html"), "utf8");
  const meta = `<meta name="${CLIENT_CONFIG_META_NAME}" content="${escapeAttribute(JSON.stringify(clientConfig))}" />`;
  const html = Buffer.from(built.replace("</head>", `    ${meta}\n  </head>`));
  return {
    etag: `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`,
    bodies: {
      br: zlib.brotliCompressSync(html, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
      }),
      gzip: zlib.gzipSync(html, { level: zlib.constants.Z_BEST_COMPRESSION }),
      identity: html,
    },
  };
}

const negotiator = new Negotiator<"br" | "gzip">({ supportedValues: ["br", "gzip"] });

/**
 * Serves the built web app at `/`; a hash router needs only index.html and its assets. The build
 * writes a brotli and a gzip copy beside each text file, sent to browsers that accept them.
 * index.html carries the client config (the answer of GET /Client/Config), so the page needs no
 * call before its first paint.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDir: string,
  clientConfig: ClientConfig,
): Promise<void> {
  if (!fs.existsSync(path.join(webDir, "index.html"))) {
    app.log.warn({ webDir }, "The web app is not built; run `pnpm build` to serve it");
    app.get("/", async (_request, reply) =>
      reply
        .type("text/html")
        .header("cache-control", REVALIDATE_CACHE)
        .send(
          "<!doctype html><title>Rights Desk</title><p>The web app is not built yet. Run <code>pnpm build</code>.</p>",
        ),
    );
    return;
  }
  const page = prepareIndexPage(webDir, clientConfig);
  const sendIndexPage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", REVALIDATE_CACHE)
      .header("vary", "accept-encoding")
      .header("etag", page.etag);
    if (request.headers["if-none-match"] === page.etag) return reply.code(304).send();
    const accepted = request.headers["accept-encoding"];
    const encoding = (typeof accepted === "string" && negotiator.negotiate(accepted)) || "identity";
    if (encoding !== "identity") reply.header("content-encoding", encoding);
    return reply.send(page.bodies[encoding]);
  };
  app.get("/", sendIndexPage);
  app.get("/index.html", sendIndexPage);
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: "/",
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header("cache-control", isHashedAsset(webDir, filePath) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
    },
  });
}

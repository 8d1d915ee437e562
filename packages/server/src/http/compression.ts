import { promisify } from "node:util";
import zlib from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply } from "fastify";

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/i;

/**
 * Answers up to this size are compressed on the spot: a list page (about 7 KB) takes some 30 µs,
 * where handing it to the thread pool and back costs several times that. Larger ones go to the
 * thread pool, so no answer holds the event loop for long.
 */
export const COMPRESS_INLINE_MAX_BYTES = 64 * 1024;

const brotliOptions = (body: Buffer): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    // Quality 4 of 11: most of brotli's gain at a small part of its cost per answer.
    [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});
const gzipOptions: zlib.ZlibOptions = { level: 6 };
const brotliInPool = promisify(zlib.brotliCompress);
const gzipInPool = promisify(zlib.gzip);

const encoders = {
  br: async (body: Buffer) =>
    body.length <= COMPRESS_INLINE_MAX_BYTES
      ? zlib.brotliCompressSync(body, brotliOptions(body))
      : brotliInPool(body, brotliOptions(body)),
  gzip: async (body: Buffer) =>
    body.length <= COMPRESS_INLINE_MAX_BYTES
      ? zlib.gzipSync(body, gzipOptions)
      : gzipInPool(body, gzipOptions),
} as const;

type Encoding = keyof typeof encoders;
const negotiator = new Negotiator<Encoding>({ supportedValues: ["br", "gzip"] });

function addVaryAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader("vary");
  const values = vary === undefined ? [] : String(vary).split(/\s*,\s*/);
  if (values.some((value) => value === "*" || value.toLowerCase() === "accept-encoding")) return;
  reply.header("vary", [...values, "accept-encoding"].join(", "));
}

/**
 * Compresses the API's JSON answers, brotli or gzip as the caller accepts, from 1 KiB up. Only a
 * JSON answer held whole is compressed: a file (a download, an export) streams as it is stored or
 * made, most of them in compressed formats already; the web app's own files were compressed at
 * build time (http/web-app.ts). Request bodies are never inflated: a compressed body could grow
 * past every size limit once read.
 */
export function installCompression(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader("content-encoding") || reply.statusCode === 204 || reply.statusCode === 304) {
      return payload;
    }
    if (!JSON_TYPE.test(String(reply.getHeader("content-type") ?? ""))) return payload;
    const body = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
    if (body.length < COMPRESSION_THRESHOLD_BYTES) return payload;
    // The answer depends on what the caller accepts, whichever way it goes.
    addVaryAcceptEncoding(reply);
    const accepted = request.headers["accept-encoding"];
    const encoding = typeof accepted === "string" ? negotiator.negotiate(accepted) : null;
    if (!encoding) return payload;
    const compressed = await encoders[encoding](body);
    reply.header("content-encoding", encoding);
    reply.header("content-length", compressed.length);
    return compressed;
  });
}

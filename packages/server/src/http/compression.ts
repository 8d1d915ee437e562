import { promisify } from "node:util";
import zlib from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply } from "fastify";

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/i;

const encoders = {
  // Quality 4 of 11: most of brotli's gain at a small part of its cost per answer.
  br: (body: Buffer) =>
    promisify(zlib.brotliCompress)(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: Buffer) => promisify(zlib.gzip)(body, { level: 6 }),
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

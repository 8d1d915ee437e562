import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileTypeFromBuffer } from "file-type";

/** How much of a file's start is read to tell its type (what file-type asks for). */
const SNIFF_BYTES = 4100;

/** Text types a file may keep when its content is text: none of them runs in a browser. */
const SAFE_TEXT_TYPES = new Set([
  "text/plain",
  "text/csv",
  "text/tab-separated-values",
  "text/markdown",
  "application/json",
]);

/** Zip-based formats that file-type may see only as a zip in a file's first bytes. */
const ZIP_FORMATS =
  /^application\/(vnd\.openxmlformats-officedocument\.|vnd\.oasis\.opendocument\.|epub\+zip$)/;

/**
 * Passes an upload's stream through unchanged while keeping its first bytes, so its type can be
 * told from its content once it is stored. An error of the source (a file over the limit)
 * reaches whoever reads the stream.
 */
export function keepHead(source: Readable): { stream: Readable; head: () => Buffer } {
  const chunks: Buffer[] = [];
  let kept = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (kept < SNIFF_BYTES) {
        const part = chunk.subarray(0, SNIFF_BYTES - kept);
        chunks.push(part);
        kept += part.length;
      }
      done(null, chunk);
    },
  });
  pipeline(source, tap).catch(() => undefined);
  return { stream: tap, head: () => Buffer.concat(chunks) };
}

function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    // A multi-byte character cut at the end of the head is still text.
    new TextDecoder("utf-8", { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 3)));
    return true;
  } catch {
    return false;
  }
}

/**
 * The media type an upload is stored and served with, from its content, not the uploader's
 * word: what file-type recognises (a PDF, an image, an office file); for text, the claimed type
 * when it is one of the safe text types, else text/plain (an "HTML" or "SVG" upload is served
 * as plain text); anything else application/octet-stream.
 */
export async function contentTypeOf(head: Buffer, claimed: string): Promise<string> {
  const detected = await fileTypeFromBuffer(head);
  if (detected) {
    if (detected.mime === "application/zip" && ZIP_FORMATS.test(claimed)) return claimed;
    return detected.mime;
  }
  if (head.length > 0 && looksLikeText(head)) return SAFE_TEXT_TYPES.has(claimed) ? claimed : "text/plain";
  return "application/octet-stream";
}

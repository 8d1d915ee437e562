import { createHash } from "node:crypto";
import { BlobTooLargeError } from "./blob-store.js";

/**
 * Hashes and counts content as it streams through `measure` (a pipeline step), failing with
 * BlobTooLargeError on the chunk that passes the limit, before that chunk goes any further.
 */
export function createBlobMeter(limitBytes: number) {
  const hash = createHash("sha256");
  let sizeBytes = 0;
  let exceeded = false;
  return {
    measure: async function* (source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
      for await (const chunk of source) {
        sizeBytes += chunk.byteLength;
        if (sizeBytes > limitBytes) {
          exceeded = true;
          throw new BlobTooLargeError(limitBytes);
        }
        hash.update(chunk);
        yield chunk;
      }
    },
    /** Whether the content passed the limit (the error may reach the caller wrapped). */
    get exceeded(): boolean {
      return exceeded;
    },
    /** The hash and size of everything measured; call once, after the content ended. */
    result(): { sha256: string; sizeBytes: number } {
      return { sha256: hash.digest("hex"), sizeBytes };
    },
  };
}

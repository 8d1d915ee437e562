import { fileTooLarge } from "./sheet-refusals.js";

/**
 * The source's chunks as Buffers. Once the bytes pass `maxBytes` the file is refused at once, so
 * an oversized upload is never read to its end.
 */
export async function* limitedChunks(
  source: AsyncIterable<Buffer | Uint8Array | string>,
  maxBytes: number,
): AsyncGenerator<Buffer, void, undefined> {
  let total = 0;
  for await (const chunk of source) {
    const bytes =
      typeof chunk === "string"
        ? Buffer.from(chunk)
        : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    total += bytes.length;
    if (total > maxBytes) throw fileTooLarge(maxBytes);
    if (bytes.length > 0) yield bytes;
  }
}

/** The first `size` bytes or more (whole chunks), taken from the chunks. */
export async function readHead(chunks: AsyncIterator<Buffer>, size: number): Promise<Buffer> {
  const taken: Buffer[] = [];
  let length = 0;
  while (length < size) {
    const next = await chunks.next();
    if (next.done) break;
    taken.push(next.value);
    length += next.value.length;
  }
  return Buffer.concat(taken);
}

/** The head again, then the rest of the chunks: the whole file. */
export async function* withHead(
  head: Buffer,
  rest: AsyncIterable<Buffer>,
): AsyncGenerator<Buffer, void, undefined> {
  yield head;
  yield* rest;
}

import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

export interface SpooledFile {
  readonly path: string;
  remove(): Promise<void>;
}

/**
 * The bytes written to a private temporary file, chunk by chunk, so a large upload costs disk
 * rather than memory. A failure of the source (such as the size refusal) removes the file and is
 * passed on.
 */
export async function spoolToFile(bytes: AsyncIterable<Buffer>, fileName: string): Promise<SpooledFile> {
  const folder = await mkdtemp(path.join(tmpdir(), "report-upload-"));
  const remove = () => rm(folder, { recursive: true, force: true });
  const filePath = path.join(folder, fileName);
  try {
    await pipeline(Readable.from(bytes), createWriteStream(filePath));
  } catch (error) {
    await remove();
    throw error;
  }
  return { path: filePath, remove };
}

import type { FastifyRequest } from "fastify";
import type { MultipartFile } from "@fastify/multipart";
import { MAX_AIRING_FILE_BYTES } from "@rightsdesk/domain";
import { invalidField } from "../../errors/app-errors.js";
import { cleanFileName } from "../documents/upload-names.js";
import { readSheetRows, sheetFormatOf, type SheetRow } from "./read-sheet/read-sheet.js";
import { SNIFF_BYTES, textEncodingOf } from "./read-sheet/text-encoding.js";

/** An uploaded airing report being read: its rows as they stream in, and what its first bytes say. */
export interface AiringFile {
  readonly fileName: string;
  readonly rows: AsyncGenerator<SheetRow, void, undefined>;
  /** The format and, for a CSV, the text encoding; known once the first row is read. */
  describe(): { format: "csv" | "xlsx" | "xls"; encoding: string | null };
  /** Lets go of the upload: what is left of it is read and discarded, never held. */
  release(): void;
}

/** The encodings as people know them ("UTF-8", "windows-1252"). */
function encodingLabel(encoding: string): string {
  return /^utf-?(8|16)/i.test(encoding) ? encoding.toUpperCase().replace(/^UTF-?/, "UTF-") : encoding;
}

/**
 * Opens the one file of a multipart upload as a stream of sheet rows (CSV, XLSX or XLS, up to
 * `maxBytes`): nothing is buffered beyond the reader's own window. The form's other parts are not
 * read; the file is the only thing an airing upload sends.
 */
export async function openAiringFile(
  request: FastifyRequest,
  maxBytes: number = MAX_AIRING_FILE_BYTES,
): Promise<AiringFile> {
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { files: 1 } });
  } catch {
    throw invalidField("file", "The upload is not a valid multipart form with one file; try again.");
  }
  if (part === undefined) throw invalidField("file", "Choose a file to upload.");
  const file = part.file;
  const fileName = cleanFileName(part.filename);
  const head: Buffer[] = [];
  let headBytes = 0;
  // The reader lets go of its source when it stops; the part must stay readable so the rest of
  // the form is drained rather than left hanging.
  async function* tapped(): AsyncGenerator<Buffer, void, undefined> {
    for await (const chunk of file.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      if (headBytes < SNIFF_BYTES) {
        head.push(chunk);
        headBytes += chunk.length;
      }
      yield chunk;
    }
  }
  return {
    fileName,
    rows: readSheetRows(tapped(), { fileName, maxBytes }),
    describe() {
      const bytes = Buffer.concat(head).subarray(0, SNIFF_BYTES);
      const format = sheetFormatOf(bytes, fileName);
      return { format, encoding: format === "csv" ? encodingLabel(textEncodingOf(bytes)) : null };
    },
    release() {
      file.resume();
    },
  };
}

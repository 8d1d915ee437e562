import { limitedChunks, readHead, withHead } from "./byte-chunks.js";
import { readCsvRows } from "./read-csv-rows.js";
import { readXlsRows } from "./read-xls-rows.js";
import { readXlsxRows } from "./read-xlsx-rows.js";
import { sheetFormatOf } from "./sheet-format.js";
import type { SheetFormat } from "./sheet-format.js";
import { emptyFile } from "./sheet-refusals.js";
import { SNIFF_BYTES } from "./text-encoding.js";

export { sheetFormatOf };
export type { SheetFormat };

export interface SheetRow {
  /** The worksheet's name; for a CSV, the file name. */
  readonly sheet: string;
  /** 1-based, as the spreadsheet shows it; within a sheet rows come 1, 2, 3… without gaps. */
  readonly rowNumber: number;
  /** Each cell as text, from column A; a blank row has none. */
  readonly cells: readonly string[];
}

export interface ReadSheetOptions {
  /** The uploaded file's name: the sheet name of a CSV, and named in refusals. */
  readonly fileName: string;
  /** Larger files are refused as soon as the bytes read pass this. */
  readonly maxBytes: number;
}

/**
 * Rows of every sheet in order, each cell as text; rowNumber is 1-based as the spreadsheet shows it.
 *
 * The format comes from the content (see sheetFormatOf). CSV and XLSX are streamed, so memory stays
 * flat however long the file; legacy XLS is read whole, up to 32 MB. Cells read as the sheet shows
 * them: strings unchanged (a leading `=` included), numbers as plain decimals, booleans TRUE/FALSE,
 * dates `YYYY-MM-DD` or `YYYY-MM-DDTHH:mm:ss`, times of day `HH:mm:ss`, formulas as their last
 * computed value, rich text and links as their text, empty and merged-away cells as "". Trailing
 * empty cells of a workbook row are left out; a CSV row keeps every field it has.
 *
 * Refusals are InvalidData errors naming the field `file`: an empty file, one over `maxBytes`, one
 * that is not a spreadsheet, one that cannot be read. Stopping early destroys the source.
 */
export async function* readSheetRows(
  source: AsyncIterable<Buffer> | NodeJS.ReadableStream,
  options: ReadSheetOptions,
): AsyncGenerator<SheetRow, void, undefined> {
  const chunks = limitedChunks(source, options.maxBytes);
  try {
    const head = await readHead(chunks, SNIFF_BYTES);
    if (head.length === 0) throw emptyFile();
    const format = sheetFormatOf(head, options.fileName);
    const bytes = withHead(head, chunks);
    if (format === "csv") yield* readCsvRows(bytes, head, options.fileName);
    else if (format === "xlsx") yield* readXlsxRows(bytes, options.fileName);
    else yield* readXlsRows(bytes, options.fileName);
  } finally {
    stopReading(source, chunks);
  }
}

/** Lets go of the source, whether it was read to its end or abandoned (a refusal, a `break`). */
function stopReading(
  source: AsyncIterable<Buffer> | NodeJS.ReadableStream,
  chunks: AsyncGenerator<Buffer>,
): void {
  if ("destroy" in source && typeof source.destroy === "function") source.destroy();
  chunks.return(undefined).catch(() => undefined);
}

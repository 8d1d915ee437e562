import { Readable, pipeline } from "node:stream";
import type { AppError } from "@rightsdesk/domain";
import { CsvError, parse } from "csv-parse";
import iconv from "iconv-lite";
import { delimiterOf } from "./csv-delimiter.js";
import type { SheetRow } from "./read-sheet.js";
import { unreadableFile } from "./sheet-refusals.js";
import { textEncodingOf } from "./text-encoding.js";

/** A longer record means a quote that never closes swallowed the file: refuse it, do not hold it. */
const MAX_RECORD_CHARACTERS = 1024 * 1024;

/**
 * Rows of a CSV file, streamed: decoded from its detected encoding, split on its detected delimiter,
 * rows of any length, blank lines kept as rows without cells so row numbers stay true. A quoted value
 * may span lines; it is still one row, as in a spreadsheet.
 */
export async function* readCsvRows(
  bytes: AsyncIterable<Buffer>,
  head: Buffer,
  sheet: string,
): AsyncGenerator<SheetRow, void, undefined> {
  const encoding = textEncodingOf(head);
  const input = Readable.from(bytes);
  const parser = parse({
    delimiter: delimiterOf(iconv.decode(head, encoding)),
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    max_record_size: MAX_RECORD_CHARACTERS,
  });
  // The parser's iteration fails with the first error of any stage (a refusal, a bad quote).
  pipeline(input, iconv.decodeStream(encoding), parser, () => undefined);
  let rowNumber = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNumber += 1;
      yield { sheet, rowNumber, cells: record.length === 1 && record[0] === "" ? [] : record };
    }
  } catch (error) {
    throw error instanceof CsvError ? csvRefusal(error, rowNumber + 1) : error;
  } finally {
    input.destroy();
  }
}

function csvRefusal(error: CsvError, rowNumber: number): AppError {
  const reasons: Record<string, string> = {
    CSV_MAX_RECORD_SIZE: `row ${rowNumber} is longer than 1 MB; a quoted value may be missing its closing quote.`,
    CSV_QUOTE_NOT_CLOSED: `a quoted value that starts in row ${rowNumber} is never closed.`,
  };
  return unreadableFile("CSV", reasons[error.code] ?? `row ${rowNumber} is not valid CSV.`);
}

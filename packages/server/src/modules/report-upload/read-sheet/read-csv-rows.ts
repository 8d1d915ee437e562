import { Readable, pipeline } from "node:stream";
import iconv from "iconv-lite";
import Papa from "papaparse";
import { delimiterOf } from "./csv-delimiter.js";
import type { SheetRow } from "./read-sheet.js";
import { unreadableFile } from "./sheet-refusals.js";
import { textEncodingOf } from "./text-encoding.js";

/** A longer record means a quote that never closes swallowed the file: refuse it. */
const MAX_RECORD_CHARACTERS = 1024 * 1024;
/** Rows parsed ahead of the reader at most; past it the parser waits (backpressure). */
const ROWS_AHEAD = 1000;

/**
 * Rows of a CSV file, streamed: decoded from its detected encoding, split on its detected delimiter,
 * rows of any length, blank lines kept as rows without cells so row numbers stay true. A quoted value
 * may span lines; it is still one row, as in a spreadsheet. (Papa Parse reads rows of different
 * lengths as they come; post logs start with title lines shorter than their table.)
 */
export async function* readCsvRows(
  bytes: AsyncIterable<Buffer>,
  head: Buffer,
  sheet: string,
): AsyncGenerator<SheetRow, void, undefined> {
  const encoding = textEncodingOf(head);
  const input = Readable.from(bytes);
  const text = iconv.decodeStream(encoding);
  const queue: string[][] = [];
  let finished = false;
  let failure: unknown = null;
  let waiting: (() => void) | null = null;
  // Set from the parser's callbacks: a holder, so the reading loop sees what they set.
  const paused: { parser: Papa.Parser | null } = { parser: null };
  let parsedRows = 0;
  const wake = () => {
    const resume = waiting;
    waiting = null;
    resume?.();
  };
  const fail = (error: unknown) => {
    failure ??= error;
    finished = true;
    wake();
  };
  // The reading fails with the first error of any stage (a refusal of the bytes, a bad encoding).
  pipeline(input, text, (error) => {
    if (error) fail(error);
  });
  Papa.parse<string[]>(text, {
    delimiter: delimiterOf(iconv.decode(head, encoding)),
    skipEmptyLines: false,
    step(results, parser) {
      parsedRows += 1;
      const quoteError = results.errors.find((error) => error.code === "MissingQuotes");
      const cells = results.data;
      if (quoteError !== undefined) {
        parser.abort();
        return fail(
          unreadableFile("CSV", `a quoted value that starts in row ${parsedRows} is never closed.`),
        );
      }
      if (cells.reduce((length, cell) => length + cell.length, 0) > MAX_RECORD_CHARACTERS) {
        parser.abort();
        return fail(
          unreadableFile(
            "CSV",
            `row ${parsedRows} is longer than 1 MB; a quoted value may be missing its closing quote.`,
          ),
        );
      }
      queue.push(cells.length === 1 && cells[0] === "" ? [] : cells);
      if (queue.length >= ROWS_AHEAD) {
        parser.pause();
        paused.parser = parser;
      }
      wake();
    },
    complete() {
      finished = true;
      wake();
    },
    error(error) {
      fail(error);
    },
  });
  let rowNumber = 0;
  try {
    for (;;) {
      const cells = queue.shift();
      if (cells !== undefined) {
        rowNumber += 1;
        yield { sheet, rowNumber, cells };
        continue;
      }
      if (failure !== null) throw failure;
      if (finished) return;
      const parser = paused.parser;
      paused.parser = null;
      await new Promise<void>((resolve) => {
        waiting = resolve;
        parser?.resume();
      });
    }
  } finally {
    input.destroy();
  }
}

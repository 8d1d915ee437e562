import { CsvError, parse, type InfoRecord } from "csv-parse/sync";
import { CliError } from "../cli-io.js";

/** What an import file holds: its columns in the order the help lists them, and which it must have. */
export interface ImportCsvLayout<Column extends string> {
  columns: readonly Column[];
  required: readonly Column[];
  /** What one row is, for messages: "company", "person". */
  record: string;
}

/** One data row of the file: its values by column, and where it starts in the file. */
export interface ImportCsvRow<Column extends string> {
  /** Line in the file where the row starts; the header is line 1. */
  line: number;
  values: Partial<Record<Column, string>>;
  /** Set when the row has more values than the header has columns. */
  problem?: string;
}

function countNewlines(bytes: Buffer): number {
  let count = 0;
  for (const byte of bytes) if (byte === 0x0a) count += 1;
  return count;
}

/** Matches header names to columns ignoring case and spaces; unknown and missing columns are refused. */
function readHeader<Column extends string>(
  header: readonly string[],
  layout: ImportCsvLayout<Column>,
): (Column | null)[] {
  const byKey = new Map(layout.columns.map((column) => [column.toLowerCase(), column]));
  const mapped = header.map((name) => byKey.get(name.replace(/\s+/g, "").toLowerCase()) ?? null);
  const unknown = header.filter((_, index) => mapped[index] === null);
  if (unknown.length > 0) {
    throw new CliError(
      `The file has columns the import does not know: ${unknown.map((name) => `"${name}"`).join(", ")}.\n` +
        `Columns: ${layout.columns.join(", ")}.`,
      2,
    );
  }
  const missing = layout.required.filter((column) => !mapped.includes(column));
  if (missing.length > 0) throw new CliError(`The file has no ${missing.join(" or ")} column.`, 2);
  const twice = mapped.filter((column, index) => mapped.indexOf(column) !== index);
  if (twice.length > 0) throw new CliError(`The column ${twice[0]} appears twice in the header.`, 2);
  return mapped;
}

/**
 * Reads an import file: a header line naming the columns, then one record per CSV record. Blank
 * lines are skipped; quoted values may hold commas and line breaks; a UTF-8 byte-order mark is
 * ignored. Each row keeps the line it starts on, counting the header as line 1.
 */
export function readImportCsv<Column extends string>(
  content: Buffer,
  layout: ImportCsvLayout<Column>,
): ImportCsvRow<Column>[] {
  let records: { record: string[]; info: InfoRecord }[];
  try {
    // With `info: true` each record comes as { record, info }; csv-parse's types do not say so.
    records = parse(content, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) throw new CliError(`The file is not valid CSV: ${error.message}`, 2);
    throw error;
  }
  const [header, ...data] = records;
  if (!header) {
    throw new CliError(`The file is empty: it needs a header line and one ${layout.record} per line.`, 2);
  }
  const columns = readHeader(
    header.record.map((name) => name.trim()),
    layout,
  );

  let consumed = header.info.bytes;
  let linesBefore = countNewlines(content.subarray(0, consumed));
  return data.map(({ record, info }) => {
    const region = content.subarray(consumed, info.bytes);
    const blankLines = /^[\r\n]*/.exec(region.toString("utf8"))?.[0] ?? "";
    const line = 1 + linesBefore + (blankLines.match(/\n/g)?.length ?? 0);
    linesBefore += countNewlines(region);
    consumed = info.bytes;

    const values: ImportCsvRow<Column>["values"] = {};
    record.forEach((value, index) => {
      const column = columns[index];
      if (column && value.trim() !== "") values[column] = value.trim();
    });
    return record.length > columns.length
      ? {
          line,
          values,
          problem: `The line has ${record.length} values but the header has ${columns.length} columns.`,
        }
      : { line, values };
  });
}

import { CsvError, parse, type InfoRecord } from "csv-parse/sync";
import { CliError } from "../cli-io.js";

/** The columns of an import file, in the order the help lists them. */
export const companyCsvColumns = [
  "legalName",
  "businessName",
  "dbaName",
  "mainType",
  "subType",
  "country",
  "status",
  "addressType",
  "line1",
  "line2",
  "city",
  "state",
  "postalCode",
  "addressCountry",
] as const;
export type CompanyCsvColumn = (typeof companyCsvColumns)[number];

/** Columns a file must have; the others may be left out. */
const requiredColumns: readonly CompanyCsvColumn[] = ["legalName", "mainType"];

/** One data row of the file: its values by column, and where it starts in the file. */
export interface CompanyCsvRow {
  /** Line in the file where the row starts; the header is line 1. */
  line: number;
  values: Partial<Record<CompanyCsvColumn, string>>;
  /** Set when the row has more values than the header has columns. */
  problem?: string;
}

function countNewlines(bytes: Buffer): number {
  let count = 0;
  for (const byte of bytes) if (byte === 0x0a) count += 1;
  return count;
}

/** Matches header names to columns ignoring case and spaces; unknown and missing columns are refused. */
function readHeader(header: readonly string[]): (CompanyCsvColumn | null)[] {
  const byKey = new Map(companyCsvColumns.map((column) => [column.toLowerCase(), column]));
  const mapped = header.map((name) => byKey.get(name.replace(/\s+/g, "").toLowerCase()) ?? null);
  const unknown = header.filter((_, index) => mapped[index] === null);
  if (unknown.length > 0) {
    throw new CliError(
      `The file has columns the import does not know: ${unknown.map((name) => `"${name}"`).join(", ")}.\n` +
        `Columns: ${companyCsvColumns.join(", ")}.`,
      2,
    );
  }
  const missing = requiredColumns.filter((column) => !mapped.includes(column));
  if (missing.length > 0) throw new CliError(`The file has no ${missing.join(" or ")} column.`, 2);
  const twice = mapped.filter((column, index) => mapped.indexOf(column) !== index);
  if (twice.length > 0) throw new CliError(`The column ${twice[0]} appears twice in the header.`, 2);
  return mapped;
}

/**
 * Reads an import file: a header line naming the columns, then one company per record. Blank
 * lines are skipped; quoted values may hold commas and line breaks; a UTF-8 byte-order mark is
 * ignored. Each row keeps the line it starts on, counting the header as line 1.
 */
export function readCompanyCsv(content: Buffer): CompanyCsvRow[] {
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
  if (!header) throw new CliError("The file is empty: it needs a header line and one company per line.", 2);
  const columns = readHeader(header.record.map((name) => name.trim()));

  let consumed = header.info.bytes;
  let linesBefore = countNewlines(content.subarray(0, consumed));
  return data.map(({ record, info }) => {
    const region = content.subarray(consumed, info.bytes);
    const blankLines = /^[\r\n]*/.exec(region.toString("utf8"))?.[0] ?? "";
    const line = 1 + linesBefore + (blankLines.match(/\n/g)?.length ?? 0);
    linesBefore += countNewlines(region);
    consumed = info.bytes;

    const values: CompanyCsvRow["values"] = {};
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

import { stringify } from "csv-stringify/sync";

/** Rows as CSV with a header line, quoted as RFC 4180 asks (csv-stringify does the quoting). */
export function toCsv<Row>(
  rows: readonly Row[],
  columns: readonly { header: string; value: (row: Row) => unknown }[],
): string {
  return stringify(
    rows.map((row) => columns.map((column) => column.value(row))),
    {
      header: true,
      columns: columns.map((column) => column.header),
      cast: { boolean: (value) => String(value) },
    },
  );
}

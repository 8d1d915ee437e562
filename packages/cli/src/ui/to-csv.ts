import { csvText, type CsvValue } from "@rightsdesk/domain";

/** Rows as CSV with a header line, through the one CSV writer (quoted, formulas neutralised). */
export function toCsv<Row>(
  rows: readonly Row[],
  columns: readonly { header: string; value: (row: Row) => unknown }[],
): string {
  return csvText(
    rows.map((row) => columns.map((column) => asCell(column.value(row)))),
    columns.map((column) => column.header),
  );
}

function asCell(value: unknown): CsvValue {
  if (value === null || value === undefined) return value;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") return value;
  return String(value);
}

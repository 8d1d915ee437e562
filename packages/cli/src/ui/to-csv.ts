import { csvText, type CsvValue } from "@rightsdesk/domain";

/** A CSV column: its header and the value a row gives it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

/** Columns that each hold a field of the row as it is, headed by the field's name. */
export function csvFieldColumns<Row>(fields: readonly (keyof Row & string)[]): CsvColumn<Row>[] {
  return fields.map((field) => ({ header: field, value: (row: Row) => row[field] }));
}

/**
 * Every field of a record's summary, in the order its schema declares them: the CSV of a list holds
 * what its JSON holds, in the same order.
 */
export function csvColumnsOfSchema<Row>(schema: { shape: Readonly<Record<keyof Row & string, unknown>> }) {
  return csvFieldColumns<Row>(Object.keys(schema.shape) as (keyof Row & string)[]);
}

/** Rows as CSV with a header line, through the one CSV writer (quoted, formulas neutralised). */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
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

import { Box, Text } from "ink";

export interface TableColumn<Row> {
  readonly header: string;
  readonly value: (row: Row) => string;
}

/** What a table cell shows: a field of the row as text (null as blank), or what a function makes of it. */
export type TableCell<Row> = (keyof Row & string) | ((row: Row) => string);

/** Columns described as header → cell, in the order given. */
export function tableColumns<Row>(cells: Readonly<Record<string, TableCell<Row>>>): TableColumn<Row>[] {
  return Object.entries(cells).map(([header, cell]) => ({
    header,
    value: typeof cell === "function" ? cell : (row: Row) => String(row[cell] ?? ""),
  }));
}

/**
 * A header and rows of cells as aligned lines: each column as wide as its widest cell, two spaces
 * between columns, nothing after the last one.
 */
export function alignColumns(header: readonly string[], cells: readonly (readonly string[])[]): string[] {
  const widths = header.map((title, index) =>
    Math.max(title.length, ...cells.map((line) => (line[index] ?? "").length)),
  );
  const format = (values: readonly string[]) =>
    values
      .map((value, index) => (index === values.length - 1 ? value : value.padEnd(widths[index] ?? 0)))
      .join("  ")
      .trimEnd();
  return [header, ...cells].map(format);
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** Shown instead of the header when there are no rows. */
  empty: string;
}

/** Rows in aligned columns under a bold header; each column as wide as its widest cell. */
export function Table<Row>({ columns, rows, empty }: TableProps<Row>) {
  if (rows.length === 0) return <Text>{empty}</Text>;
  const [header, ...lines] = alignColumns(
    columns.map((column) => column.header),
    rows.map((row) => columns.map((column) => column.value(row))),
  );
  return (
    <Box flexDirection="column">
      <Text bold>{header}</Text>
      {lines.map((line, index) => (
        <Text key={index}>{line}</Text>
      ))}
    </Box>
  );
}

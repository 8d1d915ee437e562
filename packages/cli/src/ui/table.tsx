import { Box, Text } from "ink";

export interface TableColumn<Row> {
  readonly header: string;
  readonly value: (row: Row) => string;
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
  const cells = rows.map((row) => columns.map((column) => column.value(row)));
  const widths = columns.map((column, index) =>
    Math.max(column.header.length, ...cells.map((line) => (line[index] ?? "").length)),
  );
  const format = (values: readonly string[]) =>
    values
      .map((value, index) => (index === values.length - 1 ? value : value.padEnd(widths[index] ?? 0)))
      .join("  ")
      .trimEnd();
  return (
    <Box flexDirection="column">
      <Text bold>{format(columns.map((column) => column.header))}</Text>
      {cells.map((line, index) => (
        <Text key={index}>{format(line)}</Text>
      ))}
    </Box>
  );
}

import type { ReactNode } from "react";

/** One column's header: its label and the cell's classes (its padding, its alignment). */
export interface ColumnHeader {
  label: ReactNode;
  className: string;
}

/** A table's header row, a column header each. */
export function ColumnHeaderRow({ columns }: { columns: readonly ColumnHeader[] }) {
  return (
    <tr>
      {columns.map((column, index) => (
        <th key={index} scope="col" className={column.className}>
          {column.label}
        </th>
      ))}
    </tr>
  );
}

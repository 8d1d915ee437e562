import type { DataColumnKind } from "./filter-operators";

/**
 * How a column takes room in a table that fits its page:
 * - "wrap": words that wrap onto more lines (names, labels, messages), from a floor width so a
 *   short column is not squeezed to a word a line;
 * - "truncate": one line cut with an ellipsis, the whole value in the cell's title (e-mails, file
 *   names: long single words nobody reads whole in a list);
 * - "nowrap": one line as wide as its widest value (dates, codes, badges);
 * - "number": one line, at the right edge, in figures of one width, its heading at the right too.
 */
export type ColumnLayout = "wrap" | "truncate" | "nowrap" | "number";

export interface ColumnLayoutSpec {
  readonly kind: DataColumnKind;
  readonly layout?: ColumnLayout;
  readonly wide?: boolean;
}

/** A column's layout: its own, or its kind's (text wraps, numbers sit right, the rest stay on a line). */
export function layoutOf(column: ColumnLayoutSpec): ColumnLayout {
  if (column.layout) return column.layout;
  switch (column.kind) {
    case "text":
      return "wrap";
    case "number":
      return "number";
    default:
      return "nowrap";
  }
}

/** Classes of a column's cells. */
export function cellClassName(column: ColumnLayoutSpec): string {
  switch (layoutOf(column)) {
    case "wrap":
      // A word longer than the column (a long code) breaks rather than widening the table.
      return column.wide ? "min-w-44 wrap-break-word" : "min-w-32 wrap-break-word";
    case "truncate":
      // The cut is made by the value's own box (`truncatedValueClassName`): a cell's max-width does not hold.
      return "";
    case "nowrap":
      return "whitespace-nowrap tabular-nums";
    case "number":
      return "text-right whitespace-nowrap tabular-nums";
  }
}

/**
 * The box a "truncate" column's value sits in, with the whole value in its title. Its padding
 * leaves room for a link's focus ring, which the cut would otherwise clip.
 */
export const truncatedValueClassName = "-m-1 block max-w-64 truncate p-1";

/** Classes of a column's heading: headings wrap between words; a number's sits at the right. */
export function headerClassName(column: ColumnLayoutSpec): string {
  return layoutOf(column) === "number" ? "text-right" : "text-left";
}

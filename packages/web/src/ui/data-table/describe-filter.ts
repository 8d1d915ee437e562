import { formatDisplayDate, isIsoDate } from "@rightsdesk/domain";
import { describeOperator, type DataColumnKind } from "./filter-operators";
import type { ColumnFilter } from "./list-state";

const numberFormat = new Intl.NumberFormat("en-US", { maximumFractionDigits: 6 });

/** One filter value as a person reads it: dates MM/DD/YYYY, enum values by their label. */
export function formatFilterValue(
  column: { kind: DataColumnKind; valueLabel?: (value: string) => string },
  value: string,
): string {
  switch (column.kind) {
    case "date":
      return isIsoDate(value) ? formatDisplayDate(value) : value;
    case "number":
      return Number.isFinite(Number(value)) ? numberFormat.format(Number(value)) : value;
    case "enum":
      return column.valueLabel ? column.valueLabel(value) : value;
    case "text":
      return `“${value}”`;
  }
}

/** A filter in words, for its chip and its button: `Legal name contains “acme” (match case)`. */
export function describeFilter(
  column: { header: string; kind: DataColumnKind; valueLabel?: (value: string) => string },
  filter: ColumnFilter,
): string {
  const values = filter.values.map((value) => formatFilterValue(column, value)).join(", ");
  const matchCase = filter.caseSensitive ? " (match case)" : "";
  return `${column.header} ${describeOperator(column.kind, filter.operator)} ${values}${matchCase}`;
}

import { findListField, type ListFields } from "@rightsdesk/domain";
import type { ReactNode } from "react";
import type { ColumnLayout } from "./column-layout";
import type { DataColumnKind } from "./filter-operators";
import type { ListColumnSpec } from "./list-state";

/** One column of a data table: what it shows, and how the server sorts and filters it. */
export interface DataColumn<TRecord> extends ListColumnSpec {
  readonly header: string;
  /** The record's value in this column, as the CSV export writes it. */
  readonly value: (record: TRecord) => string | number | null;
  /** What the cell shows; the value when left out. */
  readonly cell?: (record: TRecord) => ReactNode;
  /** A text column that deserves room before the others wrap (the record's name). */
  readonly wide?: boolean;
  /** How the column takes room, when not as its kind does (see `column-layout.ts`). */
  readonly layout?: ColumnLayout;
  /**
   * "low": a column that gives way on a narrow window (below `ROOMY_TABLE_WIDTH`) so the key
   * columns stay in view; the "Columns" control shows it again.
   */
  readonly priority?: "low";
  /** How an enum value reads in the filter's list and its summary ("ACTIVE" → "Active"). */
  readonly valueLabel?: (value: string) => string;
}

/**
 * The field, kind and values of a column from the list's whitelist in the domain, so a column
 * filters exactly as the server will: `...listFieldOf(companyListFields, "mainType")`.
 */
export function listFieldOf(
  fields: ListFields,
  name: string,
): { field: string; kind: DataColumnKind; values?: readonly string[] } {
  const field = findListField(fields, name);
  if (!field) throw new Error(`The list has no field "${name}".`);
  if (field.kind === "boolean" || field.kind === "set") {
    throw new Error(`A data table cannot filter the ${field.kind} field "${name}" yet.`);
  }
  return field.values
    ? { field: field.name, kind: field.kind, values: field.values }
    : { field: field.name, kind: field.kind };
}

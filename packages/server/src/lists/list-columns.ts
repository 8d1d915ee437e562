import { is, type SQL, type SQLWrapper } from "drizzle-orm";
import { PgColumn } from "drizzle-orm/pg-core";
import type { ListFieldKind, ListFields } from "@rightsdesk/domain";

/**
 * How a date field is stored: `day` is a `date` column (calendar day, `0001-01-01` meaning none);
 * `instant` is a `timestamptz` whose UTC calendar day is the field's value, as the domain's
 * evaluator reads an ISO instant by its first ten characters.
 */
export type ListDateStorage = "day" | "instant";

/** One list field bound to the SQL that holds its value. */
export interface ListColumn {
  readonly name: string;
  readonly kind: ListFieldKind;
  readonly sql: SQLWrapper;
  readonly dateStorage: ListDateStorage;
  /**
   * For a field a record holds many values of, in other rows: the FROM and WHERE of the correlated
   * subquery whose rows carry `sql` (see `ListColumnSpec`); null for a value of the record's own.
   */
  readonly rows: SQL | null;
}

/**
 * A column, or an SQL expression; date fields over an expression say how the date is stored.
 * `rows` binds a field a record has many values of — a person's Ad-IDs, one per asset whose cast
 * they are in — to `sql` read in the rows of a correlated subquery, written as its FROM and WHERE
 * (`from assets join … where … = people.id`). A filter matches a record when one of those rows
 * matches (`exists`), so nq / nc / ni match the records with no matching row, none at all
 * included; the record sorts by its smallest value, records without one last.
 */
export type ListColumnSpec =
  SQLWrapper | { readonly sql: SQLWrapper; readonly dateStorage?: ListDateStorage; readonly rows?: SQL };

/** The SQL side of one list: every field of its whitelist bound to a column or expression. */
export interface ListColumns {
  readonly fields: ListFields;
  readonly byName: ReadonlyMap<string, ListColumn>;
  /** The `id` column: the stable tie-break of every sort. */
  readonly id: ListColumn;
}

function sqlOf(spec: ListColumnSpec): SQLWrapper {
  return "getSQL" in spec ? spec : spec.sql;
}

/** A timestamp column is read by its UTC day; an expression says so itself, or is a day. */
function detectDateStorage(spec: ListColumnSpec): ListDateStorage {
  if (is(spec, PgColumn)) return spec.getSQLType().startsWith("timestamp") ? "instant" : "day";
  return "getSQL" in spec ? "day" : (spec.dateStorage ?? "day");
}

/**
 * Binds a list's fields (the domain's whitelist, `defineListFields`) to SQL. Every declared field
 * needs a column and nothing else may be bound, so a list cannot drift from its contract; a
 * mismatch throws when the module loads, not when a user happens to filter on it.
 *
 *     const userColumns = defineListColumns(userListFields, {
 *       id: users.id, userName: users.userName, userType: userTypes.name, createdAt: users.createdAt, ...
 *     });
 */
export function defineListColumns(
  fields: ListFields,
  columns: Readonly<Record<string, ListColumnSpec>>,
): ListColumns {
  const byName = new Map<string, ListColumn>();
  for (const field of fields.byKey.values()) {
    const spec = columns[field.name];
    if (spec === undefined) throw new Error(`List field "${field.name}" has no column.`);
    byName.set(field.name, {
      name: field.name,
      kind: field.kind,
      sql: sqlOf(spec),
      dateStorage: detectDateStorage(spec),
      rows: "getSQL" in spec ? null : (spec.rows ?? null),
    });
  }
  const extra = Object.keys(columns).filter((name) => !byName.has(name));
  if (extra.length > 0) throw new Error(`Columns bound to no list field: ${extra.join(", ")}.`);
  const id = byName.get("id") ?? [...byName.values()].find((column) => column.name.toLowerCase() === "id");
  if (!id) throw new Error("A list needs an id column: it breaks ties in every sort.");
  return { fields, byName, id };
}

export function listColumnOf(columns: ListColumns, name: string): ListColumn {
  const column = columns.byName.get(name);
  if (!column) throw new Error(`List field "${name}" has no column.`);
  return column;
}

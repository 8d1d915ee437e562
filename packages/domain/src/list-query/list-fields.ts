import type { ListFieldKind } from "./list-operators.js";

export interface ListFieldDefinition {
  /** The property name records carry and queries use (matched case-insensitively). */
  readonly name: string;
  readonly kind: ListFieldKind;
  /** For enum fields: the allowed values; filter values outside them are an error. */
  readonly values: readonly string[] | null;
  /** Sets cannot be sorted on. */
  readonly sortable: boolean;
}

export type ListFieldSpec =
  ListFieldKind | { readonly kind: ListFieldKind; readonly values?: readonly string[] };

/** The whitelist of one list: the only properties its queries may filter and sort on. */
export interface ListFields {
  readonly byKey: ReadonlyMap<string, ListFieldDefinition>;
  readonly names: readonly string[];
}

const fieldKey = (name: string): string => name.toLowerCase();

/**
 * Declares the fields of a list: `defineListFields({ name: "text", createdOn: "date" })`.
 * Property names in queries match case-insensitively, so the default sort field "Id" finds `id`;
 * a numeric `id` field is added when the list declares none, so the default query always works.
 */
export function defineListFields(spec: Readonly<Record<string, ListFieldSpec>>): ListFields {
  const byKey = new Map<string, ListFieldDefinition>();
  for (const [name, entry] of Object.entries(spec)) {
    const kind = typeof entry === "string" ? entry : entry.kind;
    const values = typeof entry === "string" ? null : (entry.values ?? null);
    if (byKey.has(fieldKey(name)))
      throw new Error(`List field "${name}" is declared twice (names ignore case).`);
    byKey.set(fieldKey(name), { name, kind, values, sortable: kind !== "set" });
  }
  if (!byKey.has("id")) byKey.set("id", { name: "id", kind: "number", values: null, sortable: true });
  return { byKey, names: [...byKey.values()].map((field) => field.name) };
}

export function findListField(fields: ListFields, property: string): ListFieldDefinition | undefined {
  return fields.byKey.get(fieldKey(property.trim()));
}

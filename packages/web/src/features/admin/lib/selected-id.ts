/** A select's value as a record id: "" (nothing chosen) becomes undefined, for the schema to name. */
export function selectedId(value: unknown): number | undefined {
  return value === "" || value === undefined || value === null ? undefined : Number(value);
}

/** A record id from the address (`/admin/user-management/7`, `?role=7`), or null when it holds none. */
export function readId(raw: string | null | undefined): number | null {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}

/** A select's value as a record id: "" (nothing chosen) becomes undefined, for the schema to name. */
export function selectedId(value: unknown): number | undefined {
  return value === "" || value === undefined || value === null ? undefined : Number(value);
}

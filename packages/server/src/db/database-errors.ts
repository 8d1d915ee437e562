/** The SQLSTATE of a database error, or of one it wraps (Drizzle wraps the driver's). */
function sqlStateOf(error: unknown): string | undefined {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Whether the database refused a value itself (SQLSTATE class 22, "data exception": a number out
 * of its column's range, a text too long, a date that does not exist). The contract's schemas
 * should have refused it first; this is the net under them.
 */
export function isDataException(error: unknown): boolean {
  return sqlStateOf(error)?.startsWith("22") ?? false;
}

/** Whether a database error (possibly wrapped by Drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === "23505";
}

/** Whether a database error (possibly wrapped by Drizzle) is a foreign-key violation: the row it points at is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlStateOf(error) === "23503";
}

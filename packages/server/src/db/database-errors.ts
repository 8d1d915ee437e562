/** Whether a database error, or one it wraps (Drizzle wraps the driver's), carries this SQLSTATE code. */
function hasSqlState(error: unknown, code: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === code) return true;
  }
  return false;
}

/** Whether a database error (possibly wrapped by Drizzle) is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, "23505");
}

/** Whether a database error (possibly wrapped by Drizzle) is a foreign-key violation: the row it points at is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasSqlState(error, "23503");
}

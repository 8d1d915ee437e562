import type { SQL } from "drizzle-orm";
import type { Db } from "./database.js";

/** The rows of a raw SQL query, typed by the caller (the drivers type `execute` differently). */
export async function queryRows<T>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

import type { Db } from "./database.js";

/**
 * Runs `work` in one transaction: every change and its audit entry commit together, and a
 * failure anywhere (an AppError included) leaves the data exactly as it was.
 */
export function runInTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

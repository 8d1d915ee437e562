import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { auditLog } from "../db/schema.js";

/** Whether the audit log holds an entry of `action`: a step that runs once per database has run. */
export async function hasSeedEntry(db: Db, action: string): Promise<boolean> {
  const [entry] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .limit(1);
  return entry !== undefined;
}

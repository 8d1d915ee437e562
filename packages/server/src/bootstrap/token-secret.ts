import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { appSettings } from "../db/schema.js";

const KEY = "access_token_secret";

/**
 * The secret that signs access tokens: from configuration, else generated once and kept in the
 * database, so tokens survive a restart and every instance on one database agrees.
 */
export async function resolveTokenSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: KEY, value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  if (!row) throw new Error("The access-token secret could not be stored.");
  return row.value;
}

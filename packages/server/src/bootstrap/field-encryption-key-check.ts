import { createHmac } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { appSettings } from "../db/schema.js";

const KEY = "field_encryption_key_check";

/** A value only the key can produce and that does not reveal it: an HMAC of a fixed text. */
function checkValueOf(key: Buffer): string {
  return createHmac("sha256", key).update("rightsdesk field encryption key check").digest("base64url");
}

/**
 * Records the field encryption key's check value in the database the first time, and refuses a
 * server whose key is another one. Every server of a database must read what any of them
 * encrypted: a server with a key of its own (one generated in its own data folder) would answer
 * errors for the others' values and write values no other server can read.
 */
export async function assertDatabaseFieldEncryptionKey(db: Db, key: Buffer): Promise<void> {
  const check = checkValueOf(key);
  await db.insert(appSettings).values({ key: KEY, value: check }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  if (row?.value === check) return;
  throw new Error(
    "This server's field encryption key is not the one this database's sensitive values are encrypted " +
      "with. Every server of one database needs the same key: set RIGHTSDESK_ENCRYPTION_KEY to the same " +
      "value on each, or give each the secrets/field-encryption.key file of the first server's data folder.",
  );
}

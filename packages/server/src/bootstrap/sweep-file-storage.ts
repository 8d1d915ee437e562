import type { FastifyBaseLogger } from "fastify";
import type { StoreFile } from "../blobs/blob-store.js";
import { createBlobStore } from "../blobs/create-blob-store.js";
import type { ServerConfig } from "../config/env.js";
import type { Db } from "../db/database.js";
import { DocumentRepository } from "../modules/documents/document-repository.js";
import { ABANDONED_UPLOAD_HOURS } from "../modules/documents/upload-service.js";

/** Storage keys looked up per query. */
const KEYS_PER_QUERY = 5000;

export interface FileStorageSweep {
  /** Temporary files of writes that never finished, removed. */
  temporary: number;
  /** Stored files no blob row names, removed. */
  orphans: number;
  /** Stored files left alone because this database knows none of the folder's (or bucket's) files. */
  unknownFolder: number;
}

/**
 * Start-up, before the server takes requests: removes what a server that died mid-write left in
 * the file storage folder. An upload writes its file to `tmp/`, renames it into place, and only
 * then commits its `blobs` row (a photo or a contract's PDF likewise); a delete commits first and
 * removes the file after. A kill during the write leaves a temporary file; one between the rename
 * and the commit, or between a delete's commit and the removal, a stored file no row names.
 * Nothing else would ever remove either.
 *
 * `alone` (no other server of the database runs): everything left is a dead server's. Otherwise
 * the other servers' uploads may be in flight, and only what is older than ABANDONED_UPLOAD_HOURS
 * goes. A folder holding stored files none of which this database knows is left whole: it is not
 * this database's (a wrong DATABASE_URL), and removing them would lose another's files.
 *
 * S3 storage is swept the same way: its objects under the store's prefix are listed page by page
 * (an object put before a kill stays in the bucket, named by no row). An in-memory data folder's
 * file storage is not swept: it is a temporary folder many test servers share.
 */
export async function sweepFileStorage(
  db: Db,
  config: Pick<ServerConfig, "dataDir" | "files">,
  alone: boolean,
  now: Date,
): Promise<FileStorageSweep | null> {
  if (config.files.store.kind === "filesystem" && config.dataDir.startsWith("memory://")) return null;
  const files = createBlobStore(config.files);
  const cutoff = alone ? now : new Date(now.getTime() - ABANDONED_UPLOAD_HOURS * 3600 * 1000);
  const old = (file: StoreFile) => file.changedAt <= cutoff;
  const { stored, temporary } = await files.list();

  const stale = temporary.filter(old);
  for (const file of stale) await files.removeTemporary(file.name);

  const known = new Set<string>();
  const repository = new DocumentRepository(db);
  for (let start = 0; start < stored.length; start += KEYS_PER_QUERY) {
    const keys = stored.slice(start, start + KEYS_PER_QUERY).map((file) => file.name);
    for (const key of await repository.knownStorageKeys(keys)) known.add(key);
  }
  if (stored.length > 0 && known.size === 0)
    return { temporary: stale.length, orphans: 0, unknownFolder: stored.length };
  const orphans = stored.filter((file) => !known.has(file.name) && old(file));
  for (const file of orphans) await files.delete(file.name);
  return { temporary: stale.length, orphans: orphans.length, unknownFolder: 0 };
}

/** The sweep as the server runs it: said in its log, and never a reason not to start. */
export async function sweepFileStorageAtStart(
  db: Db,
  config: Pick<ServerConfig, "dataDir" | "files">,
  alone: boolean,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const swept = await sweepFileStorage(db, config, alone, new Date());
    if (!swept) return;
    if (swept.unknownFolder > 0) {
      log.warn(
        { files: swept.unknownFolder },
        "The file storage folder holds files this database names none of: left alone (is DATABASE_URL the right database?)",
      );
    }
    if (swept.temporary + swept.orphans > 0) {
      log.info(swept, "Removed files an interrupted upload or delete left in the file storage");
    }
  } catch (error) {
    log.error({ err: error }, "Could not sweep the file storage of files left by interrupted writes");
  }
}

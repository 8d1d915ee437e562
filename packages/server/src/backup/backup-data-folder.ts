import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import * as tar from "tar-stream";
import { openPglite } from "../db/database.js";
import { decodeFieldEncryptionKey, fieldEncryptionKeyPath } from "../records/field-encryption.js";
import { VERSION } from "../version.js";
import { BackupError } from "./backup-error.js";
import {
  DATA_PREFIX,
  MANIFEST_NAME,
  keyFingerprint,
  type Manifest,
  type ManifestEntry,
} from "./backup-manifest.js";
import { LOCK_FILE, lockDataFolder } from "./data-folder-lock.js";
import { readSchemaVersion, type SchemaVersion } from "./schema-version.js";

export interface BackupOptions {
  dataDir: string;
  /** The archive to write (a gzipped tarball). */
  file: string;
  /** Replace an archive already at `file`. */
  force: boolean;
  /** RIGHTSDESK_ENCRYPTION_KEY, when set: the key the database's sensitive values need. */
  configuredKey: Buffer | undefined;
  /** RIGHTSDESK_S3_BUCKET, when set: the uploaded files are there, not in the folder. */
  s3Bucket: string | undefined;
  progress(line: string): void;
}

export interface BackupSummary {
  manifest: Manifest;
  files: number;
  bytes: number;
}

/**
 * Not archived: the lock and PostgreSQL's pid file (they name this machine's processes) and
 * uploads still arriving when the server stopped (`blobs/tmp`, thrown away on the next start).
 */
const LEFT_OUT = [LOCK_FILE, "postmaster.pid", "blobs/tmp"];

function isLeftOut(relative: string): boolean {
  return (
    relative.startsWith(`${LOCK_FILE}.`) ||
    LEFT_OUT.some((skipped) => relative === skipped || relative.startsWith(`${skipped}/`))
  );
}

async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest("hex") };
}

/** Every folder and file of the data folder, parents before their contents, files with their checksum. */
async function listEntries(dataDir: string): Promise<ManifestEntry[]> {
  const found = await fsp.readdir(dataDir, { recursive: true, withFileTypes: true });
  const entries: ManifestEntry[] = [];
  for (const dirent of found) {
    const absolute = path.join(dirent.parentPath, dirent.name);
    const relative = path.relative(dataDir, absolute).split(path.sep).join("/");
    if (isLeftOut(relative)) continue;
    const mode = (await fsp.lstat(absolute)).mode & 0o777;
    if (dirent.isDirectory()) entries.push({ type: "directory", path: relative, mode });
    else if (dirent.isFile())
      entries.push({ type: "file", path: relative, mode, ...(await hashFile(absolute)) });
    else throw new BackupError(`${absolute} is neither a file nor a folder: move it out of the data folder.`);
  }
  return entries.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/**
 * Opens the database once, on its own: a folder left by a killed server is recovered the way a
 * start would, and closing it writes everything out, so the files copied next are a whole database.
 */
async function readDatabaseSchema(dataDir: string): Promise<SchemaVersion> {
  const database = await openPglite(dataDir);
  try {
    return await readSchemaVersion(database.db);
  } catch (error) {
    throw new BackupError(
      `${dataDir} holds no Rights Desk database (${error instanceof Error ? error.message : String(error)}).`,
    );
  } finally {
    await database.close();
  }
}

async function encryptionKeyOf(
  dataDir: string,
  configured: Buffer | undefined,
): Promise<Manifest["encryptionKey"]> {
  if (configured) return { fingerprint: keyFingerprint(configured), source: "environment" };
  const file = fieldEncryptionKeyPath(dataDir);
  const text = await fsp.readFile(file, "utf8").catch(() => undefined);
  if (text === undefined) return null;
  return { fingerprint: keyFingerprint(decodeFieldEncryptionKey(text, file)), source: "data-folder" };
}

/** Adds one entry and resolves once the pack has taken all of it; a file (its path) streams from disk. */
function addEntry(pack: tar.Pack, header: Partial<tar.Header> & { name: string }, content: Buffer | string) {
  return new Promise<void>((resolve, reject) => {
    const done = (error?: Error | null) => (error ? reject(error) : resolve());
    if (typeof content === "string")
      pipeline(createReadStream(content), pack.entry(header, done)).catch(reject);
    else pack.entry(header, content, done);
  });
}

/** Writes the manifest, then every folder and file it lists, into a gzipped tarball (mode 0600). */
async function writeArchive(file: string, dataDir: string, manifest: Manifest): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(
    pack,
    createGzip(),
    createWriteStream(file, { flags: "wx", mode: 0o600, flush: true }),
  );
  try {
    await addEntry(
      pack,
      { name: MANIFEST_NAME, mode: 0o600 },
      Buffer.from(JSON.stringify(manifest, null, 2)),
    );
    for (const entry of manifest.entries) {
      const name = `${DATA_PREFIX}${entry.path}`;
      if (entry.type === "directory")
        await addEntry(pack, { name, mode: entry.mode, type: "directory" }, Buffer.alloc(0));
      else await addEntry(pack, { name, mode: entry.mode, size: entry.size }, path.join(dataDir, entry.path));
    }
    pack.finalize();
  } catch (error) {
    pack.destroy(error instanceof Error ? error : new Error(String(error)));
  }
  await written;
}

/** Refuses an archive path that would overwrite one by surprise, or land inside the folder it copies. */
async function checkArchivePath(file: string, dataDir: string, force: boolean): Promise<void> {
  if (file === dataDir || file.startsWith(`${dataDir}${path.sep}`)) {
    throw new BackupError(`Write the archive outside the data folder ${dataDir}, not to ${file}.`, 2);
  }
  const existing = await fsp.stat(file).catch(() => undefined);
  if (existing?.isDirectory())
    throw new BackupError(`${file} is a folder: name the archive file to write.`, 2);
  if (existing && !force)
    throw new BackupError(`${file} already exists: name another file, or add --force to replace it.`);
}

/**
 * Archives the embedded database's folder: the database, uploaded files (`blobs/`), the generated
 * field encryption key (`secrets/`) and mail written to the outbox, with a manifest of checksums
 * and the schema version. Holds the folder's lock throughout, so no server starts on it meanwhile,
 * and refuses while a server runs on it. The archive appears under its name only once complete.
 */
export async function backupDataFolder(options: BackupOptions): Promise<BackupSummary> {
  const { dataDir, file, progress } = options;
  if (!(await fsp.stat(path.join(dataDir, "PG_VERSION")).catch(() => undefined))) {
    throw new BackupError(`${dataDir} holds no embedded database: check RIGHTSDESK_DATA_DIR.`, 2);
  }
  await checkArchivePath(file, dataDir, options.force);
  const lock = await lockDataFolder(dataDir, "backup");
  const draft = `${file}.${randomBytes(4).toString("hex")}.partial`;
  try {
    progress(`Checking the database in ${dataDir}…`);
    const schema = await readDatabaseSchema(dataDir);
    const entries = await listEntries(dataDir);
    const files = entries.filter((entry) => entry.type === "file");
    const bytes = files.reduce((sum, entry) => sum + entry.size, 0);
    progress(
      `Archiving ${files.length} files (${formatBytes(bytes)}), schema at migration ${schema.migrations}…`,
    );
    const manifest: Manifest = {
      format: "rightsdesk-data-folder",
      formatVersion: 1,
      createdAt: new Date().toISOString(),
      serverVersion: VERSION,
      schema,
      encryptionKey: await encryptionKeyOf(dataDir, options.configuredKey),
      uploadedFiles: options.s3Bucket ? { store: "s3", bucket: options.s3Bucket } : { store: "data-folder" },
      entries,
    };
    await writeArchive(draft, dataDir, manifest);
    await fsp.rename(draft, file);
    return { manifest, files: files.length, bytes };
  } finally {
    await fsp.rm(draft, { force: true });
    lock.release();
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip } from "node:zlib";
import * as tar from "tar-stream";
import { BackupError } from "./backup-error.js";
import {
  DATA_PREFIX,
  ManifestSchema,
  keyFingerprint,
  type Manifest,
  type ManifestEntry,
} from "./backup-manifest.js";
import { LOCK_FILE, lockDataFolder, type FolderLock } from "./data-folder-lock.js";
import { schemaMismatch, shippedMigrations } from "./schema-version.js";

/** One entry as the archive is read: its header, and its content as a stream. */
type ArchiveEntry = tar.Extract extends AsyncIterable<infer Entry> ? Entry : never;

export interface RestoreOptions {
  file: string;
  dataDir: string;
  /** Set a data folder that is not empty aside instead of refusing. */
  force: boolean;
  /** RIGHTSDESK_ENCRYPTION_KEY, when set: it must be the key the archive's values were encrypted with. */
  configuredKey: Buffer | undefined;
  migrationsDir: string;
  progress(line: string): void;
}

export interface RestoreSummary {
  manifest: Manifest;
  /** Where the folder that was there before went, when it held anything. */
  setAside: string | undefined;
}

/** What restoring onto `dataDir` would replace: nothing, an empty folder, or a folder with data. */
async function targetState(dataDir: string): Promise<"missing" | "empty" | "in-use"> {
  const names = await fsp.readdir(dataDir).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  });
  if (!names) return "missing";
  return names.every((name) => name === LOCK_FILE) ? "empty" : "in-use";
}

/** Why the archive must not be restored with these settings, checked before anything is written. */
function refusalOf(
  manifest: Manifest,
  shipped: { tag: string; when: number }[],
  configuredKey: Buffer | undefined,
) {
  const mismatch = schemaMismatch(manifest.schema, shipped);
  if (mismatch) return new BackupError(`This archive cannot be restored by this server: ${mismatch}.`);
  const key = manifest.encryptionKey;
  if (!key) return undefined;
  if (configuredKey && keyFingerprint(configuredKey) !== key.fingerprint) {
    return new BackupError(
      `RIGHTSDESK_ENCRYPTION_KEY is not the key the archive's sensitive values were encrypted with ` +
        `(fingerprint ${key.fingerprint}): ` +
        (key.source === "data-folder"
          ? "unset it, and the key file restored with the data folder is used."
          : "set it to the key that was in use when the backup was made."),
      2,
    );
  }
  if (!configuredKey && key.source === "environment") {
    return new BackupError(
      `The archive's sensitive values were encrypted with RIGHTSDESK_ENCRYPTION_KEY (fingerprint ${key.fingerprint}), ` +
        "which is not in the archive: set it to that key, for the restore and for the server.",
      2,
    );
  }
  return undefined;
}

async function readManifest(entry: ArchiveEntry): Promise<Manifest> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
  const parsed = ManifestSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString("utf8")));
  if (!parsed.success) throw new Error(`its manifest is not one this server reads (${parsed.error.message})`);
  return parsed.data;
}

/** Writes one entry under `into`, checking it against the manifest's size and checksum. */
async function restoreEntry(
  entry: ArchiveEntry,
  into: string,
  expected: Map<string, ManifestEntry>,
): Promise<void> {
  const relative = entry.header.name.replace(/\/$/, "").slice(DATA_PREFIX.length);
  const wanted = entry.header.name.startsWith(DATA_PREFIX) ? expected.get(relative) : undefined;
  const kind =
    entry.header.type === "directory" ? "directory" : entry.header.type === "file" ? "file" : undefined;
  if (!wanted || wanted.type !== kind)
    throw new Error(`it holds ${entry.header.name}, which its manifest does not list`);
  expected.delete(relative);
  const target = path.join(into, relative);
  if (wanted.type === "directory") {
    await fsp.mkdir(target, { recursive: true, mode: wanted.mode });
    entry.resume();
    return;
  }
  await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const hash = createHash("sha256");
  let size = 0;
  async function* measured(source: AsyncIterable<Buffer>) {
    for await (const chunk of source) {
      hash.update(chunk);
      size += chunk.length;
      yield chunk;
    }
  }
  await pipeline(
    Readable.from(measured(entry as AsyncIterable<Buffer>)),
    createWriteStream(target, { flags: "wx", mode: wanted.mode, flush: true }),
  );
  if (size !== wanted.size || hash.digest("hex") !== wanted.sha256) {
    throw new Error(`${entry.header.name} does not match its checksum`);
  }
}

/**
 * Unpacks the archive into `into`, the manifest first: `accept` may refuse it before any file is
 * written. Every entry must match the manifest, and every entry it lists must be there.
 */
async function extractArchive(
  file: string,
  into: string,
  accept: (manifest: Manifest) => void,
): Promise<Manifest> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(file), createGunzip(), extract);
  // Awaited below; an error inside the loop ends the reading first and must not go unhandled.
  reading.catch(() => undefined);
  let manifest: Manifest | undefined;
  const expected = new Map<string, ManifestEntry>();
  for await (const entry of extract) {
    if (manifest) {
      await restoreEntry(entry, into, expected);
      continue;
    }
    if (entry.header.name !== "manifest.json") throw new Error("it does not start with a manifest");
    manifest = await readManifest(entry);
    accept(manifest);
    for (const listed of manifest.entries) expected.set(listed.path, listed);
  }
  await reading;
  if (!manifest) throw new Error("it is empty");
  const missing = [...expected.keys()];
  if (missing.length > 0)
    throw new Error(`${missing.length} entries of its manifest are missing (${missing[0]}…)`);
  for (const entry of manifest.entries) {
    if (entry.type === "directory") await fsp.chmod(path.join(into, entry.path), entry.mode);
  }
  return manifest;
}

/** Puts the unpacked folder in place; a folder already there is renamed aside first, and back if that fails. */
async function moveIntoPlace(unpacked: string, dataDir: string, state: "missing" | "empty" | "in-use") {
  if (state === "missing") {
    await fsp.rename(unpacked, dataDir);
    return undefined;
  }
  const aside = `${dataDir}.replaced-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  await fsp.rename(dataDir, aside);
  try {
    await fsp.rename(unpacked, dataDir);
  } catch (error) {
    await fsp.rename(aside, dataDir);
    throw error;
  }
  await fsp.rm(path.join(aside, LOCK_FILE), { force: true });
  if (state === "empty") {
    await fsp.rm(aside, { recursive: true, force: true });
    return undefined;
  }
  return aside;
}

/**
 * Restores an archive made by backupDataFolder into the data folder. The whole archive is checked
 * (manifest, schema version, encryption key, every checksum) while it is unpacked into a new folder
 * beside the target; only then does that folder take the target's place, so a damaged archive or a
 * failure on the way leaves the target as it was. A folder holding data is refused without `force`,
 * and with it is kept aside (`<folder>.replaced-<time>`), never deleted.
 */
export async function restoreDataFolder(options: RestoreOptions): Promise<RestoreSummary> {
  const { file, dataDir, progress } = options;
  if (!(await fsp.stat(file).catch(() => undefined))?.isFile()) {
    throw new BackupError(`There is no archive at ${file}.`, 2);
  }
  const state = await targetState(dataDir);
  if (state === "in-use" && !options.force) {
    throw new BackupError(
      `${dataDir} is not empty: restore into a new folder, or add --force to set the current one aside first.`,
    );
  }
  const lock: FolderLock | undefined =
    state === "missing" ? undefined : await lockDataFolder(dataDir, "restore");
  const shipped = await shippedMigrations(options.migrationsDir);
  await fsp.mkdir(path.dirname(dataDir), { recursive: true });
  const unpacked = await fsp.mkdtemp(
    path.join(path.dirname(dataDir), `.${path.basename(dataDir)}.restoring-`),
  );
  try {
    progress(`Checking and unpacking ${file}…`);
    let manifest: Manifest;
    try {
      manifest = await extractArchive(file, unpacked, (read) => {
        const refusal = refusalOf(read, shipped, options.configuredKey);
        if (refusal) throw refusal;
      });
    } catch (error) {
      if (error instanceof BackupError) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      throw new BackupError(
        `${file} is damaged or not a Rights Desk backup: ${reason}. Nothing was changed.`,
      );
    }
    const setAside = await moveIntoPlace(unpacked, dataDir, state);
    return { manifest, setAside };
  } finally {
    await fsp.rm(unpacked, { recursive: true, force: true });
    lock?.release();
  }
}

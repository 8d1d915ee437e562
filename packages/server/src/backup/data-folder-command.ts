import path from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig, type ServerConfig } from "../config/env.js";
import { backupDataFolder, formatBytes } from "./backup-data-folder.js";
import { BackupError } from "./backup-error.js";
import { FolderInUseError } from "./data-folder-lock.js";
import { restoreDataFolder } from "./restore-data-folder.js";

const USAGE = [
  "Usage: rightsdesk-server backup FILE [--force]    archive the data folder (RIGHTSDESK_DATA_DIR) into FILE",
  "       rightsdesk-server restore FILE [--force]   restore FILE into the data folder",
  "Stop the server first. --force replaces an existing FILE (backup) or sets a non-empty data folder aside (restore).",
].join("\n");

const POSTGRES_HINT =
  "With DATABASE_URL the database is PostgreSQL's to back up: pg_dump -Fc, and pg_restore into an empty database " +
  "(see the README's section on backups); copy the uploaded files and the field encryption key beside it.";

/** A usage or settings problem: the message, and exit status 2. */
function usageError(message: string): BackupError {
  return new BackupError(`${message}\n${USAGE}`, 2);
}

function parse(args: string[]): { file: string; force: boolean } {
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: { force: { type: "boolean", default: false } },
      allowPositionals: true,
    });
  } catch (error) {
    throw usageError(error instanceof Error ? error.message : String(error));
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0) throw usageError("Name exactly one archive file.");
  return { file: path.resolve(file), force: parsed.values.force };
}

/** The settings a backup or restore needs, refusing the ones the data folder commands do not cover. */
function embeddedConfig(env: Record<string, string | undefined>): ServerConfig {
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) throw new BackupError(error.message, 2);
    throw error;
  }
  if (config.databaseUrl) throw new BackupError(POSTGRES_HINT, 2);
  if (config.dataDir.startsWith("memory://"))
    throw usageError("An in-memory data folder has nothing to back up or restore.");
  return config;
}

async function backup(args: string[], env: Record<string, string | undefined>, say: (line: string) => void) {
  const { file, force } = parse(args);
  const config = embeddedConfig(env);
  const s3Bucket = config.files.store.kind === "s3" ? config.files.store.bucket : undefined;
  const summary = await backupDataFolder({
    dataDir: config.dataDir,
    file,
    force,
    configuredKey: config.encryptionKey,
    s3Bucket,
    progress: say,
  });
  say(`Backed up ${summary.files} files (${formatBytes(summary.bytes)}) into ${file}.`);
  if (summary.manifest.encryptionKey?.source === "data-folder") {
    say("The archive holds the field encryption key (secrets/): keep it as safe as the data itself.");
  } else if (summary.manifest.encryptionKey) {
    say(
      `The field encryption key is RIGHTSDESK_ENCRYPTION_KEY (fingerprint ${summary.manifest.encryptionKey.fingerprint}), ` +
        "not in the archive: a restore needs it.",
    );
  }
  if (s3Bucket)
    say(`Uploaded files are in the S3 bucket ${s3Bucket}, not in the archive: copy the bucket as well.`);
}

async function restore(args: string[], env: Record<string, string | undefined>, say: (line: string) => void) {
  const { file, force } = parse(args);
  const config = embeddedConfig(env);
  const summary = await restoreDataFolder({
    file,
    dataDir: config.dataDir,
    force,
    configuredKey: config.encryptionKey,
    migrationsDir: config.migrationsDir,
    progress: say,
  });
  const { manifest, setAside } = summary;
  say(`Restored the backup of ${manifest.createdAt} into ${config.dataDir}.`);
  if (setAside)
    say(`The folder that was there is kept as ${setAside}: delete it once the restore is checked.`);
  if (manifest.uploadedFiles.store === "s3") {
    say(
      `Uploaded files were kept in the S3 bucket ${manifest.uploadedFiles.bucket}: restore the bucket from its own copy.`,
    );
  }
}

/**
 * `backup FILE` and `restore FILE` for the embedded database's folder. Progress and outcome go to
 * stderr; no setting's value is printed. Resolves to the exit status: 0 done, 1 failed (nothing
 * changed), 2 a wrong argument or setting (PostgreSQL, which has its own tools, among them).
 */
export async function runDataFolderCommand(
  command: "backup" | "restore",
  args: string[],
  env: Record<string, string | undefined> = process.env,
  say: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Promise<number> {
  try {
    await (command === "backup" ? backup : restore)(args, env, say);
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      say(error.message);
      return error.exitCode;
    }
    if (error instanceof FolderInUseError) {
      say(error.message);
      return 1;
    }
    say(`The ${command} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

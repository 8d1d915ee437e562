import { randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";

/** The file in a data folder that names the process working on it. */
export const LOCK_FILE = "rightsdesk.lock";

/** Who holds a data folder: the server running on it, or a backup or restore at work. */
export interface FolderHolder {
  pid: number;
  purpose: "server" | "backup" | "restore";
  since: string;
}

export class FolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: FolderHolder,
  ) {
    const who = holder.purpose === "server" ? "a Rights Desk server" : `a ${holder.purpose}`;
    super(
      `The data folder ${dataDir} is in use by ${who} (process ${holder.pid}, since ${holder.since}): ` +
        `stop it first. If no such process runs, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = "FolderInUseError";
  }
}

export interface FolderLock {
  /** Synchronous, so a process's exit hook can let go of the folder too. */
  release(): void;
}

function hasCode(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === code;
}

/** Whether the process still runs. Our own pid in the file is a previous life's (a container's pid 1). */
function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return hasCode(error, "EPERM");
  }
}

function readHolder(file: string): FolderHolder | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as FolderHolder;
  } catch {
    return undefined;
  }
}

/**
 * Claims the data folder for this process: the embedded database is one process's at a time, and a
 * backup copied while a server writes could hold half a transaction. The lock file is linked into
 * place whole, so a reader never sees it empty; one left by a process that is gone (killed, or the
 * machine stopped) is taken over, since PostgreSQL's own postmaster.pid cannot tell the two apart.
 */
export async function lockDataFolder(dataDir: string, purpose: FolderHolder["purpose"]): Promise<FolderLock> {
  await fsp.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const holder: FolderHolder = { pid: process.pid, purpose, since: new Date().toISOString() };
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  await fsp.writeFile(draft, `${JSON.stringify(holder)}\n`, { mode: 0o600, flag: "wx" });
  try {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        await fsp.link(draft, file);
        return { release: () => releaseLock(file) };
      } catch (error) {
        if (!hasCode(error, "EEXIST")) throw error;
      }
      const current = readHolder(file);
      if (current && isAlive(current.pid)) throw new FolderInUseError(dataDir, current);
      await fsp.rm(file, { force: true });
    }
    throw new FolderInUseError(dataDir, readHolder(file) ?? holder);
  } finally {
    await fsp.rm(draft, { force: true });
  }
}

/** Removes the lock only while it is still this process's. */
function releaseLock(file: string): void {
  if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
}

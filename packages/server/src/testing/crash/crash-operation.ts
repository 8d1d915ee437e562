import { expect } from "vitest";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { queryRows } from "../../db/rows.js";
import { storeContents, type CrashTarget, type Progress } from "./crash-harness.js";

/**
 * The four operations the crash-safety suite kills the server in the middle of. Each run of one is
 * an attempt, numbered; an attempt is one or more requests (a batch each), and after a kill every
 * batch must be whole or absent — never half there — and a rerun of the attempt must complete.
 */
export interface CrashOperation {
  readonly name: string;
  /** Records every attempt needs (a talent, a company, a spot), made once. */
  prepare(target: CrashTarget): Promise<void>;
  /** Attempt `n`, each request recorded in `progress` under its batch's name. */
  run(target: CrashTarget, n: number, progress: Progress): Promise<void>;
  /** Through the API: each batch of attempt `n`, whole or absent; throws when one is half there. */
  check(target: CrashTarget, n: number): Promise<BatchStates>;
  /** Attempt `n` again, to its end; throws unless what it answers agrees with `before`. */
  rerun(target: CrashTarget, n: number, before: BatchStates): Promise<void>;
  /** On the stored data, the server stopped: attempts 0..`last` all whole, each exactly once. */
  verifyStored(db: Db, last: number): Promise<void>;
}

export type BatchState = "whole" | "absent";
export type BatchStates = Record<string, BatchState>;

export const wholeOrAbsent = (found: number, of: number, what: string): BatchState => {
  if (found !== 0 && found !== of) throw new Error(`${what}: ${found} of ${of} are there — half a batch.`);
  return found === of ? "whole" : "absent";
};

export const count = async (db: Db, query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number | string }>(db, query))[0]?.n ?? 0);

/** Every stored file has its row and every row its file, byte for byte; nothing half-written. */
export async function verifyFileStorage(db: Db, blobDir: string): Promise<void> {
  const contents = await storeContents(blobDir);
  expect(contents.temporary).toEqual([]);
  const rows = await queryRows<{ storage_key: string; sha256: string; size_bytes: number | string }>(
    db,
    sql`select storage_key, sha256, size_bytes from blobs`,
  );
  const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : 1);
  expect([...contents.stored].sort(byKey)).toEqual(
    rows
      .map((row) => ({ key: row.storage_key, sha256: row.sha256, sizeBytes: Number(row.size_bytes) }))
      .sort(byKey),
  );
}

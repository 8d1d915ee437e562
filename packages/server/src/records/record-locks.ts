import { and, eq, sql } from "drizzle-orm";
import { ErrorCodes, AppError, RECORD_LOCK_MINUTES, type RecordLockInfoResponse } from "@rightsdesk/domain";
import type { Db } from "../db/database.js";
import { recordLocks, users } from "../db/schema.js";

/** The kinds of record that take edit locks (spec 000 section 4). */
export type LockableRecordType =
  "company" | "person" | "asset" | "element" | "contract" | "completion_report";

/** Who asks: only the user id matters to a lock. */
export interface LockCaller {
  readonly userId: number;
}

type LockRow = typeof recordLocks.$inferSelect;

const LOCK_MS = RECORD_LOCK_MINUTES * 60 * 1000;

/** The lock as the caller sees it: free (none, or expired), theirs, or someone else's. */
function infoOf(row: LockRow | undefined, caller: LockCaller, now: Date): RecordLockInfoResponse {
  if (!row || row.expiresAt.getTime() <= now.getTime()) {
    return { status: "free", expiresAt: null, holderName: null };
  }
  return {
    status: row.holderUserId === caller.userId ? "lockedByMe" : "lockedByOther",
    expiresAt: row.expiresAt.toISOString(),
    holderName: row.holderName,
  };
}

/** "10:42 UTC": locks last minutes, so the time of day is enough. */
function timeOfDay(at: Date): string {
  return `${at.toISOString().slice(11, 16)} UTC`;
}

async function findLock(db: Db, recordType: string, recordId: number): Promise<LockRow | undefined> {
  const [row] = await db
    .select()
    .from(recordLocks)
    .where(and(eq(recordLocks.recordType, recordType), eq(recordLocks.recordId, recordId)));
  return row;
}

/**
 * Edit locks on records: one holder at a time until the lock expires (RECORD_LOCK_MINUTES after it
 * was taken or last extended). Every answer is the lock as the caller sees it.
 */
export class RecordLockService {
  constructor(private readonly db: Db) {}

  async status(
    recordType: LockableRecordType,
    recordId: number,
    caller: LockCaller,
    now: Date,
  ): Promise<RecordLockInfoResponse> {
    return infoOf(await findLock(this.db, recordType, recordId), caller, now);
  }

  /**
   * Takes the lock when it is free, expired or already the caller's, in one statement: of two
   * users racing for a free lock exactly one wins, and the other is told who holds it.
   */
  async lock(
    recordType: LockableRecordType,
    recordId: number,
    caller: LockCaller,
    now: Date,
  ): Promise<RecordLockInfoResponse> {
    const holderName = await this.nameOf(caller.userId);
    const [taken] = await this.db
      .insert(recordLocks)
      .values({
        recordType,
        recordId,
        holderUserId: caller.userId,
        holderName,
        lockedAt: now,
        expiresAt: new Date(now.getTime() + LOCK_MS),
      })
      .onConflictDoUpdate({
        target: [recordLocks.recordType, recordLocks.recordId],
        set: {
          holderUserId: sql`excluded.holder_user_id`,
          holderName: sql`excluded.holder_name`,
          lockedAt: sql`case when ${recordLocks.holderUserId} = excluded.holder_user_id and ${recordLocks.expiresAt} > excluded.locked_at then ${recordLocks.lockedAt} else excluded.locked_at end`,
          expiresAt: sql`excluded.expires_at`,
        },
        setWhere: sql`${recordLocks.expiresAt} <= excluded.locked_at or ${recordLocks.holderUserId} = excluded.holder_user_id`,
      })
      .returning();
    return infoOf(taken ?? (await findLock(this.db, recordType, recordId)), caller, now);
  }

  /** Moves the caller's lock's expiry forward; anyone else is answered the lock as it stands. */
  async extend(
    recordType: LockableRecordType,
    recordId: number,
    caller: LockCaller,
    now: Date,
  ): Promise<RecordLockInfoResponse> {
    const [extended] = await this.db
      .update(recordLocks)
      .set({ expiresAt: new Date(now.getTime() + LOCK_MS) })
      .where(
        and(
          eq(recordLocks.recordType, recordType),
          eq(recordLocks.recordId, recordId),
          eq(recordLocks.holderUserId, caller.userId),
        ),
      )
      .returning();
    return infoOf(extended ?? (await findLock(this.db, recordType, recordId)), caller, now);
  }

  /** Ends the caller's lock; another user's lock is left alone. */
  async release(
    recordType: LockableRecordType,
    recordId: number,
    caller: LockCaller,
    now: Date,
  ): Promise<RecordLockInfoResponse> {
    await this.db
      .delete(recordLocks)
      .where(
        and(
          eq(recordLocks.recordType, recordType),
          eq(recordLocks.recordId, recordId),
          eq(recordLocks.holderUserId, caller.userId),
        ),
      );
    return this.status(recordType, recordId, caller, now);
  }

  /** Removes every lock on a record that no longer exists. */
  async removeAll(recordType: LockableRecordType, recordId: number): Promise<void> {
    await this.db
      .delete(recordLocks)
      .where(and(eq(recordLocks.recordType, recordType), eq(recordLocks.recordId, recordId)));
  }

  /** "Jane Doe", or the user name when the user has no name on file. */
  private async nameOf(userId: number): Promise<string> {
    const [user] = await this.db
      .select({ firstName: users.firstName, lastName: users.lastName, userName: users.userName })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw new Error(`User ${userId} does not exist.`);
    return `${user.firstName} ${user.lastName}`.trim() || user.userName;
  }
}

/**
 * Refuses a change while another user holds the record's edit lock (DependencyError, code 7),
 * naming who and until when. Every write to a locked record type calls it first, in its transaction.
 */
export async function assertNotLockedByOther(
  db: Db,
  recordType: LockableRecordType,
  recordId: number,
  caller: LockCaller,
  now: Date,
): Promise<void> {
  const info = infoOf(await findLock(db, recordType, recordId), caller, now);
  if (info.status !== "lockedByOther" || info.expiresAt === null) return;
  const message = `${info.holderName ?? "Someone"} is editing this ${recordType} until ${timeOfDay(new Date(info.expiresAt))}; try again after that.`;
  throw new AppError(ErrorCodes.DependencyError, message, [{ field: "lock", message }]);
}

/** Records that can be locked for editing (spec 000 section 4). */
export const lockableRecordTypes = [
  "asset",
  "company",
  "contract",
  "element",
  "person",
  "completionReport",
] as const;
export type LockableRecordType = (typeof lockableRecordTypes)[number];

export const recordLockStatuses = ["unknown", "free", "lockedByMe", "lockedByOther"] as const;
export type RecordLockStatus = (typeof recordLockStatuses)[number];

/** What the lock calls answer: the lock's holder as seen by this user, and when it lapses. */
export interface RecordLockInfo {
  readonly status: Exclude<RecordLockStatus, "unknown">;
  /** ISO instant the lock lapses; null for a free record or a lock without an end. */
  readonly expiresAt: string | null;
  readonly holderName?: string | null;
}

/** A lock with an end has lapsed once that instant is not in the future. */
export function isLockExpired(expiresAt: string | null, now: number): boolean {
  if (expiresAt === null) return false;
  const end = Date.parse(expiresAt);
  return !Number.isNaN(end) && end <= now;
}

export function isLockHeldByMe(info: RecordLockInfo): boolean {
  return info.status === "lockedByMe";
}

export function isLockHeldByOther(info: RecordLockInfo): boolean {
  return info.status === "lockedByOther";
}

/**
 * When repeated failed sign-ins lock a user name (or a client address) out for a while.
 *
 * The rule: `maxFailures` failures within `windowMs` start a lock of `lockMs`. Failures made while
 * a lock runs do not count (the password is not even checked then). Each further lock that the
 * same history earns lasts twice as long as the one before, up to `maxLockMs`. The caller decides
 * how far back the history goes (for a user name: since their last successful sign-in, at most a
 * day) so that a success, or a quiet day, starts afresh.
 */
export interface SignInLockPolicy {
  readonly maxFailures: number;
  readonly windowMs: number;
  readonly lockMs: number;
  readonly maxLockMs: number;
}

export interface SignInLock {
  /** Epoch milliseconds when the latest lock ends (it may already have ended). */
  readonly lockedUntil: number;
  /** How many locks the history earned; the latest lasted `lockMs * 2^(locks - 1)`, capped. */
  readonly locks: number;
}

/** The latest lock a history of failures earned, or null; `failures` are epoch ms in any order. */
export function findSignInLock(failures: readonly number[], policy: SignInLockPolicy): SignInLock | null {
  const threshold = Math.max(1, Math.floor(policy.maxFailures));
  let counted: number[] = [];
  let locks = 0;
  let lockedUntil: number | null = null;
  for (const at of [...failures].sort((a, b) => a - b)) {
    if (lockedUntil !== null && at < lockedUntil) continue;
    counted = counted.filter((earlier) => at - earlier < policy.windowMs);
    counted.push(at);
    if (counted.length >= threshold) {
      locks += 1;
      lockedUntil = at + lockDuration(locks, policy);
      counted = [];
    }
  }
  return lockedUntil === null ? null : { lockedUntil, locks };
}

/** How long the n-th lock (from 1) of one history lasts. */
export function lockDuration(lockNumber: number, policy: SignInLockPolicy): number {
  const doublings = Math.min(Math.max(0, lockNumber - 1), 30);
  return Math.min(policy.lockMs * 2 ** doublings, policy.maxLockMs);
}

/** Whether a history is locked at `now`, and until when. */
export function activeSignInLock(
  failures: readonly number[],
  policy: SignInLockPolicy,
  now: number,
): SignInLock | null {
  const lock = findSignInLock(failures, policy);
  return lock && lock.lockedUntil > now ? lock : null;
}

/** "Try again in 15 minutes": whole minutes, rounded up, never less than one. */
export function describeLockWait(lockedUntil: number, now: number): string {
  const minutes = Math.max(1, Math.ceil((lockedUntil - now) / 60_000));
  if (minutes < 120) return `${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hours`;
}

import { AppError, activeSignInLock, describeLockWait, type SignInLockPolicy } from "@rightsdesk/domain";
import type { SignInLimits } from "../../config/env.js";
import { FAILURE_OUTCOMES, type SignInAttemptsRepository } from "./sign-in-attempts-repository.js";
import type { SignInOutcome } from "../../db/schema.js";

export interface ActiveLock {
  scope: "user" | "address";
  lockedUntil: Date;
}

/** The key failures are counted under: user names match without regard to case. */
export function normalizeUserName(userName: string): string {
  return userName.trim().toLowerCase().slice(0, 100);
}

/**
 * Applies the domain's sign-in lock rule to the recorded attempts: per user name (its history
 * starts afresh at each successful sign-in or password reset) and per client address (with a
 * higher threshold, never reset by a success, so one good account cannot launder an address).
 */
export class SignInThrottle {
  private readonly userPolicy: SignInLockPolicy;
  private readonly addressPolicy: SignInLockPolicy;
  private readonly memoryMs: number;

  constructor(
    private readonly attempts: SignInAttemptsRepository,
    limits: SignInLimits,
  ) {
    const shared = {
      windowMs: limits.windowSeconds * 1000,
      lockMs: limits.lockSeconds * 1000,
      maxLockMs: limits.maxLockSeconds * 1000,
    };
    this.userPolicy = { ...shared, maxFailures: limits.maxFailuresPerUser };
    this.addressPolicy = { ...shared, maxFailures: limits.maxFailuresPerAddress };
    this.memoryMs = limits.maxLockSeconds * 1000;
  }

  /**
   * The lock in force at `now` for this user name or this address, the user name's first; with
   * `beforeId`, from the attempts recorded before that one.
   */
  async activeLock(
    userName: string,
    ipAddress: string,
    now: Date,
    beforeId?: number,
  ): Promise<ActiveLock | null> {
    const name = normalizeUserName(userName);
    const horizon = new Date(now.getTime() - this.memoryMs);
    const lastSuccess = await this.attempts.lastSuccessFor(name, horizon);
    const userFailures = await this.attempts.failuresForUserName(name, lastSuccess ?? horizon, beforeId);
    const userLock = activeSignInLock(toMillis(userFailures), this.userPolicy, now.getTime());
    if (userLock) return { scope: "user", lockedUntil: new Date(userLock.lockedUntil) };
    const addressFailures = await this.attempts.failuresForAddress(ipAddress, horizon, beforeId);
    const addressLock = activeSignInLock(toMillis(addressFailures), this.addressPolicy, now.getTime());
    return addressLock ? { scope: "address", lockedUntil: new Date(addressLock.lockedUntil) } : null;
  }

  /**
   * Starts a password (or code) check, recorded before anything is checked so that checks running
   * at the same moment, on this server or another, count each other: a burst of guesses sent at
   * once gets no more checks than the limit allows. Answers the check's id and the lock the
   * attempts before it put in force, if any.
   */
  async begin(
    userName: string,
    ipAddress: string,
    now: Date,
  ): Promise<{ id: number; lock: ActiveLock | null }> {
    const id = await this.attempts.begin({ userName: normalizeUserName(userName), ipAddress, at: now });
    return { id, lock: await this.activeLock(userName, ipAddress, now, id) };
  }

  /** Gives a started check its outcome; for a failure it answers the lock this failure started, if any. */
  async finish(
    id: number,
    userName: string,
    ipAddress: string,
    now: Date,
    outcome: SignInOutcome,
  ): Promise<ActiveLock | null> {
    await this.attempts.finish(id, outcome);
    if (!(FAILURE_OUTCOMES as readonly SignInOutcome[]).includes(outcome)) return null;
    return this.activeLock(userName, ipAddress, now);
  }

  /** Records an attempt that checked nothing here (a password reset); it starts no lock. */
  async record(userName: string, ipAddress: string, now: Date, outcome: SignInOutcome): Promise<void> {
    await this.attempts.record({ userName: normalizeUserName(userName), ipAddress, at: now, outcome });
  }
}

function toMillis(times: readonly Date[]): number[] {
  return times.map((time) => time.getTime());
}

/** The refusal a locked user name or address gets, saying when to try again. */
export function lockedOut(lock: ActiveLock, now: Date): AppError {
  const wait = describeLockWait(lock.lockedUntil.getTime(), now.getTime());
  const who = lock.scope === "user" ? "for this user name" : "from your network address";
  return AppError.unauthorized(
    `Too many failed sign-ins ${who}. Try again in ${wait} (after ${lock.lockedUntil.toISOString()}).`,
  );
}

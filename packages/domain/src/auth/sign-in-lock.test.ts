import { describe, expect, it } from "vitest";
import { activeSignInLock, describeLockWait, findSignInLock, lockDuration } from "./sign-in-lock.js";

const MINUTE = 60_000;
const policy = { maxFailures: 5, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE, maxLockMs: 24 * 60 * MINUTE };
const times = (...minutes: number[]) => minutes.map((minute) => minute * MINUTE);

describe("findSignInLock", () => {
  it("does not lock below the threshold", () => {
    expect(findSignInLock(times(0, 1, 2, 3), policy)).toBeNull();
    expect(findSignInLock([], policy)).toBeNull();
  });

  it("locks for lockMs from the failure that reaches the threshold", () => {
    expect(findSignInLock(times(0, 1, 2, 3, 4), policy)).toEqual({ lockedUntil: 19 * MINUTE, locks: 1 });
  });

  it("counts only failures inside one window", () => {
    // 0 and 1 fall out of the 15-minute window before the fifth failure, at 16.
    expect(findSignInLock(times(0, 1, 10, 12, 16, 17), policy)).toBeNull();
    expect(findSignInLock(times(0, 1, 10, 12, 14.5), policy)?.locks).toBe(1);
  });

  it("ignores failures made during a lock", () => {
    const lock = findSignInLock(times(0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10), policy);
    expect(lock).toEqual({ lockedUntil: 15 * MINUTE, locks: 1 });
  });

  it("doubles each further lock, up to the maximum", () => {
    const second = findSignInLock(times(0, 0, 0, 0, 0, 15, 15, 15, 15, 15), policy);
    expect(second).toEqual({ lockedUntil: (15 + 30) * MINUTE, locks: 2 });
    expect(lockDuration(3, policy)).toBe(60 * MINUTE);
    expect(lockDuration(20, policy)).toBe(policy.maxLockMs);
    expect(lockDuration(1000, policy)).toBe(policy.maxLockMs);
  });

  it("sorts the history itself", () => {
    expect(findSignInLock(times(4, 3, 2, 1, 0), policy)).toEqual({ lockedUntil: 19 * MINUTE, locks: 1 });
  });
});

describe("activeSignInLock", () => {
  it("is the lock while it runs, and null once it has ended", () => {
    const history = times(0, 1, 2, 3, 4);
    expect(activeSignInLock(history, policy, 18 * MINUTE)?.lockedUntil).toBe(19 * MINUTE);
    expect(activeSignInLock(history, policy, 19 * MINUTE)).toBeNull();
  });
});

describe("describeLockWait", () => {
  it("rounds up to whole minutes, then hours", () => {
    expect(describeLockWait(MINUTE * 15, 0)).toBe("15 minutes");
    expect(describeLockWait(1000, 0)).toBe("1 minute");
    expect(describeLockWait(0, 0)).toBe("1 minute");
    expect(describeLockWait(150 * MINUTE, 0)).toBe("3 hours");
  });
});

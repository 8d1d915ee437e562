import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findSignInLock, type SignInLockPolicy } from "./sign-in-lock.js";

const MINUTE = 60_000;
const policyArb: fc.Arbitrary<SignInLockPolicy> = fc
  .record({
    maxFailures: fc.integer({ min: 1, max: 8 }),
    windowMinutes: fc.integer({ min: 1, max: 60 }),
    lockMinutes: fc.integer({ min: 1, max: 60 }),
    maxLockMinutes: fc.integer({ min: 60, max: 24 * 60 }),
  })
  .map((p) => ({
    maxFailures: p.maxFailures,
    windowMs: p.windowMinutes * MINUTE,
    lockMs: p.lockMinutes * MINUTE,
    maxLockMs: p.maxLockMinutes * MINUTE,
  }));
const historyArb = fc.array(
  fc.integer({ min: 0, max: 6 * 60 }).map((minute) => minute * MINUTE),
  {
    maxLength: 60,
  },
);

describe("findSignInLock properties", () => {
  it("never locks a history shorter than the threshold", () => {
    fc.assert(
      fc.property(policyArb, historyArb, (policy, history) => {
        fc.pre(history.length < policy.maxFailures);
        expect(findSignInLock(history, policy)).toBeNull();
      }),
    );
  });

  it("always locks maxFailures failures made at one instant, for exactly lockMs (capped)", () => {
    fc.assert(
      fc.property(policyArb, fc.integer({ min: 0, max: 1e9 }), (policy, at) => {
        const lock = findSignInLock(Array(policy.maxFailures).fill(at), policy);
        expect(lock).toEqual({ lockedUntil: at + Math.min(policy.lockMs, policy.maxLockMs), locks: 1 });
      }),
    );
  });

  it("only ever ends a lock later when a failure is added (never sooner from more failures at the end)", () => {
    fc.assert(
      fc.property(policyArb, historyArb, fc.integer({ min: 0, max: 60 }), (policy, history, extra) => {
        const before = findSignInLock(history, policy);
        const latest = history.length === 0 ? 0 : Math.max(...history);
        const after = findSignInLock([...history, latest + extra * MINUTE], policy);
        expect(after?.lockedUntil ?? 0).toBeGreaterThanOrEqual(before?.lockedUntil ?? 0);
        expect(after?.locks ?? 0).toBeGreaterThanOrEqual(before?.locks ?? 0);
      }),
    );
  });

  it("never gives a lock longer than maxLockMs after the failure that started it", () => {
    fc.assert(
      fc.property(policyArb, historyArb, (policy, history) => {
        const lock = findSignInLock(history, policy);
        if (lock) expect(lock.lockedUntil - Math.max(...history)).toBeLessThanOrEqual(policy.maxLockMs);
      }),
    );
  });
});

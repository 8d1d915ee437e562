import { describe, expect, it } from "vitest";
import {
  decidePermissionRefetch,
  initialPermissionFetchHistory,
  permissionRefetchPolicy,
  recordPermissionFetch,
  type PermissionFetchHistory,
} from "./permission-refetch.js";

const history = (overrides: Partial<PermissionFetchHistory> = {}): PermissionFetchHistory => ({
  lastAttemptAt: 0,
  failedAttempts: 0,
  inFlight: false,
  ...overrides,
});

describe("permissionRefetchPolicy", () => {
  it("is the policy of spec 000 section 6 in TanStack Query's words", () => {
    expect(permissionRefetchPolicy).toEqual({
      refetchInterval: 60_000,
      refetchIntervalInBackground: true,
      refetchOnReconnect: true,
      refetchOnWindowFocus: false,
      retry: 3,
      retryDelay: 1000,
    });
  });
});

describe("decidePermissionRefetch", () => {
  it("fetches at once when nothing was fetched yet", () => {
    expect(
      decidePermissionRefetch({ history: initialPermissionFetchHistory, trigger: "tick", now: 5 }),
    ).toEqual({ refetch: true, reason: "initial" });
  });

  it("refetches every 60 seconds, also in the background", () => {
    expect(decidePermissionRefetch({ history: history(), trigger: "tick", now: 59_999 })).toEqual({
      refetch: false,
      reason: "notDue",
    });
    expect(decidePermissionRefetch({ history: history(), trigger: "tick", now: 60_000 })).toEqual({
      refetch: true,
      reason: "interval",
    });
    expect(
      decidePermissionRefetch({ history: history(), trigger: "tick", now: 60_000, inBackground: true })
        .refetch,
    ).toBe(true);
  });

  it("stops in the background only under a policy that says so", () => {
    const policy = { ...permissionRefetchPolicy, refetchIntervalInBackground: false };
    expect(
      decidePermissionRefetch({
        history: history(),
        trigger: "tick",
        now: 60_000,
        inBackground: true,
        policy,
      }),
    ).toEqual({ refetch: false, reason: "background" });
  });

  it("refetches on reconnect and never on window focus", () => {
    expect(decidePermissionRefetch({ history: history(), trigger: "reconnect", now: 1 })).toEqual({
      refetch: true,
      reason: "reconnect",
    });
    expect(decidePermissionRefetch({ history: history(), trigger: "windowFocus", now: 120_000 })).toEqual({
      refetch: false,
      reason: "ignoredTrigger",
    });
    const eager = { ...permissionRefetchPolicy, refetchOnWindowFocus: true, refetchOnReconnect: false };
    expect(
      decidePermissionRefetch({ history: history(), trigger: "windowFocus", now: 1, policy: eager }).reason,
    ).toBe("windowFocus");
    expect(
      decidePermissionRefetch({ history: history(), trigger: "reconnect", now: 1, policy: eager }).refetch,
    ).toBe(false);
  });

  it("never starts a second fetch while one runs", () => {
    expect(
      decidePermissionRefetch({ history: history({ inFlight: true }), trigger: "reconnect", now: 1e9 }),
    ).toEqual({ refetch: false, reason: "inFlight" });
  });

  it("retries 3 times 1 second apart, then waits for the interval", () => {
    let state = recordPermissionFetch(initialPermissionFetchHistory, {
      type: "started",
      now: 0,
      reason: "initial",
    });
    const times: number[] = [];
    for (let now = 0; now <= 70_000; now += 500) {
      if (state.inFlight) state = recordPermissionFetch(state, { type: "failed" });
      const decision = decidePermissionRefetch({ history: state, trigger: "tick", now });
      if (decision.refetch) {
        times.push(now);
        state = recordPermissionFetch(state, { type: "started", now, reason: decision.reason });
      }
    }
    expect(times).toEqual([1000, 2000, 3000, 63_000, 64_000, 65_000, 66_000]);
  });

  it("clears the failures after a success", () => {
    const failed = recordPermissionFetch(history({ failedAttempts: 2, inFlight: true }), { type: "failed" });
    expect(failed).toEqual({ lastAttemptAt: 0, failedAttempts: 3, inFlight: false });
    const retried = recordPermissionFetch(failed, { type: "started", now: 10, reason: "retry" });
    expect(retried).toEqual({ lastAttemptAt: 10, failedAttempts: 3, inFlight: true });
    expect(recordPermissionFetch(retried, { type: "succeeded" })).toEqual({
      lastAttemptAt: 10,
      failedAttempts: 0,
      inFlight: false,
    });
  });
});

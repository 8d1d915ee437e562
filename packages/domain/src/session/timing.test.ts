import { describe, expect, it } from "vitest";
import { resolveSessionTiming, sessionTiming } from "./timing.js";
import { sessionExpiringDialog } from "./session-expiring-dialog.js";

describe("sessionTiming", () => {
  it("holds the constants of spec 000 section 9", () => {
    expect(sessionTiming.idleTimeoutMs).toBe(30 * 60_000);
    expect(sessionTiming.logoutCountdownMs).toBe(20_000);
    expect(sessionTiming.refreshWindowMs).toBe(120_000);
    expect(sessionTiming.refreshCheckIntervalMs).toBe(20_000);
    expect(sessionTiming.expiringDialogLeadMs).toBe(60_000);
    expect(sessionTiming.permissionRefetchIntervalMs).toBe(60_000);
    expect(sessionTiming.permissionRetryCount).toBe(3);
    expect(sessionTiming.permissionRetryDelayMs).toBe(1000);
    expect(sessionTiming.errorToastDelayMs).toBe(200);
  });
});

describe("resolveSessionTiming", () => {
  it("applies an override and keeps the rest", () => {
    const timing = resolveSessionTiming({ idleTimeoutMs: 5, logoutCountdownMs: 0 });
    expect(timing.idleTimeoutMs).toBe(5);
    expect(timing.logoutCountdownMs).toBe(0);
    expect(timing.refreshWindowMs).toBe(sessionTiming.refreshWindowMs);
    expect(resolveSessionTiming()).toEqual(sessionTiming);
  });

  it("ignores undefined, negative, non-finite and unknown entries", () => {
    const override = {
      idleTimeoutMs: undefined,
      refreshWindowMs: -1,
      expiringDialogLeadMs: Number.NaN,
      bogus: 3,
    };
    expect(resolveSessionTiming(override as never)).toEqual(sessionTiming);
  });
});

describe("sessionExpiringDialog", () => {
  it("carries the texts of spec 000 section 4", () => {
    expect(sessionExpiringDialog.title).toBe("Session Expiring");
    expect(sessionExpiringDialog.message).toBe("Your session is about to expire in the next minute.");
    expect(sessionExpiringDialog.hint).toBe("Click 'Yes' if you wish to continue working in this session.");
  });
});

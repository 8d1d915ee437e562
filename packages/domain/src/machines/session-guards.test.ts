import { describe, expect, it } from "vitest";
import { resolveSessionTiming } from "../session/timing.js";
import {
  hasLiveToken,
  hasSingleProfile,
  isKnownProfile,
  isSessionContextExpired,
  isWithinRefreshWindow,
  msUntilExpiry,
  shouldAutoRefresh,
  shouldShowExpiringDialog,
  type SessionGuardContext,
} from "./session-guards.js";

const t0 = Date.UTC(2025, 0, 1, 12);
const at = (ms: number) => new Date(t0 + ms).toISOString();
const timing = resolveSessionTiming();

const context = (overrides: Partial<SessionGuardContext> = {}): SessionGuardContext => ({
  timing,
  now: t0,
  token: "access",
  tokenExpiryDate: at(10 * 60_000),
  autoRefreshedExpiry: null,
  autoRefreshedAt: null,
  idlePromptOpen: false,
  ...overrides,
});

describe("expiry", () => {
  it("measures the time left, or null without a readable expiry", () => {
    expect(msUntilExpiry(at(5000), t0)).toBe(5000);
    expect(msUntilExpiry(null, t0)).toBeNull();
    expect(msUntilExpiry("soon", t0)).toBeNull();
  });

  it("counts a token live while it exists and its expiry is in the future", () => {
    expect(hasLiveToken("access", at(1), t0)).toBe(true);
    expect(hasLiveToken("access", at(0), t0)).toBe(false);
    expect(hasLiveToken(null, at(1000), t0)).toBe(false);
    expect(isSessionContextExpired(context({ now: null }))).toBe(true);
    expect(isSessionContextExpired(context())).toBe(false);
  });
});

describe("shouldAutoRefresh", () => {
  it("refreshes when 2 minutes or less remain", () => {
    expect(isWithinRefreshWindow(at(120_000), t0, timing)).toBe(true);
    expect(isWithinRefreshWindow(at(120_001), t0, timing)).toBe(false);
    expect(isWithinRefreshWindow(null, t0, timing)).toBe(false);
    expect(shouldAutoRefresh(context({ tokenExpiryDate: at(120_000) }))).toBe(true);
    expect(shouldAutoRefresh(context())).toBe(false);
  });

  it("does not refresh an expired session or one without a clock", () => {
    expect(shouldAutoRefresh(context({ tokenExpiryDate: at(0) }))).toBe(false);
    expect(shouldAutoRefresh(context({ now: null }))).toBe(false);
  });

  it("refreshes once per expiry value and once per tick", () => {
    const expiry = at(60_000);
    expect(shouldAutoRefresh(context({ tokenExpiryDate: expiry, autoRefreshedExpiry: expiry }))).toBe(false);
    expect(shouldAutoRefresh(context({ tokenExpiryDate: expiry, autoRefreshedAt: t0 }))).toBe(false);
    expect(
      shouldAutoRefresh(
        context({ tokenExpiryDate: expiry, autoRefreshedExpiry: at(1), autoRefreshedAt: t0 - 1 }),
      ),
    ).toBe(true);
  });
});

describe("shouldShowExpiringDialog", () => {
  it("shows 1 minute before expiry unless the inactivity prompt is open", () => {
    expect(shouldShowExpiringDialog(context({ tokenExpiryDate: at(60_000) }))).toBe(true);
    expect(shouldShowExpiringDialog(context({ tokenExpiryDate: at(60_001) }))).toBe(false);
    expect(shouldShowExpiringDialog(context({ tokenExpiryDate: at(30_000), idlePromptOpen: true }))).toBe(
      false,
    );
    expect(shouldShowExpiringDialog(context({ tokenExpiryDate: at(0) }))).toBe(false);
    expect(shouldShowExpiringDialog(context({ now: null }))).toBe(false);
  });
});

describe("profiles", () => {
  it("selects automatically only a single profile and knows the listed ones", () => {
    expect(hasSingleProfile([{ id: 4 }])).toBe(true);
    expect(hasSingleProfile([{ id: 4 }, { id: 5 }])).toBe(false);
    expect(hasSingleProfile([])).toBe(false);
    expect(isKnownProfile([{ id: 4 }, { id: 5 }], 5)).toBe(true);
    expect(isKnownProfile([{ id: 4 }], 5)).toBe(false);
  });
});

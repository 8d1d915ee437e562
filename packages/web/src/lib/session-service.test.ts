import { sessionDialogOf, sessionTiming, type TokenPair } from "@rightsdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSessionService, type SessionService } from "./session-service";
import { createSessionStorage, sessionKeys } from "./session-storage";
import { loginResponse } from "./testing/login-response";
import { memoryStorage } from "./testing/memory-storage";
import { withStoredSessionSchemas } from "./testing/stored-session-schemas";

const start = Date.parse("2030-01-01T10:00:00.000Z");
const minutes = (count: number) => count * 60_000;
const at = (ms: number) => new Date(start + ms).toISOString();

function pair(n: number, expiresInMs: number): TokenPair {
  return {
    token: `access-${n}`,
    refreshToken: `refresh-${n}`,
    tokenExpiryDate: at(expiresInMs),
    refreshTokenExpiryDate: at(minutes(60 * 24)),
  };
}

const running: SessionService[] = [];
afterEach(() => {
  for (const service of running.splice(0)) service.stop();
});

function setUp(initial: Record<string, string> = {}) {
  const entries = memoryStorage(initial);
  const storage = createSessionStorage(entries, () => "visitor-1", withStoredSessionSchemas);
  let clock = start;
  const refreshTokens = vi.fn<(refreshToken: string) => Promise<TokenPair>>();
  const service = createSessionService({
    storage,
    timing: sessionTiming,
    refreshTokens,
    now: () => clock,
  });
  running.push(service);
  const tick = (ms: number) => {
    clock = start + ms;
    service.actor.send({ type: "TICK", now: clock });
  };
  return { entries, storage, service, refreshTokens, tick };
}

/** Lets the refresh actor's promise settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("session service", () => {
  it("stores the sign-in and selects the profile when exactly one came back", () => {
    const { service, storage } = setUp();
    expect(service.signIn(loginResponse({ profileIds: [4] }))).toBe(true);
    expect(storage.read()).toMatchObject({ token: "access-1", sessionToken: "session-1", userProfileId: 4 });
  });

  it("leaves the choice to the user when several profiles came back, and accepts only theirs", () => {
    const { service, storage } = setUp();
    service.signIn(loginResponse({ profileIds: [4, 5] }));
    expect(storage.read().userProfileId).toBeNull();
    expect(service.selectProfile(9)).toBe(false);
    expect(storage.read().userProfileId).toBeNull();
    expect(service.selectProfile(5)).toBe(true);
    expect(storage.read().userProfileId).toBe(5);
  });

  it("refuses a sign-in whose token has already expired and keeps nothing of it", () => {
    const { service, storage } = setUp();
    expect(service.signIn(loginResponse({ tokenExpiryDate: at(-1000) }))).toBe(false);
    expect(storage.read().token).toBeNull();
  });

  it("picks up a live stored session after a reload", () => {
    const first = setUp();
    first.service.signIn(loginResponse({ tokenExpiryDate: at(minutes(15)) }));
    const reloaded = createSessionService({
      storage: first.storage,
      timing: sessionTiming,
      refreshTokens: vi.fn(),
      now: () => start + minutes(1),
    });
    running.push(reloaded);
    expect(reloaded.actor.getSnapshot().matches("signedIn")).toBe(true);
    expect(reloaded.actor.getSnapshot().context.selectedProfileId).toBe(4);
  });

  it("drops an expired stored session at start and says why on the sign-in page", () => {
    const { storage, service } = setUp({
      [sessionKeys.token]: "old",
      [sessionKeys.tokenExpiryDate]: at(-minutes(1)),
      [sessionKeys.refreshToken]: "old-refresh",
    });
    expect(storage.read().token).toBeNull();
    expect(storage.read().refreshToken).toBeNull();
    expect(service.lastEnd()).toEqual({ reason: "expired", message: null });
  });

  it("refreshes silently when 2 minutes or less remain and stores the new pair", async () => {
    const { service, storage, refreshTokens, tick } = setUp();
    service.signIn(loginResponse({ tokenExpiryDate: at(minutes(15)) }));
    refreshTokens.mockResolvedValue(pair(2, minutes(30)));

    tick(minutes(12));
    expect(refreshTokens).not.toHaveBeenCalled();
    tick(minutes(13));
    await settle();

    expect(refreshTokens).toHaveBeenCalledWith("refresh-1");
    expect(storage.read()).toMatchObject({ token: "access-2", refreshToken: "refresh-2" });
    expect(service.actor.getSnapshot().matches({ signedIn: "active" })).toBe(true);
  });

  it("signs out when the refresh fails, clearing storage", async () => {
    const { service, storage, refreshTokens, tick } = setUp();
    service.signIn(loginResponse({ tokenExpiryDate: at(minutes(15)) }));
    refreshTokens.mockRejectedValue(new Error("refresh token spent"));

    tick(minutes(13) + 30_000);
    await settle();

    expect(storage.read().token).toBeNull();
    expect(service.lastEnd()).toEqual({ reason: "refreshFailed", message: null });
  });

  it("uses the pair another tab already refreshed instead of spending the old refresh token", async () => {
    const { service, storage, refreshTokens, tick } = setUp();
    service.signIn(loginResponse({ tokenExpiryDate: at(minutes(15)) }));
    storage.saveTokens(pair(3, minutes(28)));

    tick(minutes(13) + 30_000);
    await settle();

    expect(refreshTokens).not.toHaveBeenCalled();
    expect(service.actor.getSnapshot().context.token).toBe("access-3");
    expect(storage.read().token).toBe("access-3");
  });

  it("opens 'Session Expiring' a minute before expiry; Yes refreshes and closes it", async () => {
    const { service, refreshTokens, tick, storage } = setUp();
    service.signIn(loginResponse({ tokenExpiryDate: at(minutes(15)) }));
    // The silent refresh could not move the expiry, so the dialog gets its turn.
    refreshTokens.mockResolvedValueOnce({ ...pair(2, minutes(15)) });
    tick(minutes(13) + 10_000);
    await settle();
    tick(minutes(14) + 5_000);
    expect(sessionDialogOf(service.actor.getSnapshot())).toBe("sessionExpiring");

    refreshTokens.mockResolvedValueOnce(pair(3, minutes(30)));
    service.actor.send({ type: "CONTINUE", now: start + minutes(14) + 6_000 });
    await settle();

    expect(sessionDialogOf(service.actor.getSnapshot())).toBeNull();
    expect(storage.read().token).toBe("access-3");
  });

  it("prompts after the idle timeout and signs out when the countdown ends", () => {
    const { service, tick, storage } = setUp();
    service.signIn(loginResponse({ tokenExpiryDate: at(minutes(120)) }));
    tick(minutes(30));
    expect(sessionDialogOf(service.actor.getSnapshot())).toBe("idlePrompt");
    tick(minutes(30) + 20_000);
    expect(storage.read().token).toBeNull();
    expect(service.lastEnd()?.reason).toBe("inactive");
  });

  it("keeps the first reason a session ended for, with the server's message", () => {
    const { service } = setUp();
    service.signIn(loginResponse({ tokenExpiryDate: at(minutes(15)) }));
    service.signOut("forced", "Your account was blocked.");
    service.signOut("tokenRejected");
    expect(service.lastEnd()).toEqual({ reason: "forced", message: "Your account was blocked." });
  });

  it("never wipes a session another tab signed in after this one signed out", () => {
    const { service, storage, tick } = setUp();
    service.signIn(loginResponse({ tokenExpiryDate: at(minutes(15)) }));
    service.signOut("signedOut");
    storage.saveSignIn(loginResponse({ token: "other-tab", tokenExpiryDate: at(minutes(15)) }));
    tick(20_000);
    expect(storage.read().token).toBe("other-tab");

    service.adoptStoredSession();
    expect(service.actor.getSnapshot().matches("signedIn")).toBe(true);
    expect(service.lastEnd()).toBeNull();
  });
});

import { sessionTiming } from "@rightsdesk/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { idleCountdownSeconds, nextTickDelay } from "./session-clock";
import { createSessionService, type SessionService } from "./session-service";
import { createSessionStorage } from "./session-storage";
import { loginResponse } from "./testing/login-response";
import { memoryStorage } from "./testing/memory-storage";
import { withStoredSessionSchemas } from "./testing/stored-session-schemas";

const start = Date.parse("2030-01-01T10:00:00.000Z");
const services: SessionService[] = [];
afterEach(() => {
  for (const service of services.splice(0)) service.stop();
});

function signedInFor(expiresInMs: number) {
  const service = createSessionService({
    storage: createSessionStorage(memoryStorage(), () => "visitor-1", withStoredSessionSchemas),
    timing: sessionTiming,
    refreshTokens: vi.fn(),
    now: () => start,
  });
  services.push(service);
  service.signIn(loginResponse({ tokenExpiryDate: new Date(start + expiresInMs).toISOString() }));
  return service;
}

describe("nextTickDelay", () => {
  it("checks every 20 s while nothing is due sooner", () => {
    const service = signedInFor(15 * 60_000);
    expect(nextTickDelay(service.actor.getSnapshot(), start)).toBe(20_000);
  });

  it("wakes up exactly when 'Session Expiring' becomes due, not up to 20 s late", () => {
    const service = signedInFor(70_000);
    expect(nextTickDelay(service.actor.getSnapshot(), start)).toBe(10_000);
  });

  it("wakes up when the idle timeout is reached", () => {
    const service = signedInFor(2 * 60 * 60_000);
    const now = start + 30 * 60_000 - 5_000;
    expect(nextTickDelay(service.actor.getSnapshot(), now)).toBe(5_000);
  });

  it("ticks every second while the idle prompt counts down", () => {
    const service = signedInFor(2 * 60 * 60_000);
    service.actor.send({ type: "TICK", now: start + 30 * 60_000 });
    const snapshot = service.actor.getSnapshot();
    expect(nextTickDelay(snapshot, start + 30 * 60_000)).toBe(1_000);
    expect(idleCountdownSeconds(snapshot)).toBe(20);
    service.actor.send({ type: "TICK", now: start + 30 * 60_000 + 7_500 });
    expect(idleCountdownSeconds(service.actor.getSnapshot())).toBe(13);
  });

  it("keeps ticking at the check interval while signed out", () => {
    const service = signedInFor(15 * 60_000);
    service.signOut("signedOut");
    expect(nextTickDelay(service.actor.getSnapshot(), start)).toBe(20_000);
  });

  it("never spins: a due time just passed still waits a moment", () => {
    const service = signedInFor(60_000 + 100);
    expect(nextTickDelay(service.actor.getSnapshot(), start)).toBe(250);
  });
});

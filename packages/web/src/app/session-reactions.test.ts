import { ApiError } from "@rightsdesk/api-client";
import { ErrorCodes, sessionTiming } from "@rightsdesk/domain";
import { createMemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSessionService, type SessionService } from "../lib/session-service";
import { createSessionStorage } from "../lib/session-storage";
import { loginResponse } from "../lib/testing/login-response";
import { memoryStorage } from "../lib/testing/memory-storage";
import { followSessionEnd, reactToApiError } from "./session-reactions";
import { withStoredSessionSchemas } from "../lib/testing/stored-session-schemas";

const start = Date.parse("2030-01-01T10:00:00.000Z");
const services: SessionService[] = [];
afterEach(() => {
  for (const service of services.splice(0)) service.stop();
});

async function setUp(at: string, expiresInMs = 15 * 60_000) {
  const storage = createSessionStorage(memoryStorage(), () => "visitor-1", withStoredSessionSchemas);
  const service = createSessionService({
    storage,
    timing: sessionTiming,
    refreshTokens: vi.fn(),
    now: () => start,
  });
  services.push(service);
  service.signIn(
    loginResponse({ token: "live-token", tokenExpiryDate: new Date(start + expiresInMs).toISOString() }),
  );
  const router = createMemoryRouter([{ path: "*", Component: () => null }], { initialEntries: [at] });
  await router.navigate(at);
  const queryClient = { clear: vi.fn() };
  const endServerSession = vi.fn(async () => undefined);
  followSessionEnd({ router, service, queryClient, onEnd: vi.fn(), endServerSession });
  const where = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { storage, service, router, queryClient, endServerSession, where };
}

describe("followSessionEnd", () => {
  it("sends a user whose session was ended to sign in, to come back to the same page", async () => {
    const { service, queryClient, where, router, endServerSession } = await setUp("/asset/3/crew");
    service.signOut("forced", "Your account was blocked.");
    await vi.waitFor(() => expect(where()).toBe("/login?returnTo=%2Fasset%2F3%2Fcrew"));
    expect(router.state.location.state).toEqual({ sessionEnded: true });
    await vi.waitFor(() => expect(queryClient.clear).toHaveBeenCalled());
    expect(endServerSession).not.toHaveBeenCalled();
  });

  it("does not ask to come back after a deliberate sign-out", async () => {
    const { service, where } = await setUp("/profile");
    service.signOut("signedOut");
    await vi.waitFor(() => expect(where()).toBe("/login"));
  });

  it("ends the server's session too when the idle countdown ran out", async () => {
    const { service, where, endServerSession } = await setUp("/dashboard", 2 * 60 * 60_000);
    service.actor.send({ type: "TICK", now: start + 30 * 60_000 });
    service.actor.send({ type: "TICK", now: start + 30 * 60_000 + 20_000 });
    await vi.waitFor(() => expect(where()).toBe("/login?returnTo=%2Fdashboard"));
    expect(endServerSession).toHaveBeenCalledWith("live-token");
  });

  it("leaves a public page where it is", async () => {
    const { service, where, queryClient } = await setUp("/reset-password");
    service.signOut("tokenRejected");
    await vi.waitFor(() => expect(queryClient.clear).toHaveBeenCalled());
    expect(where()).toBe("/reset-password");
  });
});

describe("reactToApiError", () => {
  it("sends a user whose password must change to the change-password prompt", async () => {
    const { service, storage, router, where } = await setUp("/dashboard");
    const error = new ApiError({
      code: ErrorCodes.PasswordChangeRequested,
      status: 403,
      message: "Change it.",
    });
    reactToApiError(router, service, error, "listUsers");
    await vi.waitFor(() => expect(where()).toBe("/profile?section=password"));
    expect(storage.read().passwordChangeRequired).toBe(true);
  });

  it("ends the session on ForceLogout, with the server's message for the sign-in page", async () => {
    const { service, router } = await setUp("/dashboard");
    const error = new ApiError({
      code: ErrorCodes.ForceLogout,
      status: 401,
      message: "Signed out elsewhere.",
    });
    reactToApiError(router, service, error, "getPermission");
    expect(service.lastEnd()).toEqual({ reason: "forced", message: "Signed out elsewhere." });
  });
});

import type { LoginResponse } from "@rightsdesk/domain";
import { describe, expect, it } from "vitest";
import { createSessionStorage, hasValidSession, sessionKeys, type KeyValueStorage } from "./session-storage";

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

const profile = {
  tenantId: 1,
  tenantName: "Rights Desk",
  roleName: "System Administrator",
  elevatedRoleName: "admin system",
  userTypeName: "PLATFORM USER",
  isDefault: true,
};

function signIn(profileIds: number[]): LoginResponse {
  return {
    userAuthInfo: {
      token: "access-1",
      refreshToken: "refresh-1",
      tokenExpiryDate: "2030-01-01T10:15:00.000Z",
      refreshTokenExpiryDate: "2030-01-08T10:00:00.000Z",
      userProfiles: profileIds.map((id) => ({ ...profile, id })),
    },
    userInfo: {
      userId: 7,
      userName: "ada",
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      tenantId: 1,
      isProviderClient: false,
    },
  };
}

describe("session storage", () => {
  it("keeps what sign-in returned under rightsdesk.* keys and reads it back", () => {
    const storage = memoryStorage();
    const session = createSessionStorage(storage, () => "visitor-1");
    session.saveSignIn(signIn([4]));

    expect([...storage.entries.keys()].every((key) => key.startsWith("rightsdesk."))).toBe(true);
    expect(session.read()).toEqual({
      token: "access-1",
      tokenExpiryDate: "2030-01-01T10:15:00.000Z",
      refreshToken: "refresh-1",
      refreshTokenExpiryDate: "2030-01-08T10:00:00.000Z",
      userInfo: signIn([4]).userInfo,
      userProfileId: 4,
    });
  });

  it("selects the user profile only when exactly one comes back", () => {
    const session = createSessionStorage(memoryStorage(), () => "visitor-1");
    session.saveSignIn(signIn([4, 5]));
    expect(session.read().userProfileId).toBeNull();
    session.saveSignIn(signIn([5]));
    expect(session.read().userProfileId).toBe(5);
  });

  it("creates the visitor id once and keeps it across sign-out", () => {
    let created = 0;
    const session = createSessionStorage(memoryStorage(), () => `visitor-${++created}`);
    expect(session.visitorId()).toBe("visitor-1");
    session.saveSignIn(signIn([4]));
    session.clear();
    expect(session.visitorId()).toBe("visitor-1");
    expect(created).toBe(1);
  });

  it("on a 401 forgets only the access token", () => {
    const session = createSessionStorage(memoryStorage(), () => "visitor-1");
    session.saveSignIn(signIn([4]));
    session.removeAccessToken();
    const stored = session.read();
    expect(stored.token).toBeNull();
    expect(stored.refreshToken).toBe("refresh-1");
    expect(stored.userInfo?.userName).toBe("ada");
  });

  it("signing out clears tokens, expiry, user and profile", () => {
    const storage = memoryStorage();
    const session = createSessionStorage(storage, () => "visitor-1");
    session.visitorId();
    session.saveSignIn(signIn([4]));
    session.clear();
    expect(session.read()).toEqual({
      token: null,
      tokenExpiryDate: null,
      refreshToken: null,
      refreshTokenExpiryDate: null,
      userInfo: null,
      userProfileId: null,
    });
    expect([...storage.entries.keys()]).toEqual([sessionKeys.visitorId]);
  });

  it("gives every request the token, selected profile and visitor id", () => {
    const session = createSessionStorage(memoryStorage(), () => "visitor-1");
    expect(session.requestContext()).toEqual({ token: null, userProfileId: null, visitorId: "visitor-1" });
    session.saveSignIn(signIn([4]));
    expect(session.requestContext()).toEqual({ token: "access-1", userProfileId: 4, visitorId: "visitor-1" });
  });

  it("treats a tampered user record or profile id as absent", () => {
    const session = createSessionStorage(
      memoryStorage({ [sessionKeys.userInfo]: "{not json", [sessionKeys.userProfileId]: "abc" }),
      () => "visitor-1",
    );
    expect(session.read().userInfo).toBeNull();
    expect(session.read().userProfileId).toBeNull();
  });
});

describe("hasValidSession", () => {
  const now = new Date("2030-01-01T10:00:00.000Z");

  it("holds while a token is stored and its expiry is ahead", () => {
    expect(hasValidSession({ token: "t", tokenExpiryDate: "2030-01-01T10:00:01.000Z" }, now)).toBe(true);
  });

  it("fails without a token, at or after expiry, or with an unreadable expiry", () => {
    expect(hasValidSession({ token: null, tokenExpiryDate: "2030-01-01T11:00:00.000Z" }, now)).toBe(false);
    expect(hasValidSession({ token: "t", tokenExpiryDate: "2030-01-01T10:00:00.000Z" }, now)).toBe(false);
    expect(hasValidSession({ token: "t", tokenExpiryDate: "soon" }, now)).toBe(false);
    expect(hasValidSession({ token: "t", tokenExpiryDate: null }, now)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { createSessionStorage, hasValidSession, sessionKeys } from "./session-storage";
import { loginResponse } from "./testing/login-response";
import { memoryStorage } from "./testing/memory-storage";
import { withStoredSessionSchemas } from "./testing/stored-session-schemas";

const signIn = (profileIds: number[]) => loginResponse({ profileIds });

describe("session storage", () => {
  it("keeps what sign-in returned under rightsdesk.* keys and reads it back", () => {
    const storage = memoryStorage();
    const session = createSessionStorage(storage, () => "visitor-1", withStoredSessionSchemas);
    session.saveSignIn(signIn([4]));

    expect([...storage.entries.keys()].every((key) => key.startsWith("rightsdesk."))).toBe(true);
    expect(session.read()).toEqual({
      token: "access-1",
      tokenExpiryDate: "2030-01-01T10:15:00.000Z",
      refreshToken: "refresh-1",
      refreshTokenExpiryDate: "2030-01-08T10:00:00.000Z",
      sessionToken: "session-1",
      userInfo: signIn([4]).userInfo,
      userProfiles: signIn([4]).userAuthInfo.userProfiles,
      userProfileId: null,
      passwordChangeRequired: false,
    });
  });

  it("leaves the choice of profile to the session, and forgets an old choice at sign-in", () => {
    const session = createSessionStorage(memoryStorage(), () => "visitor-1", withStoredSessionSchemas);
    session.saveSignIn(signIn([4, 5]));
    session.selectProfile(5);
    expect(session.read().userProfileId).toBe(5);
    session.saveSignIn(signIn([4, 5]));
    expect(session.read().userProfileId).toBeNull();
  });

  it("remembers that the password must be changed until told otherwise", () => {
    const session = createSessionStorage(memoryStorage(), () => "visitor-1", withStoredSessionSchemas);
    session.saveSignIn(loginResponse({ passwordChangeRequired: true }));
    expect(session.read().passwordChangeRequired).toBe(true);
    session.setPasswordChangeRequired(false);
    expect(session.read().passwordChangeRequired).toBe(false);
  });

  it("replaces the token pair on refresh and keeps the rest", () => {
    const session = createSessionStorage(memoryStorage(), () => "visitor-1", withStoredSessionSchemas);
    session.saveSignIn(signIn([4]));
    session.selectProfile(4);
    session.saveTokens({
      token: "access-2",
      refreshToken: "refresh-2",
      tokenExpiryDate: "2030-01-01T10:30:00.000Z",
      refreshTokenExpiryDate: "2030-01-08T10:15:00.000Z",
    });
    expect(session.read()).toMatchObject({
      token: "access-2",
      refreshToken: "refresh-2",
      tokenExpiryDate: "2030-01-01T10:30:00.000Z",
      sessionToken: "session-1",
      userProfileId: 4,
    });
  });

  it("creates the visitor id once and keeps it across sign-out", () => {
    let created = 0;
    const session = createSessionStorage(
      memoryStorage(),
      () => `visitor-${++created}`,
      withStoredSessionSchemas,
    );
    expect(session.visitorId()).toBe("visitor-1");
    session.saveSignIn(signIn([4]));
    session.clear();
    expect(session.visitorId()).toBe("visitor-1");
    expect(created).toBe(1);
  });

  it("on a 401 forgets only the access token", () => {
    const session = createSessionStorage(memoryStorage(), () => "visitor-1", withStoredSessionSchemas);
    session.saveSignIn(signIn([4]));
    session.removeAccessToken();
    const stored = session.read();
    expect(stored.token).toBeNull();
    expect(stored.refreshToken).toBe("refresh-1");
    expect(stored.userInfo?.userName).toBe("ada");
  });

  it("signing out clears tokens, expiry, user and profile, and keeps the visitor id", () => {
    const storage = memoryStorage();
    const session = createSessionStorage(storage, () => "visitor-1", withStoredSessionSchemas);
    session.visitorId();
    session.saveSignIn(signIn([4]));
    session.selectProfile(4);
    session.setPasswordChangeRequired(true);
    session.clear();
    expect(session.read()).toEqual({
      token: null,
      tokenExpiryDate: null,
      refreshToken: null,
      refreshTokenExpiryDate: null,
      sessionToken: null,
      userInfo: null,
      userProfiles: [],
      userProfileId: null,
      passwordChangeRequired: false,
    });
    expect([...storage.entries.keys()]).toEqual([sessionKeys.visitorId]);
  });

  it("gives every request the token, session token, selected profile and visitor id", () => {
    const session = createSessionStorage(memoryStorage(), () => "visitor-1", withStoredSessionSchemas);
    expect(session.requestContext()).toEqual({
      token: null,
      userProfileId: null,
      sessionToken: null,
      visitorId: "visitor-1",
    });
    session.saveSignIn(signIn([4]));
    session.selectProfile(4);
    expect(session.requestContext()).toEqual({
      token: "access-1",
      userProfileId: 4,
      sessionToken: "session-1",
      visitorId: "visitor-1",
    });
  });

  it("treats a tampered user record, profile list or profile id as absent", () => {
    const session = createSessionStorage(
      memoryStorage({
        [sessionKeys.userInfo]: "{not json",
        [sessionKeys.userProfiles]: '[{"id":"x"}]',
        [sessionKeys.userProfileId]: "abc",
      }),
      () => "visitor-1",
      withStoredSessionSchemas,
    );
    expect(session.read().userInfo).toBeNull();
    expect(session.read().userProfiles).toEqual([]);
    expect(session.read().userProfileId).toBeNull();
  });

  it("hands React the same snapshot until something changes, and tells subscribers", () => {
    const session = createSessionStorage(memoryStorage(), () => "visitor-1", withStoredSessionSchemas);
    const first = session.snapshot();
    expect(session.snapshot()).toBe(first);
    let calls = 0;
    const unsubscribe = session.subscribe(() => (calls += 1));
    session.saveSignIn(signIn([4]));
    expect(calls).toBe(1);
    expect(session.snapshot()).not.toBe(first);
    expect(session.snapshot().token).toBe("access-1");
    session.notifyExternalChange();
    expect(calls).toBe(2);
    unsubscribe();
    session.clear();
    expect(calls).toBe(2);
  });

  it("shares the time of the last activity through storage", () => {
    const storage = memoryStorage();
    const session = createSessionStorage(storage, () => "visitor-1", withStoredSessionSchemas);
    expect(session.lastActivityAt()).toBeNull();
    session.recordActivity(1_700_000_000_000);
    expect(createSessionStorage(storage, () => "visitor-2", withStoredSessionSchemas).lastActivityAt()).toBe(
      1_700_000_000_000,
    );
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

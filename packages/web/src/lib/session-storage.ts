import {
  isSessionValid,
  type LoginResponse,
  type TokenPair,
  type UserInfo,
  type UserProfileSummary,
} from "@rightsdesk/domain";
import type { RequestContext } from "@rightsdesk/api-client";
import type { z } from "zod";

/** Every browser-storage key the app uses; all share the `rightsdesk.` prefix. */
export const sessionKeys = {
  token: "rightsdesk.token",
  refreshToken: "rightsdesk.refreshToken",
  tokenExpiryDate: "rightsdesk.tokenExpiryDate",
  refreshTokenExpiryDate: "rightsdesk.refreshTokenExpiryDate",
  sessionToken: "rightsdesk.sessionToken",
  userInfo: "rightsdesk.userInfo",
  userProfiles: "rightsdesk.userProfiles",
  userProfileId: "rightsdesk.userProfileId",
  passwordChangeRequired: "rightsdesk.passwordChangeRequired",
  visitorId: "rightsdesk.visitorId",
  lastActivityAt: "rightsdesk.lastActivityAt",
} as const;

/** The keys that belong to one signed-in session; signing out removes exactly these. */
const signedInKeys = [
  sessionKeys.token,
  sessionKeys.tokenExpiryDate,
  sessionKeys.refreshToken,
  sessionKeys.refreshTokenExpiryDate,
  sessionKeys.sessionToken,
  sessionKeys.userInfo,
  sessionKeys.userProfiles,
  sessionKeys.userProfileId,
  sessionKeys.passwordChangeRequired,
] as const;

/** The part of the Web Storage API the session needs, so tests can pass a plain map. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface StoredSession {
  token: string | null;
  tokenExpiryDate: string | null;
  refreshToken: string | null;
  refreshTokenExpiryDate: string | null;
  /** Sent back as the session-token header; the server refuses a request naming another session. */
  sessionToken: string | null;
  userInfo: UserInfo | null;
  /** The profiles sign-in returned; the selected one must be among them. */
  userProfiles: UserProfileSummary[];
  userProfileId: number | null;
  /** An administrator set the password: nothing opens until the user changes it. */
  passwordChangeRequired: boolean;
}

export interface SessionStorage {
  read(): StoredSession;
  /**
   * The same record as `read()`, kept until something changes, so React can subscribe to it
   * (`useSyncExternalStore` needs a stable snapshot).
   */
  snapshot(): StoredSession;
  /** Called on every change made here, and by `notifyExternalChange` (another tab wrote). */
  subscribe(listener: () => void): () => void;
  notifyExternalChange(): void;
  /** Keeps what sign-in returned. Which profile is selected is the session machine's call. */
  saveSignIn(response: LoginResponse): void;
  /** A refreshed token pair replaces the old one; everything else stays. */
  saveTokens(tokens: TokenPair): void;
  selectProfile(profileId: number | null): void;
  /** The user's own record changed (name, e-mail). */
  saveUserInfo(userInfo: UserInfo): void;
  setPasswordChangeRequired(required: boolean): void;
  /** What an HTTP 401 does (spec 000 section 8): the access token goes, the rest stays. */
  removeAccessToken(): void;
  /** Signing out: tokens, their expiry, the user and the selected profile go; the visitor id stays. */
  clear(): void;
  /** The visitor id, created and stored the first time it is asked for. */
  visitorId(): string;
  /** The last time a tab of this browser saw the user do something (shared across tabs). */
  recordActivity(now: number): void;
  lastActivityAt(): number | null;
  /** The headers every request carries, read fresh each time. */
  requestContext(): RequestContext;
}

/** Spec 000 section 4: signed in while an access token is stored and its stored expiry is ahead. */
export function hasValidSession(
  stored: Pick<StoredSession, "token" | "tokenExpiryDate">,
  now: Date,
): boolean {
  return Boolean(stored.token) && isSessionValid(stored.tokenExpiryDate, now);
}

/**
 * The domain's schemas the stored user record and profiles are read with. The app loads them with
 * the API contract (lib/api-contract.ts), before anything reads a stored session; until then a
 * stored record reads as absent.
 */
export interface StoredSessionSchemas {
  userInfo: z.ZodType<UserInfo>;
  userProfiles: z.ZodType<UserProfileSummary[]>;
}

function readJson<T>(raw: string | null, schema: z.ZodType<T> | undefined): T | null {
  if (!raw || !schema) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function readPositiveInteger(raw: string | null): number | null {
  if (!raw) return null;
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function createSessionStorage(
  storage: KeyValueStorage,
  newVisitorId: () => string,
  schemas: () => StoredSessionSchemas | null,
): SessionStorage {
  const listeners = new Set<() => void>();
  let cached: StoredSession | null = null;

  const read = (): StoredSession => ({
    token: storage.getItem(sessionKeys.token),
    tokenExpiryDate: storage.getItem(sessionKeys.tokenExpiryDate),
    refreshToken: storage.getItem(sessionKeys.refreshToken),
    refreshTokenExpiryDate: storage.getItem(sessionKeys.refreshTokenExpiryDate),
    sessionToken: storage.getItem(sessionKeys.sessionToken),
    userInfo: readJson(storage.getItem(sessionKeys.userInfo), schemas()?.userInfo),
    userProfiles: readJson(storage.getItem(sessionKeys.userProfiles), schemas()?.userProfiles) ?? [],
    userProfileId: readPositiveInteger(storage.getItem(sessionKeys.userProfileId)),
    passwordChangeRequired: storage.getItem(sessionKeys.passwordChangeRequired) === "true",
  });

  const changed = () => {
    cached = null;
    for (const listener of listeners) listener();
  };

  const write = (entries: Record<string, string | null>) => {
    for (const [key, value] of Object.entries(entries)) {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    }
    changed();
  };

  const visitorId = (): string => {
    const existing = storage.getItem(sessionKeys.visitorId);
    if (existing) return existing;
    const created = newVisitorId();
    storage.setItem(sessionKeys.visitorId, created);
    return created;
  };

  return {
    read,
    snapshot() {
      cached ??= read();
      return cached;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notifyExternalChange: changed,
    visitorId,
    saveSignIn({ userAuthInfo, userInfo }) {
      write({
        [sessionKeys.token]: userAuthInfo.token,
        [sessionKeys.tokenExpiryDate]: userAuthInfo.tokenExpiryDate,
        [sessionKeys.refreshToken]: userAuthInfo.refreshToken,
        [sessionKeys.refreshTokenExpiryDate]: userAuthInfo.refreshTokenExpiryDate,
        [sessionKeys.sessionToken]: userAuthInfo.sessionToken,
        [sessionKeys.userInfo]: JSON.stringify(userInfo),
        [sessionKeys.userProfiles]: JSON.stringify(userAuthInfo.userProfiles),
        [sessionKeys.userProfileId]: null,
        [sessionKeys.passwordChangeRequired]: userAuthInfo.passwordChangeRequired ? "true" : null,
      });
    },
    saveTokens(tokens) {
      write({
        [sessionKeys.token]: tokens.token,
        [sessionKeys.tokenExpiryDate]: tokens.tokenExpiryDate,
        [sessionKeys.refreshToken]: tokens.refreshToken,
        [sessionKeys.refreshTokenExpiryDate]: tokens.refreshTokenExpiryDate,
      });
    },
    selectProfile(profileId) {
      write({ [sessionKeys.userProfileId]: profileId === null ? null : String(profileId) });
    },
    saveUserInfo(userInfo) {
      write({ [sessionKeys.userInfo]: JSON.stringify(userInfo) });
    },
    setPasswordChangeRequired(required) {
      write({ [sessionKeys.passwordChangeRequired]: required ? "true" : null });
    },
    removeAccessToken() {
      write({ [sessionKeys.token]: null });
    },
    clear() {
      write(Object.fromEntries(signedInKeys.map((key) => [key, null])));
    },
    recordActivity(now) {
      storage.setItem(sessionKeys.lastActivityAt, String(now));
    },
    lastActivityAt() {
      return readPositiveInteger(storage.getItem(sessionKeys.lastActivityAt));
    },
    requestContext() {
      const session = read();
      return {
        token: session.token,
        userProfileId: session.userProfileId,
        sessionToken: session.sessionToken,
        visitorId: visitorId(),
      };
    },
  };
}

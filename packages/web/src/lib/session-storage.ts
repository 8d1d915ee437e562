import { isSessionValid, UserInfoSchema, type LoginResponse, type UserInfo } from "@rightsdesk/domain";
import type { RequestContext } from "@rightsdesk/api-client";

/** Every browser-storage key the app uses; all share the `rightsdesk.` prefix. */
export const sessionKeys = {
  token: "rightsdesk.token",
  refreshToken: "rightsdesk.refreshToken",
  tokenExpiryDate: "rightsdesk.tokenExpiryDate",
  refreshTokenExpiryDate: "rightsdesk.refreshTokenExpiryDate",
  userInfo: "rightsdesk.userInfo",
  userProfileId: "rightsdesk.userProfileId",
  visitorId: "rightsdesk.visitorId",
} as const;

/** The part of the Web Storage API the session needs, so tests can pass a plain map. */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface StoredSession {
  token: string | null;
  tokenExpiryDate: string | null;
  refreshToken: string | null;
  refreshTokenExpiryDate: string | null;
  userInfo: UserInfo | null;
  userProfileId: number | null;
}

export interface SessionStorage {
  read(): StoredSession;
  /** Keeps what sign-in returned; selects the user profile when there is exactly one. */
  saveSignIn(response: LoginResponse): void;
  /** What an HTTP 401 does (spec 000 section 8): the access token goes, the rest stays. */
  removeAccessToken(): void;
  /** Signing out: tokens, their expiry, the user and the selected profile go; the visitor id stays. */
  clear(): void;
  /** The visitor id, created and stored the first time it is asked for. */
  visitorId(): string;
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

function readUserInfo(raw: string | null): UserInfo | null {
  if (!raw) return null;
  try {
    const parsed = UserInfoSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function readProfileId(raw: string | null): number | null {
  if (!raw) return null;
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function createSessionStorage(storage: KeyValueStorage, newVisitorId: () => string): SessionStorage {
  const read = (): StoredSession => ({
    token: storage.getItem(sessionKeys.token),
    tokenExpiryDate: storage.getItem(sessionKeys.tokenExpiryDate),
    refreshToken: storage.getItem(sessionKeys.refreshToken),
    refreshTokenExpiryDate: storage.getItem(sessionKeys.refreshTokenExpiryDate),
    userInfo: readUserInfo(storage.getItem(sessionKeys.userInfo)),
    userProfileId: readProfileId(storage.getItem(sessionKeys.userProfileId)),
  });

  const visitorId = (): string => {
    const existing = storage.getItem(sessionKeys.visitorId);
    if (existing) return existing;
    const created = newVisitorId();
    storage.setItem(sessionKeys.visitorId, created);
    return created;
  };

  return {
    read,
    visitorId,
    saveSignIn({ userAuthInfo, userInfo }) {
      storage.setItem(sessionKeys.token, userAuthInfo.token);
      storage.setItem(sessionKeys.tokenExpiryDate, userAuthInfo.tokenExpiryDate);
      storage.setItem(sessionKeys.refreshToken, userAuthInfo.refreshToken);
      storage.setItem(sessionKeys.refreshTokenExpiryDate, userAuthInfo.refreshTokenExpiryDate);
      storage.setItem(sessionKeys.userInfo, JSON.stringify(userInfo));
      const [onlyProfile, ...others] = userAuthInfo.userProfiles;
      if (onlyProfile && others.length === 0) {
        storage.setItem(sessionKeys.userProfileId, String(onlyProfile.id));
      } else {
        storage.removeItem(sessionKeys.userProfileId);
      }
    },
    removeAccessToken() {
      storage.removeItem(sessionKeys.token);
    },
    clear() {
      for (const key of [
        sessionKeys.token,
        sessionKeys.tokenExpiryDate,
        sessionKeys.refreshToken,
        sessionKeys.refreshTokenExpiryDate,
        sessionKeys.userInfo,
        sessionKeys.userProfileId,
      ]) {
        storage.removeItem(key);
      }
    },
    requestContext() {
      const session = read();
      return { token: session.token, userProfileId: session.userProfileId, visitorId: visitorId() };
    },
  };
}

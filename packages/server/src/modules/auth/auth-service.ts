import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import {
  AppError,
  ErrorCodes,
  isOpenBeforePasswordChange,
  requestHeaders,
  type Endpoint,
  type LoginRequest,
  type LoginResponse,
  type RefreshTokenResponse,
  type TokenPair,
} from "@rightsdesk/domain";
import { readAccessVersion, runForClient } from "../../db/client-scope.js";
import type { Db } from "../../db/database.js";
import type { Caller } from "../../http/handler.js";
import type { AccessGate } from "../../http/register-contract.js";
import { hasEndpointAccess } from "./endpoint-access.js";
import type { AuthRepository, UserRow } from "./auth-repository.js";
import { getDecoyHash, verifyPassword } from "./passwords.js";
import type { Attempt, SignInGuard } from "./sign-in-guard.js";
import { signInMessages } from "./sign-in-messages.js";
import { generateRefreshToken, hashRefreshToken, type AccessTokens } from "./tokens.js";
import { ownAccountEvent } from "./own-account-event.js";
import { RememberedCallers } from "./remembered-callers.js";

/**
 * How long after its use a refresh token that comes back is taken for a twin request of the same
 * client rather than for a stolen copy: refused, without ending the session the first request
 * carried on. A reuse after it ends the session (OAuth's refresh-token reuse detection).
 */
export const REFRESH_REUSE_GRACE_MS = 20_000;

function forceLogout(message: string): AppError {
  return new AppError(ErrorCodes.ForceLogout, message);
}

export interface AuthServiceOptions {
  refreshTokenTtlSeconds: number;
}

/** Sign-in, token rotation, sign-out, and the access gate every endpoint goes through. */
export class AuthService implements AccessGate {
  constructor(
    private readonly repository: AuthRepository,
    private readonly accessTokens: AccessTokens,
    private readonly guard: SignInGuard,
    private readonly options: AuthServiceOptions,
    /** The owner's connection, on which each request's client transaction opens. */
    private readonly ownerDb: Db,
    private readonly remembered = new RememberedCallers(),
  ) {}

  async login(credentials: LoginRequest, request: FastifyRequest, now: Date): Promise<LoginResponse> {
    const id = await this.guard.begin(credentials.userName, request, now);
    const user = await this.repository.findUserByUserName(credentials.userName);
    const attempt: Attempt = { id, userName: credentials.userName, request, now, user };
    const passwordMatches = await verifyPassword(
      user?.passwordHash ?? (await getDecoyHash()),
      credentials.password,
    );
    if (!user || !passwordMatches) {
      throw await this.guard.fail(
        attempt,
        user ? "wrong-password" : "unknown-user",
        signInMessages.wrongCredentials,
      );
    }
    if (user.status !== "ACTIVE") {
      await this.guard.note(attempt, "blocked");
      throw AppError.unauthorized(signInMessages.blocked);
    }
    if (user.mfaSecret) await this.guard.checkCode(user.mfaSecret, credentials.otp, { ...attempt, user });
    const profiles = await this.repository.listProfiles(user.id);
    const selected = profiles.find((profile) => profile.isDefault) ?? profiles[0];
    if (!selected) {
      await this.guard.note(attempt, "no-profile");
      throw new AppError(ErrorCodes.InvalidUserProfile, signInMessages.noProfile);
    }
    const sessionId = await this.startSession(attempt, user, selected.id);
    const tokens = await this.issueTokens(user.id, sessionId, selected.id, now);
    const tenant = await this.repository.findTenant(user.tenantId);
    return {
      userAuthInfo: {
        ...tokens,
        sessionToken: sessionId,
        userProfiles: profiles,
        passwordChangeRequired: user.mustChangePassword,
      },
      userInfo: {
        userId: user.id,
        userName: user.userName,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        tenantId: user.tenantId,
        isProviderClient: tenant?.isProvider ?? false,
      },
    };
  }

  /** Opens a session for a user who passed every check: recorded, stamped, audited. */
  private async startSession(attempt: Attempt, user: UserRow, profileId: number): Promise<string> {
    const { request, now } = attempt;
    const sessionId = randomUUID();
    await this.repository.createSession({
      id: sessionId,
      userId: user.id,
      userProfileId: profileId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.options.refreshTokenTtlSeconds * 1000),
      ipAddress: request.ip,
      userAgent: request.headers["user-agent"] ?? null,
    });
    await this.guard.note(attempt, "signed-in");
    await this.repository.recordSignIn(user.id, now);
    await this.repository.audit({
      ...ownAccountEvent(
        { userId: user.id, userName: user.userName },
        "sign-in",
        [{ field: "sessionId", from: null, to: sessionId }],
        request,
        now,
      ),
      clientId: user.tenantId,
    });
    request.log.info({ event: "sign-in", userId: user.id, sessionId }, "Signed in");
    return sessionId;
  }

  /**
   * Checks the signed-in user's password again (before changing it or turning off the
   * authenticator). A wrong one counts as a failed sign-in, so a stolen session cannot be used
   * to guess the password.
   */
  async confirmPassword(
    caller: Caller,
    password: string,
    request: FastifyRequest,
    now: Date,
  ): Promise<UserRow> {
    const id = await this.guard.begin(caller.userName, request, now);
    const user = await this.repository.findUserById(caller.userId);
    const attempt: Attempt = { id, userName: caller.userName, request, now, user };
    if (!user) {
      await this.guard.note(attempt, "blocked");
      throw forceLogout("This account can no longer sign in.");
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw await this.guard.fail(attempt, "wrong-password", signInMessages.wrongPassword);
    }
    await this.guard.note(attempt, "password-confirmed");
    return user;
  }

  /** Rotates the refresh token; presenting a used one ends its whole session. */
  async refresh(refreshToken: string, request: FastifyRequest, now: Date): Promise<RefreshTokenResponse> {
    const found = await this.repository.findRefreshToken(hashRefreshToken(refreshToken));
    if (!found) throw forceLogout("This refresh token is not valid. Please sign in again.");
    const { token, session } = found;
    if (session.revokedAt) throw forceLogout("This session has ended. Please sign in again.");
    if (token.usedAt || !(await this.repository.markRefreshTokenUsed(token.id, now))) {
      // Spent a moment ago (two tabs or two CLI runs refreshing at once, a retried call): the
      // other request won and its tokens carry on. Only a later reuse looks like a stolen token.
      const spentAt = token.usedAt ?? now;
      if (now.getTime() - spentAt.getTime() < REFRESH_REUSE_GRACE_MS) {
        request.log.info({ event: "refresh-token-raced", sessionId: session.id }, "Refresh token raced");
        throw forceLogout(
          "This refresh token was used a moment ago by another request of this session; use the tokens that request received.",
        );
      }
      await this.repository.revokeSession(session.id, "refresh token reused", now);
      request.log.warn({ event: "refresh-token-reused", sessionId: session.id }, "Refresh token reused");
      throw forceLogout(
        "This refresh token was already used, so the session was ended. Please sign in again.",
      );
    }
    if (token.expiresAt <= now || session.expiresAt <= now) {
      throw forceLogout("This session has expired. Please sign in again.");
    }
    const user = await this.repository.findUserById(session.userId);
    if (!user || user.status !== "ACTIVE") throw forceLogout("This account can no longer sign in.");
    return this.issueTokens(user.id, session.id, session.userProfileId, now);
  }

  async logout(caller: Caller, request: FastifyRequest, now: Date): Promise<void> {
    await this.repository.revokeSession(caller.sessionId, "signed out", now);
    await this.repository.audit(
      ownAccountEvent(
        caller,
        "sign-out",
        [{ field: "sessionId", from: caller.sessionId, to: null }],
        request,
        now,
      ),
    );
    request.log.info({ event: "sign-out", userId: caller.userId, sessionId: caller.sessionId }, "Signed out");
  }

  /**
   * The caller of a request, allowed to use `endpoint`. A caller this server remembers for the
   * session is answered without reading the database (its transaction checks it is still current,
   * see forClient); `fresh`, or a remembered caller the endpoint refuses, resolves it again.
   */
  async admit(request: FastifyRequest, endpoint: Endpoint, now: Date, fresh: boolean): Promise<Caller> {
    const claims = await this.claimsOf(request, now);
    const requestedProfileId = this.requestedProfileId(request);
    const key = RememberedCallers.keyOf(claims.sessionId, claims.userId, requestedProfileId);
    const remembered = fresh ? undefined : this.remembered.find(key, now);
    if (remembered !== undefined) {
      try {
        this.authorize(remembered, endpoint);
        return remembered;
      } catch {
        // Refused as remembered: the answer is given on what the database says now.
      }
    }
    this.remembered.forget(key);
    const version = await readAccessVersion(this.ownerDb);
    const { caller, sessionExpiresAt } = await this.resolveCaller(claims, requestedProfileId, now);
    this.authorize(caller, endpoint);
    this.remembered.remember(key, caller, version, sessionExpiresAt);
    // This request runs on what it just read; the next one checks the version it was read at.
    return { ...caller };
  }

  private async claimsOf(request: FastifyRequest, now: Date) {
    const header = request.headers[requestHeaders.authorization];
    const match = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw forceLogout("Sign in to continue.");
    const claims = await this.accessTokens.verify(match[1], now);
    if (!claims) throw forceLogout("Your session has expired or is not valid. Please sign in again.");
    const sessionHeader = String(request.headers[requestHeaders.sessionToken] ?? "").trim();
    if (sessionHeader !== "" && sessionHeader !== claims.sessionId) {
      throw new AppError(ErrorCodes.SessionMisMatch, signInMessages.sessionMismatch);
    }
    return claims;
  }

  private async resolveCaller(
    claims: { sessionId: string; userId: number; profileId: number | null },
    requestedProfileId: number | null,
    now: Date,
  ): Promise<{ caller: Caller; sessionExpiresAt: Date }> {
    const session = await this.repository.findSession(claims.sessionId);
    if (!session || session.userId !== claims.userId || session.revokedAt || session.expiresAt <= now) {
      throw forceLogout("Your session has ended. Please sign in again.");
    }
    const user = await this.repository.findUserById(claims.userId);
    if (!user || user.status !== "ACTIVE") throw forceLogout("This account can no longer sign in.");
    const profileId = requestedProfileId ?? session.userProfileId ?? claims.profileId;
    const permission = profileId === null ? undefined : await this.repository.loadPermission(user, profileId);
    if (!permission || profileId === null) {
      throw new AppError(ErrorCodes.InvalidUserProfile, "The selected profile does not belong to this user.");
    }
    const caller: Caller = {
      userId: user.id,
      userName: user.userName,
      sessionId: session.id,
      profileId,
      clientId: await this.actingClient(permission.selectedUserProfile.tenantId, session.actingTenantId),
      advertiserIds: await this.repository.advertiserNarrowing(permission),
      permission,
      mustChangePassword: user.mustChangePassword,
    };
    return { caller, sessionExpiresAt: session.expiresAt };
  }

  /**
   * The client a request acts for: the profile's own, unless the profile belongs to the provider's
   * own client and the session chose another client to act for.
   */
  private async actingClient(profileClientId: number, chosen: number | null): Promise<number> {
    if (chosen === null || chosen === profileClientId) return profileClientId;
    const own = await this.repository.findTenant(profileClientId);
    return own?.isProvider ? chosen : profileClientId;
  }

  /**
   * Runs a request for the client its caller acts for. For a remembered caller the transaction's
   * first statement compares the access version, and throws StaleAccessError when anything the
   * caller rests on changed since: the caller is then admitted afresh (`admit` with `fresh`).
   */
  forClient<T>(caller: Caller, work: () => Promise<T>): Promise<T> {
    const version = this.remembered.versionOf(caller);
    return runForClient(this.ownerDb, caller.clientId, work, caller.advertiserIds, version);
  }

  authorize(caller: Caller, endpoint: Endpoint): void {
    if (caller.mustChangePassword && !isOpenBeforePasswordChange(endpoint.name)) {
      throw new AppError(ErrorCodes.PasswordChangeRequested, signInMessages.passwordChangeRequired);
    }
    if (!hasEndpointAccess(caller.permission, endpoint.access)) throw AppError.unauthorized();
  }

  private requestedProfileId(request: FastifyRequest): number | null {
    const raw = request.headers[requestHeaders.userProfileId];
    if (typeof raw !== "string" || raw.trim() === "") return null;
    const id = Number(raw);
    if (!Number.isInteger(id) || id <= 0) {
      throw new AppError(ErrorCodes.InvalidUserProfile, `The user profile id "${raw}" is not valid.`);
    }
    return id;
  }

  private async issueTokens(
    userId: number,
    sessionId: string,
    profileId: number | null,
    now: Date,
  ): Promise<TokenPair> {
    const access = await this.accessTokens.issue({ userId, sessionId, profileId }, now);
    const refreshToken = generateRefreshToken();
    const refreshExpiresAt = new Date(now.getTime() + this.options.refreshTokenTtlSeconds * 1000);
    await this.repository.insertRefreshToken({
      sessionId,
      tokenHash: hashRefreshToken(refreshToken),
      createdAt: now,
      expiresAt: refreshExpiresAt,
    });
    return {
      token: access.token,
      refreshToken,
      tokenExpiryDate: access.expiresAt.toISOString(),
      refreshTokenExpiryDate: refreshExpiresAt.toISOString(),
    };
  }
}

export type { UserRow };

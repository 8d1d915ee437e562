import { randomUUID } from "node:crypto";
import type { FastifyRequest } from "fastify";
import {
  AppError,
  ErrorCodes,
  requestHeaders,
  type Endpoint,
  type LoginRequest,
  type LoginResponse,
  type RefreshTokenResponse,
  type TokenPair,
} from "@rightsdesk/domain";
import type { Caller } from "../../http/handler.js";
import type { AccessGate } from "../../http/register-contract.js";
import { hasEndpointAccess } from "./endpoint-access.js";
import type { AuthRepository, UserRow } from "./auth-repository.js";
import { getDecoyHash, verifyPassword } from "./passwords.js";
import { generateRefreshToken, hashRefreshToken, type AccessTokens } from "./tokens.js";

const WRONG_CREDENTIALS = "The user name or password is incorrect.";

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
    private readonly options: AuthServiceOptions,
  ) {}

  async login(credentials: LoginRequest, request: FastifyRequest, now: Date): Promise<LoginResponse> {
    const user = await this.repository.findUserByUserName(credentials.userName);
    const passwordMatches = await verifyPassword(
      user?.passwordHash ?? (await getDecoyHash()),
      credentials.password,
    );
    if (!user || !passwordMatches) {
      request.log.warn({ event: "sign-in-failed", userName: credentials.userName }, "Sign-in refused");
      throw AppError.unauthorized(WRONG_CREDENTIALS);
    }
    if (user.status !== "ACTIVE") {
      throw AppError.unauthorized("This account is blocked. Ask your administrator to unblock it.");
    }
    const profiles = await this.repository.listProfiles(user.id);
    const selected = profiles.find((profile) => profile.isDefault) ?? profiles[0];
    if (!selected) {
      throw new AppError(
        ErrorCodes.InvalidUserProfile,
        "This account has no profile. Ask your administrator.",
      );
    }
    const tenant = await this.repository.findTenant(user.tenantId);
    const sessionId = randomUUID();
    await this.repository.createSession({
      id: sessionId,
      userId: user.id,
      userProfileId: selected.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + this.options.refreshTokenTtlSeconds * 1000),
      ipAddress: request.ip,
      userAgent: request.headers["user-agent"] ?? null,
    });
    const tokens = await this.issueTokens(user.id, sessionId, selected.id, now);
    request.log.info({ event: "sign-in", userId: user.id, sessionId }, "Signed in");
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

  /** Rotates the refresh token; presenting a used one ends its whole session. */
  async refresh(refreshToken: string, request: FastifyRequest, now: Date): Promise<RefreshTokenResponse> {
    const found = await this.repository.findRefreshToken(hashRefreshToken(refreshToken));
    if (!found) throw forceLogout("This refresh token is not valid. Please sign in again.");
    const { token, session } = found;
    if (session.revokedAt) throw forceLogout("This session has ended. Please sign in again.");
    if (token.usedAt || !(await this.repository.markRefreshTokenUsed(token.id, now))) {
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
    request.log.info({ event: "sign-out", userId: caller.userId, sessionId: caller.sessionId }, "Signed out");
  }

  async authenticate(request: FastifyRequest, now: Date): Promise<Caller> {
    const header = request.headers[requestHeaders.authorization];
    const match = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header) : null;
    if (!match?.[1]) throw forceLogout("Sign in to continue.");
    const claims = await this.accessTokens.verify(match[1], now);
    if (!claims) throw forceLogout("Your session has expired or is not valid. Please sign in again.");
    const session = await this.repository.findSession(claims.sessionId);
    if (!session || session.userId !== claims.userId || session.revokedAt || session.expiresAt <= now) {
      throw forceLogout("Your session has ended. Please sign in again.");
    }
    const user = await this.repository.findUserById(claims.userId);
    if (!user || user.status !== "ACTIVE") throw forceLogout("This account can no longer sign in.");
    const profileId = this.requestedProfileId(request) ?? session.userProfileId ?? claims.profileId;
    const permission = profileId === null ? undefined : await this.repository.loadPermission(user, profileId);
    if (!permission || profileId === null) {
      throw new AppError(ErrorCodes.InvalidUserProfile, "The selected profile does not belong to this user.");
    }
    return { userId: user.id, userName: user.userName, sessionId: session.id, profileId, permission };
  }

  authorize(caller: Caller, endpoint: Endpoint): void {
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

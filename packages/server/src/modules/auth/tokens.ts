import { createHash, randomBytes } from "node:crypto";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";

export interface AccessClaims {
  userId: number;
  sessionId: string;
  profileId: number | null;
}

export interface IssuedAccessToken {
  token: string;
  expiresAt: Date;
}

const ISSUER = "rightsdesk";

/** Verified tokens remembered at most; past it the oldest goes first. */
const MAX_VERIFIED = 10_000;

interface Verified {
  readonly claims: AccessClaims;
  readonly expiresAtSeconds: number;
}

/** Signs and verifies short-lived access tokens (HS256) with the server's secret. */
export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens this server has verified, with their claims, until they expire. A token's signature
   * and claims never change, so a token verified once needs only its expiry checked again; what
   * revokes access (sign-out, a block, a role change) is the session's and the caller's, checked
   * on every call all the same.
   */
  private readonly verified = new Map<string, Verified>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
    private readonly capacity = MAX_VERIFIED,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(claims: AccessClaims, now: Date): Promise<IssuedAccessToken> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAtSeconds = issuedAt + this.ttlSeconds;
    const token = await new SignJWT({ sid: claims.sessionId, pid: claims.profileId })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAtSeconds)
      .sign(this.key);
    return { token, expiresAt: new Date(expiresAtSeconds * 1000) };
  }

  /** The token's claims, or null when it is malformed, forged or expired at `now`. */
  async verify(token: string, now: Date): Promise<AccessClaims | null> {
    // As jose counts: a token has expired from the second its `exp` names.
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const known = this.verified.get(token);
    if (known !== undefined) {
      if (known.expiresAtSeconds > nowSeconds) return known.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ["HS256"],
        currentDate: now,
        requiredClaims: ["exp"],
      });
      const userId = Number(payload.sub);
      const sessionId = payload["sid"];
      const profileId = payload["pid"];
      if (!Number.isInteger(userId) || typeof sessionId !== "string") return null;
      const claims = { userId, sessionId, profileId: typeof profileId === "number" ? profileId : null };
      this.remember(token, { claims, expiresAtSeconds: payload.exp ?? nowSeconds });
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }

  private remember(token: string, verified: Verified): void {
    if (this.verified.size >= this.capacity) {
      const oldest = this.verified.keys().next();
      if (oldest.done !== true) this.verified.delete(oldest.value);
    }
    this.verified.set(token, verified);
  }
}

/** Opaque refresh tokens: 256 random bits; only their SHA-256 is stored. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

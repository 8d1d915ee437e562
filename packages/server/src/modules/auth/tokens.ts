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

/** Signs and verifies short-lived access tokens (HS256) with the server's secret. */
export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
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
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ["HS256"],
        currentDate: now,
      });
      const userId = Number(payload.sub);
      const sessionId = payload["sid"];
      const profileId = payload["pid"];
      if (!Number.isInteger(userId) || typeof sessionId !== "string") return null;
      return { userId, sessionId, profileId: typeof profileId === "number" ? profileId : null };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }
}

/** Opaque refresh tokens: 256 random bits; only their SHA-256 is stored. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

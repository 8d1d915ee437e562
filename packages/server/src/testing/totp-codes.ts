import { Secret, TOTP } from "otpauth";

/** The code an authenticator app shows at `at` for a base32 secret. */
export function totpCode(secret: string, at: Date): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
}

/** A 6-digit code that the secret shows neither at `at` nor one step before or after it. */
export function wrongTotpCode(secret: string, at: Date): string {
  const near = new Set(
    [-30_000, 0, 30_000].map((offset) => totpCode(secret, new Date(at.getTime() + offset))),
  );
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, "0");
    if (!near.has(code)) return code;
  }
}

import { Secret, TOTP } from "otpauth";

/** Authenticator codes: RFC 6238 TOTP, SHA-1, 6 digits, 30-second steps (what every app speaks). */
const PERIOD_SECONDS = 30;
const ISSUER = "Rights Desk";

function totpFor(secret: string, userName: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label: userName,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });
}

/** A new random secret (160 bits), base32 as authenticator apps expect it. */
export function generateTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from a QR code. */
export function totpUrl(secret: string, userName: string): string {
  return totpFor(secret, userName).toString();
}

/**
 * The time step a code belongs to, accepting the step before and after `now` (clock drift),
 * or null when the code matches none of them.
 */
export function matchTotpStep(secret: string, code: string, now: Date): number | null {
  const totp = totpFor(secret, "");
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return totp.counter({ timestamp: now.getTime() }) + delta;
}

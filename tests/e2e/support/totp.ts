import { TOTP } from "otpauth";

const period = 30;
const usedSteps = new Set<string>();

/**
 * A code of the authenticator set up with `secret`, as the user's app would show it. A server
 * refuses a code it has already accepted, so a step used once is waited out.
 */
export async function nextTotpCode(secret: string): Promise<string> {
  const totp = new TOTP({ secret, digits: 6, period, algorithm: "SHA1" });
  for (;;) {
    const step = Math.floor(Date.now() / 1000 / period);
    const key = `${secret}:${step}`;
    if (!usedSteps.has(key)) {
      usedSteps.add(key);
      return totp.generate();
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

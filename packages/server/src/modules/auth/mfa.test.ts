import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { MfaSetupResponseSchema, MfaStatusSchema } from "@rightsdesk/domain";
import { auditLog, signInAttempts } from "../../db/schema.js";
import { expectErrorResponse, type AppResponse } from "../../testing/admin-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { useTestApp } from "../../testing/use-test-app.js";
import { TEST_ADMIN_PASSWORD, testDatabaseKind } from "../../testing/test-database.js";
import { totpCode, wrongTotpCode } from "../../testing/totp-codes.js";

let t: TestApp;
/** Five seconds into a 30-second step, so a step boundary is never crossed by accident. */
const start = new Date(Date.UTC(2031, 4, 6, 9, 0, 5));
const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

useTestApp(
  () => createTestApp(),
  (app) => (t = app),
  { now: start },
);

function login(otp?: string) {
  return t.call({
    method: "POST",
    path: "/User/Login",
    body: { userName: "sysadmin", password: TEST_ADMIN_PASSWORD, ...(otp === undefined ? {} : { otp }) },
  });
}

const expectError = (response: AppResponse, status: number, errorCode: number) =>
  expectErrorResponse(response, status, { errorCode });

/** Confirms the authenticator being set up with a code from it. */
const validateCode = (token: string, code: string) =>
  t.call({ method: "POST", path: "/User/OneTimePassword/Session/Validate", token, body: { code } });

/** Enrols sysadmin's authenticator at `start`; answers its secret. */
async function enrol(token: string): Promise<string> {
  const setup = await t.call({
    method: "POST",
    path: "/User/OneTimePassword/Session/Setup",
    token,
    body: {},
  });
  expect(setup.statusCode).toBe(200);
  const { secret } = MfaSetupResponseSchema.parse(setup.json());
  const enabled = await validateCode(token, totpCode(secret, start));
  expect(enabled.json()).toEqual({ enabled: true });
  return secret;
}

describe(`authenticator codes on ${testDatabaseKind()}`, () => {
  it("enrols: a pending secret with its otpauth URL, confirmed by a code, refused with a wrong one", async () => {
    const { token } = await t.signIn();
    const status = await t.call({ method: "GET", path: "/User/OneTimePassword/Session/Status", token });
    expect(MfaStatusSchema.parse(status.json())).toEqual({ enabled: false });

    const setup = await t.call({
      method: "POST",
      path: "/User/OneTimePassword/Session/Setup",
      token,
      body: {},
    });
    const { secret, otpauthUrl } = MfaSetupResponseSchema.parse(setup.json());
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe("/Rights Desk:sysadmin");
    expect(url.searchParams.get("issuer")).toBe("Rights Desk");
    expect(url.searchParams.get("secret")).toBe(secret);

    const wrong = await validateCode(token, wrongTotpCode(secret, start));
    const body = expectError(wrong, 400, 3);
    expect(body.errors?.map((error) => error.field)).toEqual(["code"]);
    // Not active until confirmed: sign-in asks for no code yet.
    expect((await login()).statusCode).toBe(200);

    const right = await validateCode(token, totpCode(secret, start));
    expect(right.json()).toEqual({ enabled: true });
    const after = await t.call({ method: "GET", path: "/User/OneTimePassword/Session/Status", token });
    expect(after.json()).toEqual({ enabled: true });
    const again = await t.call({
      method: "POST",
      path: "/User/OneTimePassword/Session/Setup",
      token,
      body: {},
    });
    expectError(again, 400, 3);
  });

  it("asks for the code, refuses a wrong or replayed one, accepts one step of drift", async () => {
    const secret = await enrol((await t.signIn()).token);

    const missing = expectError(await login(), 401, 11);
    expect(missing).toMatchObject({
      errorType: "MFARequired",
      message: "Enter the 6-digit code from your authenticator app.",
    });
    const wrong = expectError(await login(wrongTotpCode(secret, start)), 403, 6);
    expect(wrong.message).toBe("The code is not valid.");
    // The code that confirmed the enrolment was used up with it.
    expect(expectError(await login(totpCode(secret, start)), 403, 6).message).toMatch(/already used/);

    t.setNow(later(30));
    const code = totpCode(secret, later(30));
    expect((await login(code)).statusCode).toBe(200);
    expect(expectError(await login(code), 403, 6).message).toMatch(/already used/);

    t.setNow(later(60));
    expect((await login(totpCode(secret, later(90)))).statusCode).toBe(200);
    t.setNow(later(120));
    expect(expectError(await login(totpCode(secret, later(180))), 403, 6).message).toBe(
      "The code is not valid.",
    );

    const attempts = await t.database.db
      .select({ outcome: signInAttempts.outcome })
      .from(signInAttempts)
      .where(eq(signInAttempts.userName, "sysadmin"));
    const outcomes = attempts.map((attempt) => attempt.outcome);
    expect(outcomes.filter((outcome) => outcome === "wrong-code")).toHaveLength(2);
    expect(outcomes.filter((outcome) => outcome === "code-replayed")).toHaveLength(2);
  });

  it("turns off only with the password; sign-in then asks for no code", async () => {
    const { token } = await t.signIn();
    await enrol(token);
    const wrong = await t.call({
      method: "POST",
      path: "/User/OneTimePassword/Session/Disable",
      token,
      body: { password: "not-the-password" },
    });
    expect(expectError(wrong, 403, 6).message).toBe("The password is incorrect.");
    const right = await t.call({
      method: "POST",
      path: "/User/OneTimePassword/Session/Disable",
      token,
      body: { password: TEST_ADMIN_PASSWORD },
    });
    expect(right.json()).toEqual({ enabled: false });
    expect((await login()).statusCode).toBe(200);

    const audited = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "user"), eq(auditLog.actorUserName, "sysadmin")));
    expect(audited.map((row) => row.action)).toEqual(expect.arrayContaining(["mfa.enable", "mfa.disable"]));
  });
});

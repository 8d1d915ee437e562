import { afterEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { auditLog, signInAttempts, users } from "../../db/schema.js";
import { expectErrorResponse, type AppResponse } from "../../testing/admin-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { TEST_ADMIN_PASSWORD, testDatabaseKind } from "../../testing/test-database.js";
import { totpCode, wrongTotpCode } from "../../testing/totp-codes.js";

let t: TestApp;
const start = new Date(Date.UTC(2031, 4, 6, 9, 0, 5));
const minutesLater = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const WRONG = "The user name or password is incorrect.";
const USER_LOCKED = /^Too many failed sign-ins for this user name\. Try again in (\d+ minutes?)/;

// The tests stand behind a proxy that names each client in X-Forwarded-For.
async function open(env: Record<string, string> = {}) {
  t = await createTestApp({ RIGHTSDESK_TRUST_PROXY: "true", ...env });
  t.setNow(start);
}
afterEach(async () => {
  await t.close();
});

function login(password: string, options: { userName?: string; ip?: string; otp?: string } = {}) {
  return t.call({
    method: "POST",
    path: "/User/Login",
    body: {
      userName: options.userName ?? "sysadmin",
      password,
      ...(options.otp ? { otp: options.otp } : {}),
    },
    headers: { "x-forwarded-for": options.ip ?? "203.0.113.7" },
  });
}

async function refusal(response: AppResponse): Promise<string> {
  return expectErrorResponse(response, 403, { errorType: "Unauthorized" }).message;
}

describe(`failed sign-ins on ${testDatabaseKind()}`, () => {
  it("ignores X-Forwarded-For unless the server is told it stands behind a proxy", async () => {
    await open({ RIGHTSDESK_TRUST_PROXY: "false" });
    await login("wrong-password", { ip: "198.51.100.99" });
    const attempts = await t.database.db.select().from(signInAttempts);
    expect(attempts.map((attempt) => attempt.ipAddress)).not.toContain("198.51.100.99");
  });

  it("checks no more passwords than the limit when a burst of guesses arrives at once", async () => {
    await open();
    const messages = await Promise.all(
      Array.from({ length: 12 }, async () => refusal(await login("wrong-password"))),
    );
    // Guesses checked while others were under way may already hear of the lock they add up to.
    for (const message of messages) expect(message === WRONG || USER_LOCKED.test(message)).toBe(true);
    const outcomes = (
      await t.database.db.select({ outcome: signInAttempts.outcome }).from(signInAttempts)
    ).map((row) => row.outcome);
    expect(outcomes.filter((outcome) => outcome === "wrong-password")).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === "locked-out")).toHaveLength(7);
    expect(await refusal(await login(TEST_ADMIN_PASSWORD))).toMatch(USER_LOCKED);
  });

  it("locks the user name at the fifth failure; the right password works once the lock ends", async () => {
    await open();
    const messages: string[] = [];
    for (let i = 0; i < 10; i += 1) messages.push(await refusal(await login("wrong-password")));
    expect(messages.slice(0, 4)).toEqual(Array(4).fill(WRONG));
    for (const message of messages.slice(4)) expect(message).toMatch(USER_LOCKED);
    expect(USER_LOCKED.exec(messages[4] ?? "")?.[1]).toBe("15 minutes");

    expect(await refusal(await login(TEST_ADMIN_PASSWORD))).toMatch(USER_LOCKED);
    t.setNow(minutesLater(14.5));
    expect(USER_LOCKED.exec(await refusal(await login(TEST_ADMIN_PASSWORD)))?.[1]).toBe("1 minute");
    t.setNow(minutesLater(15));
    expect((await login(TEST_ADMIN_PASSWORD)).statusCode).toBe(200);

    const outcomes = (
      await t.database.db.select({ outcome: signInAttempts.outcome }).from(signInAttempts)
    ).map((row) => row.outcome);
    expect(outcomes.filter((outcome) => outcome === "wrong-password")).toHaveLength(5);
    expect(outcomes.filter((outcome) => outcome === "locked-out")).toHaveLength(7);
    expect(outcomes.filter((outcome) => outcome === "signed-in")).toHaveLength(1);
    const actions = (
      await t.database.db.select({ action: auditLog.action }).from(auditLog).orderBy(auditLog.id)
    ).map((row) => row.action);
    expect(actions).toEqual(["sign-in.lock", "sign-in"]);
    const [root] = await t.database.db.select().from(users).where(eq(users.userName, "sysadmin"));
    expect(root?.lastSignInAt?.toISOString()).toBe(minutesLater(15).toISOString());
  });

  it("doubles the lock when failures go on after it, and forgets them after a success", async () => {
    await open();
    for (let i = 0; i < 5; i += 1) await login("wrong-password");
    t.setNow(minutesLater(15));
    for (let i = 0; i < 4; i += 1) expect(await refusal(await login("wrong-password"))).toBe(WRONG);
    expect(USER_LOCKED.exec(await refusal(await login("wrong-password")))?.[1]).toBe("30 minutes");
    t.setNow(minutesLater(45));
    expect((await login(TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) expect(await refusal(await login("wrong-password"))).toBe(WRONG);
    expect((await login(TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it("locks an unknown user name just like a real one, and leaves other names alone", async () => {
    await open();
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) messages.push(await refusal(await login("x", { userName: "Nobody" })));
    expect(messages[3]).toBe(WRONG);
    expect(messages[4]).toMatch(USER_LOCKED);
    expect(await refusal(await login("x", { userName: "nobody" }))).toMatch(USER_LOCKED);
    expect((await login(TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it("locks a client address after more failures, across user names, and only that address", async () => {
    await open({ RIGHTSDESK_SIGNIN_ADDRESS_MAX_FAILURES: "8" });
    for (let i = 0; i < 7; i += 1) {
      expect(await refusal(await login("x", { userName: `guess-${i}` }))).toBe(WRONG);
    }
    const locked = await refusal(await login("x", { userName: "guess-7" }));
    expect(locked).toMatch(/^Too many failed sign-ins from your network address\. Try again in 15 minutes/);
    expect(await refusal(await login(TEST_ADMIN_PASSWORD))).toMatch(/from your network address/);
    expect((await login(TEST_ADMIN_PASSWORD, { ip: "198.51.100.20" })).statusCode).toBe(200);
    const lock = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "sign-in.lock"));
    expect(lock[0]).toMatchObject({ entityType: "address", entityId: "203.0.113.7" });
  });

  it("counts wrong authenticator codes as failures", async () => {
    await open();
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    await t.database.db.update(users).set({ mfaSecret: secret }).where(eq(users.userName, "sysadmin"));
    const wrong = wrongTotpCode(secret, start);
    for (let i = 0; i < 4; i += 1) {
      expect(await refusal(await login(TEST_ADMIN_PASSWORD, { otp: wrong }))).toBe("The code is not valid.");
    }
    expect(await refusal(await login(TEST_ADMIN_PASSWORD, { otp: wrong }))).toMatch(USER_LOCKED);
    expect(await refusal(await login(TEST_ADMIN_PASSWORD, { otp: totpCode(secret, start) }))).toMatch(
      USER_LOCKED,
    );
  });
});

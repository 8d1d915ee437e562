import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorBodySchema, ResetTokenUserSchema } from "@rightsdesk/domain";
import { auditLog, passwordResetTokens } from "../../db/schema.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { readOutbox, type OutboxMail } from "../../testing/outbox.js";
import { TEST_USER_PASSWORD, createTestUser } from "../../testing/test-users.js";

let t: TestApp;
let outbox: string;
const start = new Date(Date.UTC(2031, 4, 6, 9, 0, 0));
const minutesLater = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const NEW_PASSWORD = "Brand-new-secret-7";
const INVALID_LINK = "This reset link is not valid or has expired.";

beforeEach(async () => {
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "rightsdesk-outbox-test-"));
  t = await createTestApp({
    RIGHTSDESK_OUTBOX_DIR: outbox,
    RIGHTSDESK_PUBLIC_URL: "https://rights.example.com/",
  });
  t.setNow(start);
  await createTestUser(t.database.db, { userName: "jane", email: "Jane.Doe@Example.com" });
});
afterEach(async () => {
  await t.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

/** Waits until the outbox holds `count` mails (they are written in the background), then answers them. */
async function waitForMails(count: number): Promise<OutboxMail[]> {
  return vi.waitFor(
    async () => {
      const found = await readOutbox(outbox);
      if (found.length < count) throw new Error(`${found.length} of ${count} mails so far`);
      return found;
    },
    { timeout: 5000, interval: 20 },
  );
}

function tokenOf(mail: OutboxMail | undefined): string {
  const match = /https:\/\/rights\.example\.com\/#\/reset-new-password\?token=([A-Za-z0-9_-]+)/.exec(
    mail?.text ?? "",
  );
  if (!match?.[1]) throw new Error(`No reset link in:\n${mail?.text ?? "(no mail)"}`);
  return match[1];
}

/** Asks for a reset link, then waits for the link to be written and mailed (after the answer). */
async function askReset(userNameOrEmail: string) {
  const answer = await t.call({
    method: "POST",
    path: "/User/SendResetPasswordNotification",
    body: { userNameOrEmail },
  });
  await t.settle();
  return answer;
}
const lookUp = (token: string) =>
  t.call({ method: "POST", path: "/User/GetUserByResetToken", body: { token } });
const reset = (token: string, newPassword = NEW_PASSWORD) =>
  t.call({ method: "POST", path: "/User/ResetPassword", body: { token, newPassword } });
const resetTokenCount = async () => (await t.database.db.select().from(passwordResetTokens)).length;

function expectInvalidLink(response: { statusCode: number; json(): unknown }) {
  expect(response.statusCode).toBe(404);
  expect(ErrorBodySchema.parse(response.json())).toMatchObject({ errorCode: 2, message: INVALID_LINK });
}

describe(`password reset on ${testDatabaseKind()}`, () => {
  it("mails a one-time link; the new password works and every earlier session ends", async () => {
    const session = await t.signIn("jane", TEST_USER_PASSWORD);
    const asked = await askReset("jane.doe@EXAMPLE.com");
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ done: true });

    const [mail] = await waitForMails(1);
    // The address as the user typed it; mail domains are case-insensitive, so the domain's case may go.
    expect(mail?.to.toLowerCase()).toBe("jane.doe@example.com");
    expect(mail?.to).toMatch(/^Jane\.Doe@/);
    expect(mail?.from).toBe('"Rights Desk" <no-reply@localhost>');
    expect(mail?.subject).toBe("Reset your Rights Desk password");
    expect(mail?.date).toBe(start.toISOString());
    expect(mail?.text).toContain("within 30 minutes");
    const token = tokenOf(mail);
    const [stored] = await t.database.db.select().from(passwordResetTokens);
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);

    const user = ResetTokenUserSchema.parse((await lookUp(token)).json());
    expect(user).toEqual({ userName: "jane", firstName: "Test", expiresAt: minutesLater(30).toISOString() });

    const weak = await reset(token, "short");
    expect(ErrorBodySchema.parse(weak.json()).errors?.[0]?.field).toBe("newPassword");
    expect((await reset(token)).json()).toEqual({ done: true });

    expect(
      (await t.call({ method: "GET", path: "/User/GetPermission", token: session.token })).statusCode,
    ).toBe(401);
    await expect(t.signIn("jane", TEST_USER_PASSWORD)).rejects.toThrow(/403/);
    await t.signIn("jane", NEW_PASSWORD);
    expectInvalidLink(await reset(token, "Yet-another-pass-8"));
    expectInvalidLink(await lookUp(token));
    const actions = (await t.database.db.select().from(auditLog).orderBy(auditLog.id)).map(
      (row) => row.action,
    );
    expect(actions).toEqual(expect.arrayContaining(["password.reset-request", "password.reset"]));
  });

  it("answers the same for an unknown user and sends nothing", async () => {
    const asked = await askReset("nobody@example.com");
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ done: true });
    // A mail is only ever posted with a reset code, and none was made.
    expect(await resetTokenCount()).toBe(0);
    expect(await readOutbox(outbox)).toEqual([]);
  });

  it("refuses an expired link, a made-up one, and every link but the newest", async () => {
    await askReset("jane");
    t.setNow(minutesLater(1)); // outbox files are named by the mail's time: first, then second
    await askReset("JANE");
    const [first, second] = await waitForMails(2);
    expectInvalidLink(await lookUp(tokenOf(first)));
    expect((await lookUp(tokenOf(second))).statusCode).toBe(200);
    expectInvalidLink(await lookUp("made-up-token"));
    t.setNow(minutesLater(31));
    expectInvalidLink(await lookUp(tokenOf(second)));
    expectInvalidLink(await reset(tokenOf(second)));
  });

  it("sends at most three reset mails an hour to one user", async () => {
    for (let i = 0; i < 5; i += 1) expect((await askReset("jane")).json()).toEqual({ done: true });
    expect(await resetTokenCount()).toBe(3);
    t.setNow(minutesLater(61));
    await askReset("jane");
    expect(await resetTokenCount()).toBe(4);
    await waitForMails(4);
  });

  it("lifts a sign-in lock on the user name: the mailbox proved who it is", async () => {
    for (let i = 0; i < 5; i += 1) {
      await t.call({ method: "POST", path: "/User/Login", body: { userName: "jane", password: "guess" } });
    }
    await expect(t.signIn("jane", TEST_USER_PASSWORD)).rejects.toThrow(/Too many failed sign-ins/);
    await askReset("jane");
    const [mail] = await waitForMails(1);
    await reset(tokenOf(mail));
    await t.signIn("jane", NEW_PASSWORD);
  });
});

import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { LoginResponseSchema, UserPermissionSchema } from "@rightsdesk/domain";
import { auditLog, users } from "../../db/schema.js";
import { expectErrorResponse, type AppResponse } from "../../testing/admin-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { useTestApp } from "../../testing/use-test-app.js";
import { TEST_ADMIN_PASSWORD, testDatabaseKind } from "../../testing/test-database.js";
import { TEST_USER_PASSWORD, createTestUser, rightsExcept } from "../../testing/test-users.js";

let t: TestApp;
useTestApp(
  () => createTestApp(),
  (app) => (t = app),
);

const expectError = (response: AppResponse, status: number, errorCode: number) =>
  expectErrorResponse(response, status, { errorCode });

async function signInFull(userName: string, password: string) {
  const response = await t.call({ method: "POST", path: "/User/Login", body: { userName, password } });
  expect(response.statusCode).toBe(200);
  return LoginResponseSchema.parse(response.json()).userAuthInfo;
}

describe(`session rules on ${testDatabaseKind()}`, () => {
  it("refuses a session-token header naming another session with SessionMisMatch", async () => {
    const { token, sessionToken } = await signInFull("sysadmin", TEST_ADMIN_PASSWORD);
    const permission = (headers: Record<string, string>) =>
      t.call({ method: "GET", path: "/User/GetPermission", token, headers });
    expect((await permission({ "x-session-token": sessionToken })).statusCode).toBe(200);
    expect((await permission({})).statusCode).toBe(200);
    const body = expectError(await permission({ "x-session-token": randomUUID() }), 401, 5);
    expect(body).toMatchObject({
      errorType: "SessionMisMatch",
      message: "This request belongs to another session. Please sign in again.",
    });
  });

  it("answers PasswordChangeRequested until the password is changed; the change ends the other sessions", async () => {
    await createTestUser(t.database.db, {
      userName: "newcomer",
      modules: rightsExcept(),
      mustChangePassword: true,
    });
    const first = await signInFull("newcomer", TEST_USER_PASSWORD);
    const second = await signInFull("newcomer", TEST_USER_PASSWORD);
    expect(first.passwordChangeRequired).toBe(true);
    const token = first.token;

    const blocked = expectError(
      await t.call({ method: "GET", path: "/Dashboard/CanAccess/1", token }),
      403,
      9,
    );
    expect(blocked).toMatchObject({
      errorType: "PasswordChangeRequested",
      message: "Change your password before you continue.",
    });
    expectError(await t.call({ method: "GET", path: "/User/OneTimePassword/Session/Status", token }), 403, 9);
    expect((await t.call({ method: "GET", path: "/User/GetPermission", token })).statusCode).toBe(200);
    expect((await t.call({ method: "POST", path: "/User/Profiles", token, body: {} })).statusCode).toBe(200);
    expect(
      (await t.call({ method: "POST", path: "/User/AcceptTermsAndConditions", token, body: {} })).statusCode,
    ).toBe(200);

    const change = (currentPassword: string, newPassword: string) =>
      t.call({ method: "POST", path: "/User/ChangePassWord", token, body: { currentPassword, newPassword } });
    expect(expectError(await change("wrong-one", "A-fresh-password-9"), 403, 6).message).toBe(
      "The password is incorrect.",
    );
    const weak = expectError(await change(TEST_USER_PASSWORD, "newcomer-2024!"), 400, 3);
    expect(weak.errors).toEqual([
      { field: "newPassword", message: "Do not use your user name in the password." },
    ]);
    expectError(await change(TEST_USER_PASSWORD, TEST_USER_PASSWORD), 400, 3);
    const changed = await change(TEST_USER_PASSWORD, "A-fresh-password-9");
    expect(changed.json()).toEqual({ done: true });

    expect((await t.call({ method: "GET", path: "/Dashboard/CanAccess/1", token })).statusCode).toBe(200);
    expectError(await t.call({ method: "GET", path: "/User/GetPermission", token: second.token }), 401, 8);
    expect((await signInFull("newcomer", "A-fresh-password-9")).passwordChangeRequired).toBe(false);
    const old = await t.call({
      method: "POST",
      path: "/User/Login",
      body: { userName: "newcomer", password: TEST_USER_PASSWORD },
    });
    expectError(old, 403, 6);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "password.change"));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.changes).toEqual([
      { field: "password", from: "[hidden]", to: "[hidden]" },
      { field: "mustChangePassword", from: true, to: false },
    ]);
  });

  it("records the terms acceptance in the permission record", async () => {
    const now = new Date(Date.UTC(2031, 0, 2, 3, 4, 5));
    t.setNow(now);
    const { token } = await t.signIn();
    const before = UserPermissionSchema.parse(
      (await t.call({ method: "GET", path: "/User/GetPermission", token })).json(),
    );
    expect(before.termAcceptedOn).toBeNull();
    const accepted = await t.call({
      method: "POST",
      path: "/User/AcceptTermsAndConditions",
      token,
      body: {},
    });
    expect(accepted.json()).toEqual({ termAcceptedOn: now.toISOString() });
    const after = UserPermissionSchema.parse(
      (await t.call({ method: "GET", path: "/User/GetPermission", token })).json(),
    );
    expect(after.termAcceptedOn).toBe(now.toISOString());
  });

  it("lists the caller's profiles", async () => {
    const { token } = await t.signIn();
    const response = await t.call({ method: "POST", path: "/User/Profiles", token, body: {} });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({
        elevatedRoleName: "admin system",
        tenantName: "Rights Desk",
        isDefault: true,
      }),
    ]);
  });

  it("ends a blocked user's sessions at their next call, and audits sign-in and sign-out", async () => {
    const { token } = await t.signIn();
    const other = await t.signIn();
    await t.call({ method: "POST", path: "/User/Logout", token: other.token, body: {} });
    await t.database.db.update(users).set({ status: "BLOCKED" }).where(eq(users.userName, "sysadmin"));
    expectError(await t.call({ method: "GET", path: "/User/GetPermission", token }), 401, 8);
    const actions = (await t.database.db.select().from(auditLog).orderBy(auditLog.id)).map(
      (row) => row.action,
    );
    expect(actions).toEqual(["sign-in", "sign-in", "sign-out"]);
  });
});

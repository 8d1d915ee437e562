import { describe, expect, it } from "vitest";
import { UserDetailSchema, UserListResultSchema } from "@rightsdesk/domain";
import {
  auditEntries,
  call,
  createRole,
  createUser,
  expectError,
  expectOk,
  NEW_USER_PASSWORD,
  signedInUser,
} from "../../testing/admin-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";

let t: TestApp;
let admin: string;
let adminRoleId: number;
useSignedInApp(
  () => createTestApp(),
  async (app) => {
    ({ t, admin } = app);
    adminRoleId = (await createRole(t, admin, "User admin", { Admin: "rwd" })).id;
  },
);

const block = (token: string, id: number, blocked: boolean) =>
  call(t, token, "POST", `/User/ToggleBlockUser/${id}`, { blocked });

describe(`blocking on ${testDatabaseKind()}`, () => {
  it("ends a signed-in user's sessions: their next call is 401 ForceLogout, and sign-in is refused", async () => {
    const { user, token } = await signedInUser(t, admin, { userName: "jdoe", roleId: adminRoleId });
    expectOk(await call(t, token, "GET", "/User/Self"));
    const blocked = UserDetailSchema.parse(expectOk(await block(admin, user.id, true)));
    expect(blocked.status).toBe("BLOCKED");
    expectError(await call(t, token, "GET", "/User/Self"), 401, "ForceLogout");
    const login = await t.call({
      method: "POST",
      path: "/User/Login",
      body: { userName: "jdoe", password: NEW_USER_PASSWORD },
    });
    expect(login.statusCode).toBe(403);

    const unblocked = UserDetailSchema.parse(expectOk(await block(admin, user.id, false)));
    expect(unblocked.status).toBe("ACTIVE");
    expectOk(await call(t, (await t.signIn("jdoe", NEW_USER_PASSWORD)).token, "GET", "/User/Self"));
    const [blockEntry] = await auditEntries(t, admin, "user.block");
    expect(blockEntry?.changes).toEqual([{ field: "status", from: "ACTIVE", to: "BLOCKED" }]);
    const [unblockEntry] = await auditEntries(t, admin, "user.unblock");
    expect(unblockEntry?.changes).toEqual([{ field: "status", from: "BLOCKED", to: "ACTIVE" }]);
  });

  it("never blocks the root user or yourself", async () => {
    const { user, token } = await signedInUser(t, admin, { userName: "ops", roleId: adminRoleId });
    expect(expectError(await block(token, 1, true), 400, "InvalidData").message).toBe(
      "The root user cannot be blocked.",
    );
    expect(expectError(await block(token, user.id, true), 400, "InvalidData").message).toBe(
      "You cannot block yourself.",
    );
    const list = UserListResultSchema.parse(expectOk(await call(t, admin, "POST", "/User/GetBy", {})));
    expect(list.records.every((entry) => entry.status === "ACTIVE")).toBe(true);
  });

  it("answers NotFound for an unknown user and needs Admin write", async () => {
    expectError(await block(admin, 999, true), 404, "NotFound");
    const viewer = await createRole(t, admin, "Admin viewer", { Admin: "r" });
    const { token } = await signedInUser(t, admin, { userName: "viewer", roleId: viewer.id });
    const target = await createUser(t, admin, { userName: "target", roleId: viewer.id });
    expectError(await block(token, target.id, true), 403, "Unauthorized");
  });
});

describe("deleting a user", () => {
  it("removes the user and their sessions, and audits what was removed", async () => {
    const { user, token } = await signedInUser(t, admin, { userName: "jdoe", roleId: adminRoleId });
    expect(expectOk(await call(t, admin, "DELETE", `/User/${user.id}`))).toEqual({ done: true });
    expectError(await call(t, token, "GET", "/User/Self"), 401, "ForceLogout");
    expectError(await call(t, admin, "POST", `/User/GetUserById/${user.id}`, {}), 404, "NotFound");
    const [entry] = await auditEntries(t, admin, "user.delete");
    expect(entry).toMatchObject({ entityId: String(user.id) });
    expect(entry?.changes).toContainEqual({ field: "userName", from: "jdoe", to: null });
    expect(entry?.changes).toContainEqual({ field: "roles", from: ["User admin"], to: null });
  });

  it("never deletes the root user or yourself, and needs Admin delete", async () => {
    const { user, token } = await signedInUser(t, admin, { userName: "ops", roleId: adminRoleId });
    expectError(await call(t, token, "DELETE", "/User/1"), 400, "InvalidData");
    expectError(await call(t, token, "DELETE", `/User/${user.id}`), 400, "InvalidData");
    expectError(await call(t, admin, "DELETE", "/User/999"), 404, "NotFound");
    const writer = await createRole(t, admin, "Admin writer", { Admin: "rw" });
    const { token: writerToken } = await signedInUser(t, admin, { userName: "writer", roleId: writer.id });
    expectError(await call(t, writerToken, "DELETE", `/User/${user.id}`), 403, "Unauthorized");
    expectOk(await call(t, admin, "POST", `/User/GetUserById/${user.id}`, {}));
  });
});

describe("your own record", () => {
  it("is readable and editable by any signed-in user, with a version check", async () => {
    const plain = await createRole(t, admin, "Plain", { Dashboard: "r" });
    const { user, token } = await signedInUser(t, admin, { userName: "jdoe", roleId: plain.id });
    const self = UserDetailSchema.parse(expectOk(await call(t, token, "GET", "/User/Self")));
    expect(self).toMatchObject({ id: user.id, userName: "jdoe" });
    const body = { version: self.version, firstName: "Jane", lastName: "Doe", email: "jane@example.com" };
    const edited = UserDetailSchema.parse(expectOk(await call(t, token, "POST", "/User/Self/Mutate", body)));
    expect(edited).toMatchObject({ firstName: "Jane", email: "jane@example.com", version: self.version + 1 });
    const stale = expectError(await call(t, token, "POST", "/User/Self/Mutate", body), 400, "InvalidData");
    expect(stale.errors?.[0]?.field).toBe("version");
    const [entry] = await auditEntries(t, admin, "user.self-update");
    expect(entry?.changes).toContainEqual({ field: "firstName", from: "Test", to: "Jane" });
    expectError(await call(t, token, "POST", "/User/GetBy", {}), 403, "Unauthorized");
  });
});

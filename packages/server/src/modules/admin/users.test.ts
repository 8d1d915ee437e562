import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { UserDetailSchema, UserListResultSchema, type UserDetail } from "@rightsdesk/domain";
import { users } from "../../db/schema.js";
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
let roleId: number;
useSignedInApp(
  () => createTestApp(),
  async (app) => {
    ({ t, admin } = app);
    roleId = (await createRole(t, admin, "Business affairs", { Company: "rw", Asset: "r" })).id;
  },
);

const listUsers = async (query: unknown) =>
  UserListResultSchema.parse(expectOk(await call(t, admin, "POST", "/User/GetBy", query)));

function updateBody(user: UserDetail, changes: Record<string, unknown>) {
  const { id, version, userName, firstName, lastName, email, userType } = user;
  return { id, version, userName, firstName, lastName, email, userType, ...changes };
}

describe(`user list on ${testDatabaseKind()}`, () => {
  it("filters, sorts and pages through the list engine with totalRecords", async () => {
    for (const userName of ["jordan", "joanne", "mike", "JOHN"])
      await createUser(t, admin, { userName, roleId });
    const page = await listUsers({
      filters: [{ property: "userName", operator: "sw", value: "jo" }],
      sortField: "userName",
      pageSize: 2,
    });
    expect(page.totalRecords).toBe(3);
    expect(page.records.map((user) => user.userName)).toEqual(["joanne", "JOHN"]);
    const second = await listUsers({
      filters: [{ property: "userName", operator: "sw", value: "jo" }],
      sortField: "userName",
      pageSize: 2,
      pageNumber: 1,
    });
    expect(second.records.map((user) => user.userName)).toEqual(["jordan"]);
    const agency = await listUsers({
      filters: [{ property: "userType", operator: "eq", value: "ad agency user" }],
      sortField: "Id",
      sortDescending: true,
    });
    expect(agency.records.map((user) => user.userName)).toEqual(["JOHN", "mike", "joanne", "jordan"]);
    expect(agency.records[0]).toMatchObject({ status: "ACTIVE", mfaEnabled: false, lastSignInAt: null });
  });

  it("names an unknown property or operator with InvalidData", async () => {
    const unknown = expectError(
      await call(t, admin, "POST", "/User/GetBy", {
        filters: [{ property: "salary", operator: "eq", value: 1 }],
      }),
      400,
      "InvalidData",
    );
    expect(unknown.errors?.[0]?.field).toBe("filters.0.property");
    const operator = expectError(
      await call(t, admin, "POST", "/User/GetBy", {
        filters: [{ property: "createdAt", operator: "cn", value: "1" }],
      }),
      400,
      "InvalidData",
    );
    expect(operator.errors?.[0]?.field).toBe("filters.0.operator");
    const sort = expectError(
      await call(t, admin, "POST", "/User/GetBy", { sortField: "password" }),
      400,
      "InvalidData",
    );
    expect(sort.errors?.[0]?.field).toBe("sortField");
  });
});

describe("one user", () => {
  it("answers a user with their profiles, or NotFound", async () => {
    const created = await createUser(t, admin, { userName: "jdoe", roleId });
    const found = UserDetailSchema.parse(
      expectOk(await call(t, admin, "POST", `/User/GetUserById/${created.id}`, {})),
    );
    expect(found.profiles).toEqual([
      expect.objectContaining({
        roleId,
        roleName: "Business affairs",
        isDefault: true,
        elevatedRoleName: null,
      }),
    ]);
    expectError(await call(t, admin, "POST", "/User/GetUserById/9999", {}), 404, "NotFound");
  });
});

describe("creating a user", () => {
  it("stores an argon2id hash and asks for a new password at first sign-in", async () => {
    const created = await createUser(t, admin, { userName: "jdoe", roleId });
    expect(created).toMatchObject({
      userName: "jdoe",
      passwordChangeRequired: true,
      version: 1,
      status: "ACTIVE",
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, created.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const login = await t.signIn("jdoe", NEW_USER_PASSWORD);
    expect(login.body).toMatchObject({ userAuthInfo: { passwordChangeRequired: true } });
  });

  it("refuses a user name already taken, whatever its case, with DuplicateName naming userName", async () => {
    await createUser(t, admin, { userName: "jdoe", roleId });
    const answer = await call(t, admin, "POST", "/User/Mutate", {
      userName: "JDoe",
      firstName: "J",
      lastName: "Doe",
      email: "j@example.com",
      userType: "AD AGENCY USER",
      password: NEW_USER_PASSWORD,
      profiles: [{ roleId }],
    });
    expect(expectError(answer, 409, "DuplicateName").errors?.[0]?.field).toBe("userName");
    expect((await listUsers({})).totalRecords).toBe(2);
  });

  it("requires a password and a profile, refuses an unknown role and a password holding the user name", async () => {
    const base = {
      userName: "jdoe",
      firstName: "J",
      lastName: "Doe",
      email: "j@example.com",
      userType: "AD AGENCY USER",
    };
    const missing = expectError(await call(t, admin, "POST", "/User/Mutate", base), 400, "InvalidData");
    expect(missing.errors?.map((error) => error.field).sort()).toEqual(["password", "profiles"]);
    const badRole = expectError(
      await call(t, admin, "POST", "/User/Mutate", {
        ...base,
        password: NEW_USER_PASSWORD,
        profiles: [{ roleId: 999 }],
      }),
      400,
      "InvalidData",
    );
    expect(badRole.errors?.[0]?.field).toBe("profiles.0.roleId");
    const weak = expectError(
      await call(t, admin, "POST", "/User/Mutate", {
        ...base,
        password: "my-jdoe-pass",
        profiles: [{ roleId }],
      }),
      400,
      "InvalidData",
    );
    expect(weak.errors?.[0]?.field).toBe("password");
    expect((await listUsers({})).totalRecords).toBe(1);
  });

  it("writes an audit entry with the new values and never the password", async () => {
    const created = await createUser(t, admin, { userName: "jdoe", roleId });
    const [entry] = await auditEntries(t, admin, "user.create");
    expect(entry).toMatchObject({
      actorUserName: "sysadmin",
      entityType: "user",
      entityId: String(created.id),
    });
    expect(entry?.changes).toContainEqual({ field: "userName", from: null, to: "jdoe" });
    expect(entry?.changes).toContainEqual({ field: "password", from: "[hidden]", to: "[hidden]" });
    expect(JSON.stringify(entry)).not.toContain(NEW_USER_PASSWORD);
  });
});

describe("updating a user", () => {
  it("refuses a stale version and leaves the record as it was", async () => {
    const created = await createUser(t, admin, { userName: "jdoe", roleId });
    expectOk(await call(t, admin, "POST", "/User/Mutate", updateBody(created, { firstName: "Jane" })));
    const stale = expectError(
      await call(t, admin, "POST", "/User/Mutate", updateBody(created, { firstName: "Janet" })),
      400,
      "InvalidData",
    );
    expect(stale.message).toBe("This user was changed by someone else; reload and try again.");
    expect(stale.errors?.[0]?.field).toBe("version");
    const found = UserDetailSchema.parse(
      expectOk(await call(t, admin, "POST", `/User/GetUserById/${created.id}`, {})),
    );
    expect(found).toMatchObject({ firstName: "Jane", version: 2 });
  });

  it("a failure part-way leaves the user exactly as they were", async () => {
    const created = await createUser(t, admin, { userName: "jdoe", roleId });
    const answer = await call(
      t,
      admin,
      "POST",
      "/User/Mutate",
      updateBody(created, { firstName: "Jane", profiles: [{ roleId: 999 }] }),
    );
    expect(expectError(answer, 400, "InvalidData").errors?.[0]?.field).toBe("profiles.0.roleId");
    const found = UserDetailSchema.parse(
      expectOk(await call(t, admin, "POST", `/User/GetUserById/${created.id}`, {})),
    );
    expect(found).toEqual(created);
    expect(await auditEntries(t, admin, "user.update")).toEqual([]);
  });

  it("refuses renaming to a taken name", async () => {
    await createUser(t, admin, { userName: "taken", roleId });
    const created = await createUser(t, admin, { userName: "jdoe", roleId });
    const answer = await call(t, admin, "POST", "/User/Mutate", updateBody(created, { userName: "TAKEN" }));
    expect(expectError(answer, 409, "DuplicateName").errors?.[0]?.field).toBe("userName");
  });

  it("a new password must be changed at next sign-in and ends the user's sessions", async () => {
    const { user, token } = await signedInUser(t, admin, { userName: "jdoe", roleId });
    expectOk(await call(t, token, "GET", "/User/Self"));
    const updated = UserDetailSchema.parse(
      expectOk(
        await call(t, admin, "POST", "/User/Mutate", updateBody(user, { password: "Another-Pass-456" })),
      ),
    );
    expect(updated.passwordChangeRequired).toBe(true);
    expectError(await call(t, token, "GET", "/User/Self"), 401, "ForceLogout");
    const [entry] = await auditEntries(t, admin, "user.update");
    expect(entry?.changes).toEqual([{ field: "password", from: "[hidden]", to: "[hidden]" }]);
  });

  it("changing the user's role ends their sessions and audits old and new role", async () => {
    const other = await createRole(t, admin, "Viewer", { Company: "r" });
    const { user, token } = await signedInUser(t, admin, { userName: "jdoe", roleId });
    const profileId = user.profiles[0]?.id;
    const answer = await call(
      t,
      admin,
      "POST",
      "/User/Mutate",
      updateBody(user, { profiles: [{ id: profileId, roleId: other.id }] }),
    );
    expect(UserDetailSchema.parse(expectOk(answer)).profiles[0]).toMatchObject({
      roleName: "Viewer",
      isDefault: true,
    });
    expectError(await call(t, token, "GET", "/User/Self"), 401, "ForceLogout");
    const [entry] = await auditEntries(t, admin, "user.update");
    expect(entry?.changes).toContainEqual({
      field: `profiles.${profileId}.role`,
      from: "Business affairs",
      to: "Viewer",
    });
  });

  it("editing names only leaves the sessions alone", async () => {
    const { user, token } = await signedInUser(t, admin, { userName: "jdoe", roleId });
    expectOk(await call(t, admin, "POST", "/User/Mutate", updateBody(user, { lastName: "Smith" })));
    expectOk(await call(t, token, "GET", "/User/Self"));
  });
});

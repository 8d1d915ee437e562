import { describe, expect, it } from "vitest";
import { UserDetailSchema } from "@rightsdesk/domain";
import {
  auditEntries,
  call,
  createRole,
  createUser,
  expectError,
  expectOk,
  signedInUser,
  systemRole,
} from "../../testing/admin-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";

let t: TestApp;
let admin: string;
let viewerRoleId: number;
let adminRoleId: number;
useSignedInApp(
  () => createTestApp(),
  async (app) => {
    ({ t, admin } = app);
    viewerRoleId = (await createRole(t, admin, "Viewer", { Company: "r" })).id;
    adminRoleId = (await createRole(t, admin, "User admin", { Admin: "rwd" })).id;
  },
);

const mutateProfile = (token: string, body: unknown) =>
  call(t, token, "POST", "/User/Profile/MutateWithRole", body);
const detail = (answer: { status: number; body: unknown }) => UserDetailSchema.parse(expectOk(answer));

describe(`profiles on ${testDatabaseKind()}`, () => {
  it("adds a profile, makes it the default on request, and ends the user's sessions", async () => {
    const { user, token } = await signedInUser(t, admin, { userName: "jdoe", roleId: viewerRoleId });
    const added = detail(
      await mutateProfile(admin, { userId: user.id, roleId: adminRoleId, isDefault: true }),
    );
    expect(added.profiles.map((profile) => [profile.roleName, profile.isDefault])).toEqual([
      ["Viewer", false],
      ["User admin", true],
    ]);
    expect(added.version).toBe(user.version + 1);
    expectError(await call(t, token, "GET", "/User/Self"), 401, "ForceLogout");
    const [entry] = await auditEntries(t, admin, "profile.mutate");
    const newId = added.profiles[1]?.id;
    expect(entry?.changes).toContainEqual({ field: `profiles.${newId}.role`, from: null, to: "User admin" });
  });

  it("changes a profile's role", async () => {
    const user = await createUser(t, admin, { userName: "jdoe", roleId: viewerRoleId });
    const profileId = user.profiles[0]?.id;
    const changed = detail(
      await mutateProfile(admin, { id: profileId, userId: user.id, roleId: adminRoleId, isDefault: true }),
    );
    expect(changed.profiles).toEqual([
      expect.objectContaining({ id: profileId, roleName: "User admin", isDefault: true }),
    ]);
  });

  it("refuses an unknown user, profile or role", async () => {
    const user = await createUser(t, admin, { userName: "jdoe", roleId: viewerRoleId });
    expectError(await mutateProfile(admin, { userId: 999, roleId: viewerRoleId }), 404, "NotFound");
    expectError(
      await mutateProfile(admin, { id: 999, userId: user.id, roleId: viewerRoleId }),
      404,
      "NotFound",
    );
    const badRole = expectError(
      await mutateProfile(admin, { userId: user.id, roleId: 999 }),
      400,
      "InvalidData",
    );
    expect(badRole.errors?.[0]?.field).toBe("profile.roleId");
  });

  it("deletes a profile but never the last one", async () => {
    const user = await createUser(t, admin, { userName: "jdoe", roleId: viewerRoleId });
    const two = detail(await mutateProfile(admin, { userId: user.id, roleId: adminRoleId }));
    const [first, second] = two.profiles;
    const after = detail(await call(t, admin, "DELETE", `/User/Profile/${first?.id}`));
    expect(after.profiles).toEqual([expect.objectContaining({ id: second?.id, isDefault: true })]);
    const last = expectError(
      await call(t, admin, "DELETE", `/User/Profile/${second?.id}`),
      400,
      "InvalidData",
    );
    expect(last.message).toBe("A user keeps at least one profile.");
    expectError(await call(t, admin, "DELETE", "/User/Profile/999"), 404, "NotFound");
    expect((await auditEntries(t, admin, "profile.delete")).length).toBe(1);
  });
});

describe("elevated roles", () => {
  it("lists the elevated roles", async () => {
    const roles = expectOk(await call(t, admin, "POST", "/User/Role/Elevated/GetAll", {})) as {
      name: string;
    }[];
    expect(roles.map((role) => role.name)).toEqual(["admin system", "admin client"]);
  });

  it("admin system grants and removes an elevated role; the user's sessions end", async () => {
    const { user, token } = await signedInUser(t, admin, { userName: "jdoe", roleId: viewerRoleId });
    const profileId = user.profiles[0]?.id;
    const granted = detail(
      await call(t, admin, "POST", "/User/Role/Elevated/Mutate", {
        profileId,
        elevatedRoleName: "Admin Client",
      }),
    );
    expect(granted.profiles[0]?.elevatedRoleName).toBe("admin client");
    expectError(await call(t, token, "GET", "/User/Self"), 401, "ForceLogout");
    const removed = detail(
      await call(t, admin, "POST", "/User/Role/Elevated/Mutate", { profileId, elevatedRoleName: null }),
    );
    expect(removed.profiles[0]?.elevatedRoleName).toBeNull();
    const entries = await auditEntries(t, admin, "profile.elevated-role");
    expect(entries.map((entry) => entry.changes[0])).toEqual([
      { field: `profiles.${profileId}.elevatedRole`, from: null, to: "admin client" },
      { field: `profiles.${profileId}.elevatedRole`, from: "admin client", to: null },
    ]);
  });

  it("an administrator without admin system may not grant or remove one, by any route", async () => {
    const { token } = await signedInUser(t, admin, {
      userName: "clientadmin",
      roleId: adminRoleId,
      elevatedRoleName: "admin client",
    });
    const target = await createUser(t, admin, { userName: "target", roleId: viewerRoleId });
    const profileId = target.profiles[0]?.id;
    expectError(
      await call(t, token, "POST", "/User/Role/Elevated/Mutate", {
        profileId,
        elevatedRoleName: "admin client",
      }),
      403,
      "Unauthorized",
    );
    expectError(
      await mutateProfile(token, {
        id: profileId,
        userId: target.id,
        roleId: viewerRoleId,
        elevatedRoleName: "admin system",
      }),
      403,
      "Unauthorized",
    );
    const create = await call(t, token, "POST", "/User/Mutate", {
      userName: "sneaky",
      firstName: "S",
      lastName: "N",
      email: "s@example.com",
      userType: "PLATFORM USER",
      password: "Fresh-Pass-123",
      profiles: [{ roleId: viewerRoleId, elevatedRoleName: "admin system" }],
    });
    expectError(create, 403, "Unauthorized");
    // Without touching elevated roles, the same administrator may change profiles.
    expectOk(await mutateProfile(token, { id: profileId, userId: target.id, roleId: adminRoleId }));
    const unchanged = detail(await call(t, admin, "POST", `/User/GetUserById/${target.id}`, {}));
    expect(unchanged.profiles[0]?.elevatedRoleName).toBeNull();
    expect((await call(t, admin, "POST", "/User/GetBy", {})).body).toMatchObject({ totalRecords: 3 });
  });

  it("only admin system changes an admin system user", async () => {
    const { token } = await signedInUser(t, admin, {
      userName: "clientadmin",
      roleId: adminRoleId,
      elevatedRoleName: "admin client",
    });
    const boss = await createUser(t, admin, {
      userName: "boss",
      roleId: adminRoleId,
      elevatedRoleName: "admin system",
    });
    const { id, version, userName, firstName, lastName, email, userType } = boss;
    const reset = { id, version, userName, firstName, lastName, email, userType, password: "Taken-Over-999" };
    expectError(await call(t, token, "POST", "/User/Mutate", reset), 403, "Unauthorized");
    expectError(
      await call(t, token, "POST", `/User/ToggleBlockUser/${boss.id}`, { blocked: true }),
      403,
      "Unauthorized",
    );
    expectError(await call(t, token, "DELETE", `/User/${boss.id}`), 403, "Unauthorized");
    expectError(await mutateProfile(token, { userId: boss.id, roleId: viewerRoleId }), 403, "Unauthorized");
    expect(detail(await call(t, admin, "POST", `/User/GetUserById/${boss.id}`, {}))).toEqual(boss);
  });

  it("the root user keeps admin system", async () => {
    const root = detail(await call(t, admin, "GET", "/User/Self"));
    // Nobody changes their own profiles, so another admin system user tries.
    const { token: other } = await signedInUser(t, admin, {
      userName: "second-root",
      roleId: (await systemRole(t, admin)).id,
      elevatedRoleName: "admin system",
    });
    const answer = await call(t, other, "POST", "/User/Role/Elevated/Mutate", {
      profileId: root.profiles[0]?.id,
      elevatedRoleName: "admin client",
    });
    expectError(answer, 400, "InvalidData");
    expect(detail(await call(t, admin, "GET", "/User/Self")).profiles[0]?.elevatedRoleName).toBe(
      "admin system",
    );
  });
});

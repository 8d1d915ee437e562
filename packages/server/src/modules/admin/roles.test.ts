import { describe, expect, it } from "vitest";
import { RoleRecordSchema, type RoleRecord } from "@rightsdesk/domain";
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
import { actFor, createClient } from "../../testing/client-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
);

const listRoles = async () => expectOk(await call(t, admin, "POST", "/User/Role/GetAll", {})) as RoleRecord[];
const access = (canRead: boolean, canWrite = false, canDelete = false) => ({ canRead, canWrite, canDelete });

describe(`roles on ${testDatabaseKind()}`, () => {
  it("lists every role with its user count, module and item accesses", async () => {
    const role = RoleRecordSchema.parse(
      expectOk(
        await call(t, admin, "POST", "/User/Role/Mutate", {
          name: "Business affairs",
          description: "Contracts and talent",
          moduleAccesses: [
            { name: "people", accessPermission: access(true, true) },
            {
              name: "Company",
              accessPermission: access(true),
              itemAccesses: [{ name: "Banks", module: { name: "company" }, accessPermission: access(true) }],
            },
          ],
        }),
      ),
    );
    await createUser(t, admin, { userName: "jdoe", roleId: role.id });
    const listed = (await listRoles()).find((entry) => entry.id === role.id);
    expect(listed).toMatchObject({ name: "Business affairs", userCount: 1, version: 1 });
    expect(listed?.moduleAccesses).toEqual([
      {
        name: "Company",
        accessPermission: access(true),
        itemAccesses: [{ name: "Banks", module: { name: "Company" }, accessPermission: access(true) }],
      },
      { name: "People", accessPermission: access(true, true), itemAccesses: [] },
    ]);
    expect((await systemRole(t, admin)).userCount).toBe(1);
  });

  it("refuses a name taken in the same client, whatever its case, but allows it in another client", async () => {
    await createRole(t, admin, "Viewer", { Company: "r" });
    const duplicate = await call(t, admin, "POST", "/User/Role/Mutate", {
      name: "VIEWER",
      moduleAccesses: [],
    });
    expect(expectError(duplicate, 409, "DuplicateName").errors?.[0]?.field).toBe("name");

    // Acme's administrator, made by the provider's administrator acting for Acme.
    const acme = await createClient(t, admin, "Acme");
    await actFor(t, admin, acme);
    const acmeAdminRole = await createRole(t, admin, "Acme admin", { Admin: "rwd" });
    await signedInUser(t, admin, { userName: "acme-admin", roleId: acmeAdminRole.id });
    const acmeToken = (await t.signIn("acme-admin", "Fresh-Pass-123")).token;
    const sameName = await call(t, acmeToken, "POST", "/User/Role/Mutate", {
      name: "viewer",
      moduleAccesses: [],
    });
    expect(RoleRecordSchema.parse(expectOk(sameName)).tenantId).toBe(acme);
  });

  it("updates with a version check, replacing the accesses and auditing the difference", async () => {
    const role = await createRole(t, admin, "Editor", { Company: "rw", Asset: "r" });
    const body = {
      id: role.id,
      version: role.version,
      name: "Editor",
      moduleAccesses: [
        { name: "Company", accessPermission: access(true) },
        { name: "Contracts", accessPermission: access(true, true, true) },
      ],
    };
    const updated = RoleRecordSchema.parse(expectOk(await call(t, admin, "POST", "/User/Role/Mutate", body)));
    expect(updated.version).toBe(2);
    expect(updated.moduleAccesses.map((entry) => entry.name)).toEqual(["Company", "Contracts"]);
    const stale = expectError(await call(t, admin, "POST", "/User/Role/Mutate", body), 400, "InvalidData");
    expect(stale.message).toBe("This role was changed by someone else; reload and try again.");
    expect(stale.errors?.[0]?.field).toBe("version");
    const [entry] = await auditEntries(t, admin, "role.update");
    expect(entry?.changes).toEqual(
      expect.arrayContaining([
        { field: "moduleAccesses.Company", from: "read, write", to: "read" },
        { field: "moduleAccesses.Asset", from: "read", to: null },
        { field: "moduleAccesses.Contracts", from: null, to: "read, write, delete" },
      ]),
    );
    expect((await listRoles()).find((entry) => entry.id === role.id)?.version).toBe(2);
  });

  it("refuses write without read, an item named twice, and an unknown role id", async () => {
    const invalid = await call(t, admin, "POST", "/User/Role/Mutate", {
      name: "Bad",
      moduleAccesses: [{ name: "Company", accessPermission: access(false, true) }],
    });
    expect(expectError(invalid, 400, "InvalidData").errors?.[0]?.field).toBe(
      "moduleAccesses.0.accessPermission.canRead",
    );
    const item = { name: "Banks", module: { name: "Company" }, accessPermission: access(true) };
    const twice = await call(t, admin, "POST", "/User/Role/Mutate", {
      name: "Bad",
      moduleAccesses: [{ name: "Company", accessPermission: access(true), itemAccesses: [item, item] }],
    });
    expect(expectError(twice, 400, "InvalidData").errors?.[0]?.field).toBe(
      "moduleAccesses.0.itemAccesses.1.name",
    );
    expectError(
      await call(t, admin, "POST", "/User/Role/Mutate", {
        id: 999,
        version: 1,
        name: "Ghost",
        moduleAccesses: [],
      }),
      404,
      "NotFound",
    );
    expect((await listRoles()).map((entry) => entry.name)).toEqual(["System Administrator"]);
  });

  it("refuses to delete a role users hold, naming them, and deletes an unused one", async () => {
    const role = await createRole(t, admin, "Viewer", { Company: "r" });
    await createUser(t, admin, { userName: "bob", roleId: role.id });
    await createUser(t, admin, { userName: "alice", roleId: role.id });
    const refused = expectError(
      await call(t, admin, "DELETE", `/User/Role/${role.id}`),
      409,
      "DependencyError",
    );
    expect(refused.errors).toEqual([
      { field: "users", message: "alice" },
      { field: "users", message: "bob" },
    ]);
    expect(refused.message).toContain("2 users hold it (alice, bob)");

    const unused = await createRole(t, admin, "Unused", { Reports: "r" });
    expect(expectOk(await call(t, admin, "DELETE", `/User/Role/${unused.id}`))).toEqual({ done: true });
    expect((await listRoles()).map((entry) => entry.name)).not.toContain("Unused");
    const [entry] = await auditEntries(t, admin, "role.delete");
    expect(entry?.changes).toContainEqual({ field: "moduleAccesses.Reports", from: "read", to: null });
    expectError(await call(t, admin, "DELETE", `/User/Role/${unused.id}`), 404, "NotFound");
  });

  it("a role's new rights apply at once, without signing out", async () => {
    const role = await createRole(t, admin, "Reader", { Admin: "r" });
    const { token } = await signedInUser(t, admin, { userName: "reader", roleId: role.id });
    expectOk(await call(t, token, "POST", "/User/Role/GetAll", {}));
    await call(t, admin, "POST", "/User/Role/Mutate", {
      id: role.id,
      version: 1,
      name: "Reader",
      moduleAccesses: [],
    });
    expectError(await call(t, token, "POST", "/User/Role/GetAll", {}), 403, "Unauthorized");
  });
});

describe(`granting rights on ${testDatabaseKind()}`, () => {
  /** An administrator whose role has only the Admin module, signed in. */
  async function adminOnly() {
    const role = await createRole(t, admin, "Admin only", { Admin: "rwd" });
    const signed = await signedInUser(t, admin, { userName: "admin-only", roleId: role.id });
    return { role, ...signed };
  }
  const sensitivePeople = {
    name: "People",
    accessPermission: access(true),
    itemAccesses: [{ name: "Sensitive data", module: { name: "People" }, accessPermission: access(true) }],
  };
  const adminModule = { name: "Admin", accessPermission: access(true, true, true) };

  it("refuses to edit the role one acts under, even to add a right, and keeps it as it was", async () => {
    const { role, token } = await adminOnly();
    const answer = await call(t, token, "POST", "/User/Role/Mutate", {
      id: role.id,
      version: role.version,
      name: role.name,
      moduleAccesses: [adminModule, sensitivePeople],
    });
    expect(expectError(answer, 403, "Unauthorized").message).toContain("you act under it");
    expect((await listRoles()).find((entry) => entry.id === role.id)).toEqual({ ...role, userCount: 1 });
  });

  it("refuses a new role with rights its writer does not hold, naming them, and allows one within them", async () => {
    const { token } = await adminOnly();
    const before = await listRoles();
    const answer = await call(t, token, "POST", "/User/Role/Mutate", {
      name: "Sneaky",
      moduleAccesses: [adminModule, sensitivePeople],
    });
    expect(expectError(answer, 403, "Unauthorized").message).toBe(
      "You cannot give rights you do not hold yourself: read on People, read on People's Sensitive data.",
    );
    expect(await listRoles()).toEqual(before);
    expectOk(
      await call(t, token, "POST", "/User/Role/Mutate", { name: "Helper", moduleAccesses: [adminModule] }),
    );
  });

  it("refuses moving one's own profile, or anyone's, to a role with rights one does not hold", async () => {
    const { user, token } = await adminOnly();
    const system = await systemRole(t, admin);
    const moveToSystemRole = (target: { id: number; profiles: { id: number }[] }) =>
      call(t, token, "POST", "/User/Profile/MutateWithRole", {
        id: target.profiles[0]?.id,
        userId: target.id,
        roleId: system.id,
        isDefault: true,
      });
    const own = await moveToSystemRole(user);
    expect(expectError(own, 403, "Unauthorized").message).toContain("your own profiles");
    const viewer = await createRole(t, admin, "Viewer", { Company: "r" });
    const other = await createUser(t, admin, { userName: "other", roleId: viewer.id });
    const raised = await moveToSystemRole(other);
    expect(expectError(raised, 403, "Unauthorized").message).toContain("read on Dashboard");
    const created = await call(t, token, "POST", "/User/Mutate", {
      userName: "new-admin",
      firstName: "New",
      lastName: "Admin",
      email: "new-admin@example.com",
      userType: "AD AGENCY USER",
      password: "Fresh-Pass-123",
      profiles: [{ roleId: system.id, elevatedRoleName: null }],
    });
    expectError(created, 403, "Unauthorized");
    const users = expectOk(await call(t, admin, "POST", "/User/GetBy", { pageSize: 100 })) as {
      records: { userName: string; profiles?: unknown }[];
    };
    expect(users.records.map((entry) => entry.userName)).not.toContain("new-admin");
    expect((await listRoles()).find((entry) => entry.id === system.id)?.userCount).toBe(1);
  });

  it("lets only admin system change a role an admin system user acts under", async () => {
    const { token } = await adminOnly();
    const system = await systemRole(t, admin);
    const answer = await call(t, token, "POST", "/User/Role/Mutate", {
      id: system.id,
      version: system.version,
      name: system.name,
      moduleAccesses: [adminModule],
    });
    expect(expectError(answer, 403, "Unauthorized").message).toContain("Only an admin system user");
    expectError(await call(t, token, "DELETE", `/User/Role/${system.id}`), 403, "Unauthorized");
    expect(await systemRole(t, admin)).toEqual(system);
  });
});

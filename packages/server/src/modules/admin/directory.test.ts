import { describe, expect, it } from "vitest";
import { AuditListResultSchema, DEFAULT_USER_PREFERENCES, TenantSchema } from "@rightsdesk/domain";
import {
  auditEntries,
  call,
  createRole,
  createUser,
  expectError,
  expectOk,
  signedInUser,
} from "../../testing/admin-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { useSignedInApp } from "../../testing/use-test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";

let t: TestApp;
let admin: string;
useSignedInApp(
  () => createTestApp(),
  (app) => ({ t, admin } = app),
);

describe(`catalogues on ${testDatabaseKind()}`, () => {
  it("lists the user kinds", async () => {
    const kinds = expectOk(await call(t, admin, "POST", "/User/Types/GetAll", {})) as { name: string }[];
    expect(kinds.map((kind) => kind.name)).toEqual(["PLATFORM USER", "AD AGENCY USER", "ADVERTISER USER"]);
  });

  it("creates and renames clients, names unique without regard to case", async () => {
    const acme = TenantSchema.parse(
      expectOk(await call(t, admin, "POST", "/User/Tenant/Mutate", { name: "Acme" })),
    );
    expect(acme.isProvider).toBe(false);
    const taken = expectError(
      await call(t, admin, "POST", "/User/Tenant/Mutate", { name: "ACME" }),
      409,
      "DuplicateName",
    );
    expect(taken.errors?.[0]?.field).toBe("name");
    const renamed = TenantSchema.parse(
      expectOk(await call(t, admin, "POST", "/User/Tenant/Mutate", { id: acme.id, name: "Acme Films" })),
    );
    expect(renamed).toEqual({ ...acme, name: "Acme Films" });
    expectError(
      await call(t, admin, "POST", "/User/Tenant/Mutate", { id: 999, name: "Ghost" }),
      404,
      "NotFound",
    );
    const tenants = expectOk(await call(t, admin, "POST", "/User/Tenant/GetAll", {})) as { name: string }[];
    expect(tenants.map((tenant) => tenant.name)).toEqual(["Acme Films", "Rights Desk"]);
    const [entry] = await auditEntries(t, admin, "tenant.update");
    expect(entry?.changes).toEqual([{ field: "name", from: "Acme", to: "Acme Films" }]);
  });
});

describe("user preferences", () => {
  it("answers the defaults until saved, then what was saved; audits the change", async () => {
    const role = await createRole(t, admin, "Viewer", { Company: "r" });
    const user = await createUser(t, admin, { userName: "jdoe", roleId: role.id });
    const path = `/User/Preferences/Get/${user.id}`;
    expect(expectOk(await call(t, admin, "POST", path, {}))).toEqual(DEFAULT_USER_PREFERENCES);
    const saved = { alertDaysAhead: 45, weeklyDigest: true, timeZone: "America/New_York" };
    expect(expectOk(await call(t, admin, "POST", `/User/Preferences/Save/${user.id}`, saved))).toEqual(saved);
    expect(expectOk(await call(t, admin, "POST", path, {}))).toEqual(saved);
    const again = { ...saved, alertDaysAhead: 10 };
    expectOk(await call(t, admin, "POST", `/User/Preferences/Save/${user.id}`, again));
    expect(expectOk(await call(t, admin, "POST", path, {}))).toEqual(again);
    const entries = await auditEntries(t, admin, "preferences.update");
    expect(entries.map((entry) => entry.changes)).toEqual([
      [
        { field: "alertDaysAhead", from: 30, to: 45 },
        { field: "weeklyDigest", from: false, to: true },
        { field: "timeZone", from: "UTC", to: "America/New_York" },
      ],
      [{ field: "alertDaysAhead", from: 45, to: 10 }],
    ]);
  });

  it("refuses an unknown user, a time zone that does not exist and days out of range", async () => {
    expectError(await call(t, admin, "POST", "/User/Preferences/Get/999", {}), 404, "NotFound");
    const body = { alertDaysAhead: 30, weeklyDigest: false, timeZone: "UTC" };
    expectError(await call(t, admin, "POST", "/User/Preferences/Save/999", body), 404, "NotFound");
    const zone = expectError(
      await call(t, admin, "POST", "/User/Preferences/Save/1", { ...body, timeZone: "Mars/Olympus" }),
      400,
      "InvalidData",
    );
    expect(zone.errors?.[0]?.field).toBe("timeZone");
    const days = expectError(
      await call(t, admin, "POST", "/User/Preferences/Save/1", { ...body, alertDaysAhead: 0 }),
      400,
      "InvalidData",
    );
    expect(days.errors?.[0]?.field).toBe("alertDaysAhead");
  });
});

describe("the audit log", () => {
  it("lists entries through the list engine, Id ascending by default", async () => {
    const role = await createRole(t, admin, "Viewer", { Company: "r" });
    await createUser(t, admin, { userName: "jdoe", roleId: role.id });
    const all = AuditListResultSchema.parse(
      expectOk(await call(t, admin, "POST", "/User/AuditLog/GetBy", {})),
    );
    const actions = all.records.map((entry) => entry.action);
    expect(actions.indexOf("role.create")).toBeLessThan(actions.indexOf("user.create"));
    expect(all.records.map((entry) => entry.id)).toEqual(
      [...all.records.map((entry) => entry.id)].sort((a, b) => a - b),
    );

    const newest = AuditListResultSchema.parse(
      expectOk(
        await call(t, admin, "POST", "/User/AuditLog/GetBy", {
          filters: [{ property: "action", operator: "in", value: "role.create,user.create" }],
          sortField: "id",
          sortDescending: true,
          pageSize: 1,
        }),
      ),
    );
    expect(newest.records[0]).toMatchObject({ action: "user.create", actorUserName: "sysadmin" });
    expect(newest.records[0]?.context).toMatchObject({ ip: expect.any(String) });
    expect(newest.totalRecords).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    const byDay = AuditListResultSchema.parse(
      expectOk(
        await call(t, admin, "POST", "/User/AuditLog/GetBy", {
          filters: [{ property: "at", operator: "gte", value: today }],
        }),
      ),
    );
    expect(byDay.totalRecords).toBe(all.totalRecords);
    expectError(
      await call(t, admin, "POST", "/User/AuditLog/GetBy", {
        filters: [{ property: "changes", operator: "cn", value: "x" }],
      }),
      400,
      "InvalidData",
    );
  });

  it("is for administrators only", async () => {
    const role = await createRole(t, admin, "Viewer", { Company: "r" });
    const { token } = await signedInUser(t, admin, { userName: "viewer", roleId: role.id });
    expectError(await call(t, token, "POST", "/User/AuditLog/GetBy", {}), 403, "Unauthorized");
    expectError(await call(t, token, "POST", "/User/Tenant/Mutate", { name: "Nope" }), 403, "Unauthorized");
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ErrorBodySchema,
  RoleRecordSchema,
  accessRights,
  knownItemAccessNames,
  moduleNames,
  type AccessPermission,
  type AccessRight,
  type ModuleName,
} from "@rightsdesk/domain";
import { queryRows } from "../../db/rows.js";
import { NEW_USER_PASSWORD, call, createUser, expectOk } from "../../testing/admin-fixtures.js";
import { createTestApp, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKind } from "../../testing/test-database.js";
import { TEST_USER_PASSWORD, createTestUser, rightsExcept } from "../../testing/test-users.js";

/**
 * The grant dimension of the authorization walk: for every right a role can give (each module's
 * read, write and delete, and each known item's), a user who holds every other right but not
 * that one cannot give it to anyone, themselves included, through any admin endpoint — and the
 * refused call changes nothing.
 */
interface Right {
  module: ModuleName;
  item: string | null;
  right: AccessRight;
}

const rights: Right[] = moduleNames.flatMap((module) => [
  ...accessRights.map((right) => ({ module, item: null, right })),
  ...(knownItemAccessNames[module] ?? []).flatMap((item) =>
    accessRights.map((right) => ({ module, item, right })),
  ),
]);

const flags = (right: AccessRight): AccessPermission => ({
  canRead: true,
  canWrite: right === "write",
  canDelete: right === "delete",
});

/** A role body that gives the right (with the read it needs). */
function grantOf({ module, item, right }: Right) {
  return item === null
    ? [{ name: module, accessPermission: flags(right) }]
    : [
        {
          name: module,
          accessPermission: flags("read"),
          itemAccesses: [{ name: item, module: { name: module }, accessPermission: flags(right) }],
        },
      ];
}

/** Every module with every right, less the one right (items are never held by these users). */
function holdingAllBut({ module, item, right }: Right) {
  if (item !== null) return rightsExcept();
  if (right === "read") return rightsExcept({ [module]: null });
  return rightsExcept({
    [module]: { canRead: true, canWrite: right !== "write", canDelete: right !== "delete" },
  });
}

const label = (r: Right) => `${r.right} on ${r.module}${r.item ? `'s ${r.item}` : ""}`;

let t: TestApp;
let root: string;
let targetId: number;
let targetProfileId: number;

beforeAll(async () => {
  t = await createTestApp();
  root = (await t.signIn()).token;
  const viewer = RoleRecordSchema.parse(
    expectOk(
      // A role that gives nothing, so any right given to it or its holder is a new one.
      await call(t, root, "POST", "/User/Role/Mutate", { name: "Walk viewer", moduleAccesses: [] }),
    ),
  );
  const target = await createUser(t, root, { userName: "grant-target", roleId: viewer.id });
  targetId = target.id;
  targetProfileId = target.profiles[0]?.id ?? 0;
});
afterAll(async () => {
  await t.close();
});

/** Roles, their accesses, profiles and users: what a refused grant must leave untouched. */
async function adminState(): Promise<unknown> {
  return queryRows(
    t.database.db,
    sql`select
      (select coalesce(json_agg(r order by r.id), '[]') from roles r) as roles,
      (select coalesce(json_agg(a order by a.role_id, a.module), '[]') from role_module_accesses a) as modules,
      (select coalesce(json_agg(i order by i.role_id, i.module, i.item), '[]') from role_item_accesses i) as items,
      (select coalesce(json_agg(p order by p.id), '[]') from user_profiles p) as profiles,
      (select count(*) from users)::int as users`,
  );
}

describe(`giving rights on ${testDatabaseKind()}`, () => {
  it("walks every right a role can give: each module's and each known item's read, write and delete", () => {
    expect(rights.length).toBe(moduleNames.length * 3 + 6);
  });

  // One test per right, so a failure names the right that leaked.
  it.each(rights.map((right, index) => ({ right, index, name: label(right) })))(
    "nobody without $name gives it, through any admin endpoint, and a refusal changes nothing",
    async ({ right, index }) => {
      const wrong: string[] = [];
      const granterName = `granter-${index}`;
      const { userId: granterId } = await createTestUser(t.database.db, {
        userName: granterName,
        modules: holdingAllBut(right),
      });
      const token = (await t.signIn(granterName, TEST_USER_PASSWORD)).token;
      // The role that gives the right, written by the root user (who holds every right).
      const giving = RoleRecordSchema.parse(
        expectOk(
          await call(t, root, "POST", "/User/Role/Mutate", {
            name: `Gives ${label(right)}`,
            moduleAccesses: grantOf(right),
          }),
        ),
      );
      const [granterProfile] = await queryRows<{ id: number }>(
        t.database.db,
        sql`select id from user_profiles where user_id = ${granterId}`,
      );
      const viewerRole = RoleRecordSchema.parse(
        (expectOk(await call(t, root, "POST", "/User/Role/GetAll", {})) as unknown[])
          .map((role) => RoleRecordSchema.parse(role))
          .find((role) => role.name === "Walk viewer"),
      );
      const attempts: [string, "POST", string, unknown][] = [
        ["a new role", "POST", "/User/Role/Mutate", { name: `New ${index}`, moduleAccesses: grantOf(right) }],
        [
          "another user's role",
          "POST",
          "/User/Role/Mutate",
          {
            id: viewerRole.id,
            version: viewerRole.version,
            name: viewerRole.name,
            moduleAccesses: [
              ...viewerRole.moduleAccesses.filter((m) => m.name !== right.module),
              ...grantOf(right),
            ],
          },
        ],
        [
          "another user's profile",
          "POST",
          "/User/Profile/MutateWithRole",
          { id: targetProfileId, userId: targetId, roleId: giving.id, isDefault: true },
        ],
        [
          "a new profile for themselves",
          "POST",
          "/User/Profile/MutateWithRole",
          { userId: granterId, roleId: giving.id, isDefault: false },
        ],
        [
          "their own profile",
          "POST",
          "/User/Profile/MutateWithRole",
          { id: granterProfile?.id, userId: granterId, roleId: giving.id, isDefault: true },
        ],
        [
          "a new user",
          "POST",
          "/User/Mutate",
          {
            userName: `given-${index}`,
            firstName: "Given",
            lastName: "User",
            email: `given-${index}@example.com`,
            userType: "AD AGENCY USER",
            password: NEW_USER_PASSWORD,
            profiles: [{ roleId: giving.id, elevatedRoleName: null }],
          },
        ],
      ];
      for (const [what, method, path, body] of attempts) {
        const before = await adminState();
        const answer = await call(t, token, method, path, body);
        const refused = answer.status === 403 && ErrorBodySchema.parse(answer.body).errorCode === 6;
        if (!refused)
          wrong.push(`${label(right)} through ${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
        else if (JSON.stringify(await adminState()) !== JSON.stringify(before)) {
          wrong.push(`${label(right)} through ${what}: refused, but something changed`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});

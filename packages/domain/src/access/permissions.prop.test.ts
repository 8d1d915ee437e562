import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accessRights, moduleNames } from "./modules.js";
import { canAccessItem, canAccessModule, hasElevatedRole, type PermissionSubject } from "./permissions.js";
import { canReadRoute, routeGuardModes } from "./route-guard.js";
import { routeModules } from "./route-modules.js";

/** The same text with each letter's case chosen at random. */
const recased = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) =>
      [...text].map((char, index) => (upper[index] ? char.toUpperCase() : char.toLowerCase())).join(""),
    );

const flagsArb = fc.record({ canRead: fc.boolean(), canWrite: fc.boolean(), canDelete: fc.boolean() });

const permissionArb = fc
  .record({
    modules: fc.uniqueArray(fc.constantFrom(...moduleNames), { maxLength: moduleNames.length }),
    flags: fc.array(flagsArb, { minLength: moduleNames.length, maxLength: moduleNames.length }),
    elevated: fc.constantFrom(null, "admin system", "admin client", "viewer"),
    userName: fc.constantFrom("jane", "sysadmin"),
  })
  .map(({ modules, flags, elevated, userName }): PermissionSubject => ({
    userName,
    selectedUserProfile: {
      elevatedRole: elevated ? { name: elevated } : null,
      grantedRole: {
        moduleAccesses: modules.map((name, index) => ({
          name,
          accessPermission: flags[index] ?? { canRead: false, canWrite: false, canDelete: false },
          itemAccesses: [
            {
              name: `${name} item`,
              module: { name },
              accessPermission: flags[(index + 1) % flags.length] ?? {
                canRead: true,
                canWrite: true,
                canDelete: true,
              },
            },
          ],
        })),
      },
    },
  }));

/** The same record with every module, item and role name recased. */
function recasePermission(permission: PermissionSubject, seed: number): PermissionSubject {
  const flip = (text: string) =>
    [...text]
      .map((char, index) => ((index + seed) % 2 === 0 ? char.toUpperCase() : char.toLowerCase()))
      .join("");
  const profile = permission.selectedUserProfile;
  return {
    userName: permission.userName,
    selectedUserProfile: {
      elevatedRole: profile.elevatedRole ? { name: flip(profile.elevatedRole.name) } : null,
      grantedRole: {
        moduleAccesses: profile.grantedRole.moduleAccesses.map((access) => ({
          ...access,
          name: flip(access.name),
          itemAccesses: access.itemAccesses.map((item) => ({
            ...item,
            name: flip(item.name),
            module: { name: flip(item.module.name) },
          })),
        })),
      },
    },
  };
}

describe("permission checks (properties)", () => {
  it("module checks ignore the case of the asked name and of the granted name", () => {
    fc.assert(
      fc.property(
        permissionArb,
        fc.constantFrom(...moduleNames).chain((name) => fc.tuple(fc.constant(name), recased(name))),
        fc.constantFrom(...accessRights),
        fc.nat(),
        (permission, [name, asked], right, seed) => {
          const expected = canAccessModule(permission, name, right);
          expect(canAccessModule(permission, asked, right)).toBe(expected);
          expect(canAccessModule(recasePermission(permission, seed), asked, right)).toBe(expected);
        },
      ),
    );
  });

  it("item checks ignore case and never pass without read on the parent module", () => {
    fc.assert(
      fc.property(
        permissionArb,
        fc.constantFrom(...moduleNames),
        fc.constantFrom(...accessRights),
        fc.nat(),
        (permission, name, right, seed) => {
          const expected = canAccessItem(permission, name, `${name} item`, right);
          expect(
            canAccessItem(recasePermission(permission, seed), name.toUpperCase(), `${name} ITEM`, right),
          ).toBe(expected);
          if (expected) expect(canAccessModule(permission, name, "read")).toBe(true);
        },
      ),
    );
  });

  it("elevated roles and route checks ignore the case of granted names", () => {
    fc.assert(
      fc.property(
        permissionArb,
        fc.constantFrom(...routeModules.map((entry) => entry.pattern.replace(/\{\w+\}/g, "7"))),
        fc.constantFrom(...routeGuardModes),
        fc.nat(),
        (permission, path, mode, seed) => {
          const recasedPermission = recasePermission(permission, seed);
          expect(hasElevatedRole(recasedPermission)).toBe(hasElevatedRole(permission));
          expect(canReadRoute(recasedPermission, path, mode)).toBe(canReadRoute(permission, path, mode));
        },
      ),
    );
  });
});

import { describe, expect, it } from "vitest";
import { describeGrantedRight, holdsRight, rightsBeyondGranter, type RoleGrant } from "./grants.js";
import type { PermissionSubject } from "./permissions.js";

const flags = (read: boolean, write = false, del = false) => ({
  canRead: read,
  canWrite: write,
  canDelete: del,
});

/** An administrator whose role reads and writes Admin and reads People, without its Sensitive data. */
const adminOnly: PermissionSubject = {
  userName: "ada",
  selectedUserProfile: {
    elevatedRole: { name: "admin client" },
    grantedRole: {
      moduleAccesses: [
        { name: "Admin", accessPermission: flags(true, true, true), itemAccesses: [] },
        { name: "People", accessPermission: flags(true), itemAccesses: [] },
      ],
    },
  },
};

const root: PermissionSubject = {
  userName: "sysadmin",
  selectedUserProfile: { elevatedRole: { name: "admin system" }, grantedRole: { moduleAccesses: [] } },
};

const adminModule = { name: "Admin", accessPermission: flags(true, true, true), itemAccesses: [] };
const withSensitive: RoleGrant = {
  moduleAccesses: [
    adminModule,
    {
      name: "People",
      accessPermission: flags(true),
      itemAccesses: [{ name: "Sensitive data", accessPermission: flags(true) }],
    },
  ],
};

describe("rightsBeyondGranter", () => {
  it("names each right the granter does not hold, modules and items alike", () => {
    const beyond = rightsBeyondGranter(adminOnly, {
      moduleAccesses: [
        { name: "people", accessPermission: flags(true, true), itemAccesses: [] },
        { name: "Asset", accessPermission: flags(true), itemAccesses: [] },
        ...withSensitive.moduleAccesses.slice(1),
      ],
    });
    expect(beyond.map(describeGrantedRight)).toEqual([
      "write on people",
      "read on Asset",
      "read on People's Sensitive data",
    ]);
  });

  it("lets a granter give what they hold, and keep what the role already gave", () => {
    expect(rightsBeyondGranter(adminOnly, { moduleAccesses: [adminModule] })).toEqual([]);
    // Renaming a role that already reads Sensitive data grants nothing new.
    expect(rightsBeyondGranter(adminOnly, withSensitive, withSensitive)).toEqual([]);
    // Taking a right away needs none.
    expect(rightsBeyondGranter(adminOnly, { moduleAccesses: [] }, withSensitive)).toEqual([]);
  });

  it("lets the root user give any right, and nobody signed out give one", () => {
    expect(rightsBeyondGranter(root, withSensitive)).toEqual([]);
    expect(rightsBeyondGranter(null, { moduleAccesses: [adminModule] })).toHaveLength(3);
  });

  it("holdsRight reads item rights only under a readable module", () => {
    expect(holdsRight(adminOnly, { module: "People", item: null, right: "read" })).toBe(true);
    expect(holdsRight(adminOnly, { module: "People", item: "Sensitive data", right: "read" })).toBe(false);
  });
});

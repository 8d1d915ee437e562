import { describe, expect, it } from "vitest";
import {
  allowsRight,
  canAccessItem,
  canAccessModule,
  hasElevatedRole,
  isRootUser,
  type PermissionSubject,
} from "./permissions.js";
import { isSameAccessName, normalizeAccessName } from "./access-name.js";

const flags = (read: boolean, write = false, del = false) => ({
  canRead: read,
  canWrite: write,
  canDelete: del,
});

function permissionWith(options: {
  userName?: string;
  elevatedRole?: string | null;
  modules?: PermissionSubject["selectedUserProfile"]["grantedRole"]["moduleAccesses"];
}): PermissionSubject {
  return {
    userName: options.userName ?? "jane",
    selectedUserProfile: {
      elevatedRole: options.elevatedRole ? { name: options.elevatedRole } : null,
      grantedRole: { moduleAccesses: options.modules ?? [] },
    },
  };
}

const editor = permissionWith({
  modules: [
    {
      name: "Asset",
      accessPermission: flags(true, true, false),
      itemAccesses: [
        { name: "Rights Tracker", module: { name: "Asset" }, accessPermission: flags(true, false, false) },
      ],
    },
    {
      name: "Company",
      accessPermission: flags(false),
      itemAccesses: [
        { name: "Banks", module: { name: "Company" }, accessPermission: flags(true, true, true) },
      ],
    },
  ],
});

describe("access names", () => {
  it("ignore case and surrounding space", () => {
    expect(normalizeAccessName("  Completion Report ")).toBe("completion report");
    expect(isSameAccessName("ALERTS & NOTIFICATION", "Alerts & Notification")).toBe(true);
    expect(isSameAccessName("Asset", "Assets")).toBe(false);
  });
});

describe("allowsRight", () => {
  it("reads the flag of each right", () => {
    expect(allowsRight(flags(true, false, false), "read")).toBe(true);
    expect(allowsRight(flags(true, false, false), "write")).toBe(false);
    expect(allowsRight(flags(false, false, true), "delete")).toBe(true);
  });
});

describe("canAccessModule", () => {
  it("checks read, write and delete by module name, ignoring case", () => {
    expect(canAccessModule(editor, "asset", "read")).toBe(true);
    expect(canAccessModule(editor, "ASSET", "write")).toBe(true);
    expect(canAccessModule(editor, "Asset", "delete")).toBe(false);
    expect(canAccessModule(editor, "Company", "read")).toBe(false);
    expect(canAccessModule(editor, "Contracts", "read")).toBe(false);
  });

  it("lets a right granted by any duplicate entry count", () => {
    const twice = permissionWith({
      modules: [
        { name: "people", accessPermission: flags(true), itemAccesses: [] },
        { name: "People", accessPermission: flags(true, false, true), itemAccesses: [] },
      ],
    });
    expect(canAccessModule(twice, "People", "delete")).toBe(true);
  });

  it("denies everything without a permission record", () => {
    expect(canAccessModule(null, "Asset", "read")).toBe(false);
    expect(canAccessModule(undefined, "Asset", "read")).toBe(false);
  });

  it("lets the root user through everything", () => {
    const root = permissionWith({ userName: "sysadmin", elevatedRole: "Admin System" });
    expect(canAccessModule(root, "Contracts", "delete")).toBe(true);
    expect(canAccessModule(root, "Anything", "write")).toBe(true);
  });
});

describe("canAccessItem", () => {
  it("needs the item right and read on the parent module", () => {
    expect(canAccessItem(editor, "Asset", "rights tracker", "read")).toBe(true);
    expect(canAccessItem(editor, "asset", "Rights Tracker", "write")).toBe(false);
  });

  it("refuses an item whose parent module cannot be read, whatever the item says", () => {
    expect(canAccessItem(editor, "Company", "Banks", "read")).toBe(false);
    expect(canAccessItem(editor, "Company", "Banks", "delete")).toBe(false);
  });

  it("refuses an unknown item and an item of another module", () => {
    expect(canAccessItem(editor, "Asset", "Crew", "read")).toBe(false);
    const misfiled = permissionWith({
      modules: [
        {
          name: "Asset",
          accessPermission: flags(true),
          itemAccesses: [{ name: "Crew", module: { name: "People" }, accessPermission: flags(true) }],
        },
      ],
    });
    expect(canAccessItem(misfiled, "Asset", "Crew", "read")).toBe(false);
  });

  it("denies without a record and lets root through", () => {
    expect(canAccessItem(null, "Asset", "Crew", "read")).toBe(false);
    const root = permissionWith({ userName: "sysadmin", elevatedRole: "admin system" });
    expect(canAccessItem(root, "Asset", "Crew", "delete")).toBe(true);
  });
});

describe("hasElevatedRole and isRootUser", () => {
  it("matches elevated roles case-insensitively", () => {
    const client = permissionWith({ elevatedRole: "ADMIN CLIENT" });
    expect(hasElevatedRole(client)).toBe(true);
    expect(hasElevatedRole(client, "admin client")).toBe(true);
    expect(hasElevatedRole(client, "Admin System")).toBe(false);
  });

  it("finds no elevated role where there is none or it is not one of the two", () => {
    expect(hasElevatedRole(permissionWith({}))).toBe(false);
    expect(hasElevatedRole(permissionWith({ elevatedRole: "manager" }))).toBe(false);
    expect(hasElevatedRole(null)).toBe(false);
  });

  it("needs the reserved user name and the admin system role for root", () => {
    expect(isRootUser(permissionWith({ userName: "sysadmin", elevatedRole: "admin system" }))).toBe(true);
    expect(isRootUser(permissionWith({ userName: "sysadmin", elevatedRole: "admin client" }))).toBe(false);
    expect(isRootUser(permissionWith({ userName: "SysAdmin", elevatedRole: "admin system" }))).toBe(false);
    expect(isRootUser(permissionWith({ userName: "jane", elevatedRole: "admin system" }))).toBe(false);
    expect(isRootUser(null)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import type { PermissionSubject } from "./permissions.js";
import { SENSITIVE_DATA_ITEM, canSeeSensitiveData, knownItemAccessNames } from "./sensitive-data.js";

const flags = (canRead: boolean, canWrite = false) => ({ canRead, canWrite, canDelete: false });

function permission(options: {
  userName?: string;
  elevatedRole?: string;
  companyRead?: boolean;
  items?: { name: string; module: string; read: boolean }[];
}): PermissionSubject {
  return {
    userName: options.userName ?? "jane",
    selectedUserProfile: {
      elevatedRole: options.elevatedRole ? { name: options.elevatedRole } : null,
      grantedRole: {
        moduleAccesses: [
          {
            name: "Company",
            accessPermission: flags(options.companyRead ?? true, true),
            itemAccesses: (options.items ?? []).map((item) => ({
              name: item.name,
              module: { name: item.module },
              accessPermission: flags(item.read),
            })),
          },
        ],
      },
    },
  };
}

describe("canSeeSensitiveData", () => {
  it("is refused to a role with the module but without the Sensitive data item", () => {
    expect(canSeeSensitiveData(permission({}), "Company")).toBe(false);
    expect(canSeeSensitiveData(null, "Company")).toBe(false);
  });

  it("is granted by read on the module's Sensitive data item, whatever its case", () => {
    const reader = permission({ items: [{ name: "sensitive DATA", module: "company", read: true }] });
    expect(canSeeSensitiveData(reader, "Company")).toBe(true);
    expect(canSeeSensitiveData(reader, "People")).toBe(false);
  });

  it("needs read on the item, and on the module itself", () => {
    const noRead = permission({ items: [{ name: SENSITIVE_DATA_ITEM, module: "Company", read: false }] });
    expect(canSeeSensitiveData(noRead, "Company")).toBe(false);
    const noModule = permission({
      companyRead: false,
      items: [{ name: SENSITIVE_DATA_ITEM, module: "Company", read: true }],
    });
    expect(canSeeSensitiveData(noModule, "Company")).toBe(false);
  });

  it("does not count an item filed under another module", () => {
    const misfiled = permission({ items: [{ name: SENSITIVE_DATA_ITEM, module: "People", read: true }] });
    expect(canSeeSensitiveData(misfiled, "Company")).toBe(false);
  });

  it("is granted to elevated roles and the root user", () => {
    expect(canSeeSensitiveData(permission({ elevatedRole: "Admin Client" }), "Company")).toBe(true);
    expect(canSeeSensitiveData(permission({ elevatedRole: "viewer" }), "Company")).toBe(false);
    expect(
      canSeeSensitiveData(
        permission({ userName: "sysadmin", elevatedRole: "admin system", companyRead: false }),
        "People",
      ),
    ).toBe(true);
  });

  it("is offered in the role editor under the modules that hold sensitive values", () => {
    expect(knownItemAccessNames.Company).toContain(SENSITIVE_DATA_ITEM);
    expect(knownItemAccessNames.People).toContain(SENSITIVE_DATA_ITEM);
  });
});

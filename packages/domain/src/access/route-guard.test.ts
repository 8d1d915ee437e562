import { describe, expect, it } from "vitest";
import {
  permissionMessages,
  PERMISSION_DENIED_MESSAGE,
  ROUTE_DENIED_MESSAGE,
  ROUTE_DENIED_REDIRECT,
} from "./permission-messages.js";
import type { PermissionSubject } from "./permissions.js";
import { canReadRoute } from "./route-guard.js";

function withModules(
  names: string[],
  userName = "jane",
  elevatedRole: string | null = null,
): PermissionSubject {
  return {
    userName,
    selectedUserProfile: {
      elevatedRole: elevatedRole ? { name: elevatedRole } : null,
      grantedRole: {
        moduleAccesses: names.map((name) => ({
          name,
          accessPermission: { canRead: true, canWrite: false, canDelete: false },
          itemAccesses: [],
        })),
      },
    },
  };
}

const assetReader = withModules(["asset"]);
const root = withModules([], "sysadmin", "ADMIN SYSTEM");

describe("canReadRoute", () => {
  it("needs read on the route's module", () => {
    expect(canReadRoute(assetReader, "/asset/3/crew")).toBe(true);
    expect(canReadRoute(assetReader, "#/assets/all")).toBe(true);
    expect(canReadRoute(assetReader, "/company/3/logs")).toBe(false);
    expect(canReadRoute(assetReader, "/add/contract")).toBe(false);
  });

  it("always lets public routes through, even without a permission record", () => {
    for (const mode of ["standard", "ignoreDefaultBypass", "ignoreRouteBypass"] as const) {
      expect(canReadRoute(null, "/login", mode)).toBe(true);
      expect(canReadRoute(null, "/reset-new-password", mode)).toBe(true);
    }
  });

  it("lets the dashboard and bypass routes through in standard mode", () => {
    expect(canReadRoute(assetReader, "/dashboard")).toBe(true);
    expect(canReadRoute(assetReader, "/")).toBe(true);
    expect(canReadRoute(assetReader, "/profile/switch-profile")).toBe(true);
    expect(canReadRoute(null, "/terms-and-conditions")).toBe(true);
  });

  it("makes the dashboard need Dashboard read when the default bypass is ignored", () => {
    expect(canReadRoute(assetReader, "/dashboard", "ignoreDefaultBypass")).toBe(false);
    expect(canReadRoute(withModules(["DASHBOARD"]), "/dashboard", "ignoreDefaultBypass")).toBe(true);
    expect(canReadRoute(assetReader, "/profile", "ignoreDefaultBypass")).toBe(true);
  });

  it("gives bypass routes no free pass when the route bypass is ignored", () => {
    expect(canReadRoute(assetReader, "/profile", "ignoreRouteBypass")).toBe(false);
    expect(canReadRoute(assetReader, "/dashboard", "ignoreRouteBypass")).toBe(true);
    expect(canReadRoute(root, "/profile", "ignoreRouteBypass")).toBe(true);
  });

  it("refuses unknown paths to all but root", () => {
    expect(canReadRoute(assetReader, "/nowhere")).toBe(false);
    expect(canReadRoute(root, "/nowhere")).toBe(true);
  });

  it("lets root through every module route", () => {
    expect(canReadRoute(root, "/admin/user-management")).toBe(true);
    expect(canReadRoute(root, "/dashboard", "ignoreDefaultBypass")).toBe(true);
  });
});

describe("permission messages", () => {
  it("are the texts of spec 000 sections 6 and 8", () => {
    expect(ROUTE_DENIED_MESSAGE).toBe("You do not have permission to access this route.");
    expect(PERMISSION_DENIED_MESSAGE).toBe("Permission denied.");
    expect(permissionMessages.actionDenied).toBe(PERMISSION_DENIED_MESSAGE);
    expect(ROUTE_DENIED_REDIRECT).toBe("/dashboard");
  });
});

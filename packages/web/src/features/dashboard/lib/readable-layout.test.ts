import { defaultDashboardLayout, type PermissionSubject } from "@rightsdesk/domain";
import { describe, expect, it } from "vitest";
import { readableLayout } from "./readable-layout";

function roleReading(...modules: string[]): PermissionSubject {
  return {
    userName: "reader",
    selectedUserProfile: {
      elevatedRole: null,
      grantedRole: {
        moduleAccesses: modules.map((name) => ({
          name,
          accessPermission: { canRead: true, canWrite: false, canDelete: false },
          itemAccesses: [],
        })),
      },
    },
  };
}

describe("readableLayout", () => {
  const all = defaultDashboardLayout().widgets;

  it("keeps only the widgets of modules the role reads", () => {
    expect(readableLayout(all, roleReading("Asset")).map((item) => item.key)).toEqual([
      "assets-expiring",
      "recent-additions",
      "incomplete-items",
      "unpaid-usage-terms",
    ]);
    expect(readableLayout(all, roleReading())).toEqual([]);
  });

  it("leaves the server's answer as it is until the permission record is known", () => {
    expect(readableLayout(all, undefined)).toBe(all);
  });
});

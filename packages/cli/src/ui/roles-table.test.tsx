import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import type { RoleRecord } from "@rightsdesk/domain";
import { RolesTable } from "./roles-table.js";

const flags = (canRead: boolean, canWrite: boolean, canDelete: boolean) => ({ canRead, canWrite, canDelete });

describe("RolesTable", () => {
  it("shows each role's holders and the modules it grants", () => {
    const role: RoleRecord = {
      id: 3,
      version: 1,
      tenantId: 1,
      name: "Business affairs",
      description: "",
      userCount: 4,
      moduleAccesses: [
        { name: "Admin", accessPermission: flags(true, true, true), itemAccesses: [] },
        { name: "Company", accessPermission: flags(true, false, false), itemAccesses: [] },
        { name: "Reports", accessPermission: flags(false, false, false), itemAccesses: [] },
      ],
    };
    const empty: RoleRecord = { ...role, id: 4, name: "Nothing", userCount: 0, moduleAccesses: [] };
    const { lastFrame } = render(<RolesTable roles={[role, empty]} />);
    const lines = (lastFrame() ?? "").split("\n");
    expect(lines[0]).toMatch(/^Id\s+Role\s+Users\s+Modules$/);
    expect(lines[1]).toMatch(/^3\s+Business affairs\s+4\s+Admin rwd, Company r$/);
    expect(lines[2]).toMatch(/^4\s+Nothing\s+0\s+none$/);
  });

  it("says so when there are no roles", () => {
    expect(render(<RolesTable roles={[]} />).lastFrame()).toBe("No roles yet.");
  });
});

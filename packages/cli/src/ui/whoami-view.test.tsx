import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import { WhoamiView } from "./whoami-view.js";

describe("WhoamiView", () => {
  it("shows the user, the profile and each module's rights", () => {
    const { lastFrame } = render(
      <WhoamiView
        server="http://localhost:3000"
        userInfo={{
          userId: 1,
          userName: "jdoe",
          firstName: "Jane",
          lastName: "Doe",
          email: "jane@example.com",
          tenantId: 1,
          isProviderClient: false,
        }}
        permission={{
          id: 1,
          userName: "jdoe",
          termAcceptedOn: null,
          selectedUserProfile: {
            id: 3,
            tenantId: 1,
            elevatedRole: null,
            userType: { name: "AD AGENCY USER" },
            grantedRole: {
              id: 2,
              name: "Business affairs",
              moduleAccesses: [
                {
                  name: "Company",
                  accessPermission: { canRead: true, canWrite: false, canDelete: false },
                  itemAccesses: [],
                },
                {
                  name: "Reports",
                  accessPermission: { canRead: false, canWrite: false, canDelete: false },
                  itemAccesses: [],
                },
              ],
            },
          },
        }}
      />,
    );
    const frame = lastFrame() ?? "";
    expect(frame).toContain("jdoe (Jane Doe, jane@example.com)");
    expect(frame).toContain("Role: Business affairs · User type: AD AGENCY USER");
    expect(frame).not.toContain("Elevated");
    expect(frame).toMatch(/Company\s+read\n/);
    expect(frame).toMatch(/Reports\s+none/);
  });
});

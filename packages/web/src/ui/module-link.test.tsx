// @vitest-environment happy-dom
import type { PermissionSubject } from "@rightsdesk/domain";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ModuleLink } from "./module-link";

const session = vi.hoisted(() => ({ permission: undefined as PermissionSubject | undefined }));

vi.mock("../lib/permission", () => ({ usePermission: () => ({ data: session.permission }) }));

function readerOf(...modules: string[]): PermissionSubject {
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

function renderLinks() {
  render(
    <MemoryRouter>
      <ModuleLink to="/asset/3/asset-profile">Summer Breeze :30</ModuleLink>
      <ModuleLink to="/contract/2/contract-profile?tab=fees" plainClassName="plain">
        CT00002
      </ModuleLink>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  session.permission = undefined;
});

describe("ModuleLink", () => {
  it("links where the role reads the module and leaves plain text where it does not", () => {
    session.permission = readerOf("Asset");
    renderLinks();
    expect(screen.getByRole("link", { name: "Summer Breeze :30" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "CT00002" })).toBeNull();
    expect(screen.getByText("CT00002").className).toBe("plain");
  });

  it("links while the permission record is still loading (the server still decides)", () => {
    renderLinks();
    expect(screen.getAllByRole("link")).toHaveLength(2);
  });
});

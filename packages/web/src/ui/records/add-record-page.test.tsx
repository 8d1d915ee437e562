// @vitest-environment happy-dom
import type { PermissionSubject } from "@rightsdesk/domain";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { AddRecordPage } from "./add-record-page";
import type { RecordKind } from "./record-kind";

const session = vi.hoisted(() => ({ permission: undefined as PermissionSubject | undefined }));

vi.mock("../../lib/permission", () => ({ usePermission: () => ({ data: session.permission }) }));

function roleWith(canWrite: boolean): PermissionSubject {
  return {
    userName: "reader",
    selectedUserProfile: {
      elevatedRole: null,
      grantedRole: {
        moduleAccesses: [
          {
            name: "Asset",
            accessPermission: { canRead: true, canWrite, canDelete: false },
            itemAccesses: [],
          },
        ],
      },
    },
  };
}

const assetKind = {
  module: "Asset",
  nouns: { singular: "asset", plural: "Assets" },
  listHref: () => "/assets/all",
} as unknown as RecordKind<{ id: number }>;

function renderPage() {
  render(
    <MemoryRouter>
      <AddRecordPage kind={assetKind} text={{ title: "Add an asset", description: "Start with its title." }}>
        <form aria-label="Add asset">
          <label>
            Title
            <input name="title" />
          </label>
          <button type="submit">Add asset</button>
        </form>
      </AddRecordPage>
    </MemoryRouter>,
  );
}

afterEach(() => {
  cleanup();
  session.permission = undefined;
});

describe("AddRecordPage", () => {
  it("tells a role that only reads the module, before anything is typed, and locks the form", () => {
    session.permission = roleWith(false);
    renderPage();
    expect(screen.getByRole("status").textContent).toContain("Your role cannot add an asset");
    expect(screen.getByRole("status").textContent).toContain("write right on the Asset module");
    // A disabled fieldset disables every field and button inside it (the browser's rule).
    const locked = screen.getByRole("group", { name: "Add asset (locked)" }) as HTMLFieldSetElement;
    expect(locked.disabled).toBe(true);
    expect(locked.contains(screen.getByLabelText("Title"))).toBe(true);
    expect(locked.contains(screen.getByRole("button", { name: "Add asset" }))).toBe(true);
  });

  it("leaves the form open to a role that may add", () => {
    session.permission = roleWith(true);
    renderPage();
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("group", { name: "Add asset (locked)" })).toBeNull();
  });
});

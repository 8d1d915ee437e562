// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import type { UserPermission } from "@rightsdesk/domain";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { decideRouteAccess } from "./guard";
import { MainNav } from "./shell/main-nav";
import { permissionQueryOptions } from "../lib/permission";
import { permissionGranting } from "../lib/testing/fake-api";

const reader = { canRead: true, canWrite: false, canDelete: false };
const withModule = {
  ...permissionGranting({ "Report Upload": reader }),
  termAcceptedOn: "2026-01-01T00:00:00.000Z",
};
const withoutModule = {
  ...permissionGranting({ Asset: reader }),
  termAcceptedOn: "2026-01-01T00:00:00.000Z",
};

function renderNav(permission: UserPermission) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(permissionQueryOptions().queryKey, permission);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <MainNav />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const access = (path: string, permission: UserPermission) =>
  decideRouteAccess({
    path,
    requested: path,
    stored: { passwordChangeRequired: false, userProfiles: [], userProfileId: 4 },
    permission,
  });

afterEach(cleanup);

describe("the report uploads' access", () => {
  it("shows Report uploads in the top bar only to users who may read the module", async () => {
    renderNav(withModule);
    expect((await screen.findByRole("link", { name: "Uploads" })).getAttribute("href")).toBe(
      "/rights-expiration",
    );
    cleanup();
    renderNav(withoutModule);
    await screen.findByRole("link", { name: "Assets" });
    expect(screen.queryByRole("link", { name: "Uploads" })).toBeNull();
  });

  it("sends a user without the module away from every tab, and lets a reader in", () => {
    for (const tab of ["recent-activities", "record-upload-details", "upload-issues", "report-logs"]) {
      expect(access(`/rights-expiration/${tab}`, withoutModule)).toMatchObject({
        kind: "redirect",
        to: "/dashboard",
      });
      expect(access(`/rights-expiration/${tab}`, withModule)).toEqual({ kind: "allow" });
    }
  });
});

// @vitest-environment happy-dom
import type { UserPermission } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { permissionQueryOptions } from "../../lib/permission";
import { permissionGranting } from "../../lib/testing/fake-api";
import { MainNav } from "./main-nav";

const reader = { canRead: true, canWrite: false, canDelete: false };

function renderNav(permission: UserPermission, at = "/dashboard") {
  const queryClient = new QueryClient();
  queryClient.setQueryData(permissionQueryOptions().queryKey, {
    ...permission,
    termAcceptedOn: "2026-01-01T00:00:00.000Z",
  });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[at]}>
        <MainNav />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(cleanup);

describe("the main navigation", () => {
  it("keeps Contracts one click away and Rate cards and Forecast in the menu beside it, by keyboard too", async () => {
    const user = renderNav(permissionGranting({ Contracts: reader, Asset: reader }));
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Contracts" }).getAttribute("href")).toBe("/contracts");
    expect(within(nav).queryByRole("link", { name: "Forecast" })).toBeNull();

    within(nav).getByRole("button", { name: "More contracts pages" }).focus();
    await user.keyboard("{Enter}");
    const items = await screen.findAllByRole("menuitem");
    expect(items.map((item) => [item.textContent, item.getAttribute("href")])).toEqual([
      ["Rate cards", "/rate-cards"],
      ["Forecast", "/forecast"],
    ]);
  });

  it("marks the entry and says which of its menu's pages is open", async () => {
    const user = renderNav(permissionGranting({ Contracts: reader }), "/forecast");
    const button = await screen.findByRole("button", { name: "More contracts pages, Forecast open" });
    expect(button.className).toContain("text-indigo-700");
    await user.click(button);
    const forecast = await screen.findByRole("menuitem", { name: "Forecast" });
    expect(forecast.getAttribute("aria-current")).toBe("page");
    expect(screen.getByRole("menuitem", { name: "Rate cards" }).getAttribute("aria-current")).toBeNull();
  });

  it("shows neither the entry nor its menu to a user who may not read contracts", async () => {
    renderNav(permissionGranting({ Asset: reader }));
    await screen.findByRole("link", { name: "Assets" });
    expect(screen.queryByRole("link", { name: "Contracts" })).toBeNull();
    expect(screen.queryByRole("button", { name: /contracts pages/ })).toBeNull();
  });
});

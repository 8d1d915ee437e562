// @vitest-environment happy-dom
import type { CompanySummary } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { permissionQueryOptions } from "../../../../lib/permission";
import { permissionGranting, answerApiCalls, signInForEachTest } from "../../../../lib/testing/fake-api";
import { companyListRoute } from "./company-list";

const server = {
  calls: [] as { name: string; id: number }[],
  rights: { canWrite: true, canDelete: true },
  toasts: [] as unknown[],
};

const acme: CompanySummary = {
  id: 7,
  recordId: "CY0007",
  legalName: "Acme Agency",
  businessName: null,
  dbaName: null,
  mainType: "AD AGENCY",
  subType: null,
  country: "USA",
  status: "ACTIVE",
  city: "Chicago",
  createdOn: "2026-11-20T10:00:00Z",
  updatedOn: "2026-11-21T23:30:00Z",
  archivedOn: null,
};

const answer =
  (name: string) =>
  async ({ params }: { params: { id: number } }) => {
    server.calls.push({ name, id: params.id });
    return { id: params.id };
  };
const page = async () => ({ totalRecords: 1, records: [acme] });

signInForEachTest();
answerApiCalls({
  getPermission: async () => permissionGranting({ Company: { canRead: true, ...server.rights } }),
  archiveCompany: answer("archiveCompany"),
  restoreCompany: answer("restoreCompany"),
  listCompanies: page,
  listArchivedCompanies: page,
});

async function renderTable(scope: "all" | "archive") {
  const { Component } = companyListRoute(scope);
  // As the app opens the list: the user's permission already loaded by the shell.
  const queryClient = new QueryClient();
  await queryClient.fetchQuery(permissionQueryOptions());
  const router = createMemoryRouter(
    [
      { path: "/companies/:scope", element: <Component /> },
      { path: "/company/:companyId/:tab", element: <p>Company page</p> },
    ],
    { initialEntries: [`/companies/${scope}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole("link", { name: "Acme Agency" });
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  server.calls = [];
  server.toasts = [];
  server.rights = { canWrite: true, canDelete: true };
  vi.spyOn(toast, "success").mockImplementation((message) => {
    server.toasts.push(message);
    return 0;
  });
});
afterEach(cleanup);

describe("the company lists", () => {
  it("shows the company's row: its record id, a link to its profile, its status and updated day", async () => {
    await renderTable("all");
    expect(screen.getByRole("link", { name: "Acme Agency" }).getAttribute("href")).toBe(
      "/company/7/company-profile",
    );
    expect(screen.getByText("CY0007")).toBeTruthy();
    expect(screen.getByText("Ad agency")).toBeTruthy();
    expect(screen.getByText("Active")).toBeTruthy();
    // The day the list's date filters compare (UTC), whatever the browser's zone.
    expect(screen.getByText("11/21/2026")).toBeTruthy();
  });

  it("offers Archive only to users who may delete companies", async () => {
    server.rights = { canWrite: true, canDelete: false };
    await renderTable("all");
    expect(screen.queryByRole("button", { name: "Archive Acme Agency" })).toBeNull();
  });

  it("archives a company after asking, and says so", async () => {
    const { user } = await renderTable("all");
    await user.click(screen.getByRole("button", { name: "Archive Acme Agency" }));
    expect(await screen.findByText("Archive Acme Agency?")).toBeTruthy();
    expect(server.calls).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Archive" }));
    await waitFor(() => expect(server.toasts).toEqual(["Acme Agency was moved to the archive."]));
    expect(server.calls).toEqual([{ name: "archiveCompany", id: 7 }]);
  });

  it("restores from the archive after asking", async () => {
    const { user } = await renderTable("archive");
    expect(screen.queryByRole("button", { name: "Archive Acme Agency" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Restore Acme Agency" }));
    await user.click(await screen.findByRole("button", { name: "Restore" }));
    await waitFor(() => expect(server.calls).toEqual([{ name: "restoreCompany", id: 7 }]));
    expect(server.toasts).toEqual(["Acme Agency is back on the active list."]);
  });

  it("opens the company's profile with Enter on its row", async () => {
    const { user, router } = await renderTable("all");
    const [, row] = screen.getAllByRole("row");
    row?.focus();
    await user.keyboard("{Enter}");
    await screen.findByText("Company page");
    expect(router.state.location.pathname).toBe("/company/7/company-profile");
  });
});

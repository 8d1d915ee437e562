// @vitest-environment happy-dom
import { clientsQueryOptions } from "../../clients";
import { ApiError } from "@rightsdesk/api-client";
import { ErrorCodes, type ListQuery, type ProfileMutateRequest, type UserDetail } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answerApiCalls } from "../../../lib/testing/fake-api";
import { adminKeys } from "../api/admin-keys";
import { ProfilesCard } from "./profiles-card";

const company = (id: number, legalName: string) => ({ id, legalName, mainType: "ADVERTISER" });

const server = {
  active: [] as { id: number; legalName: string }[],
  archived: [] as { id: number; legalName: string }[],
  sent: [] as ProfileMutateRequest[],
  refuse: null as Error | null,
};

const roles = [{ id: 5, name: "Spot viewer" }];
const clients = [{ id: 2, name: "Northwind Agency", isProvider: false }];

const byIds = (records: { id: number }[], query: ListQuery) => {
  const ids = query.filters[0]?.value;
  const found = records.filter((record) => Array.isArray(ids) && ids.includes(record.id));
  return { totalRecords: found.length, records: found };
};

answerApiCalls({
  listRoles: async () => roles,
  listTenants: async () => clients,
  listCompanies: async ({ body }: { body: ListQuery }) => byIds(server.active, body),
  listArchivedCompanies: async ({ body }: { body: ListQuery }) => byIds(server.archived, body),
  lookupCompanies: async ({ body }: { body: { search: string } }) =>
    server.active
      .filter((record) => record.legalName.includes(body.search))
      .map((record) => ({ ...record, archived: false })),
  mutateProfile: async ({ body }: { body: ProfileMutateRequest }) => {
    server.sent.push(body);
    if (server.refuse) throw server.refuse;
    return user("ADVERTISER USER");
  },
});

const profile = (id: number, roleName: string, advertiserIds: number[]): UserDetail["profiles"][number] => ({
  id,
  roleId: 5,
  tenantId: 2,
  tenantName: "Northwind Agency",
  roleName,
  elevatedRoleName: null,
  userTypeName: "ADVERTISER USER",
  isDefault: id === 1,
  advertiserIds,
});

function user(userType: UserDetail["userType"]): UserDetail {
  return {
    id: 9,
    userName: "ada.byron",
    firstName: "Ada",
    lastName: "Byron",
    email: "ada@example.com",
    userType,
    status: "ACTIVE",
    mfaEnabled: false,
    lastSignInAt: null,
    createdAt: "2024-01-01T00:00:00Z",
    version: 1,
    termAcceptedOn: null,
    passwordChangeRequired: false,
    profiles: [profile(1, "Spot viewer", [31, 40]), profile(2, "Reviewer", [])],
  };
}

function renderCard(userType: UserDetail["userType"]) {
  const rights = { canRead: true, canWrite: true, canDelete: true, isAdminSystem: false };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // As the access tab's loader leaves them.
  queryClient.setQueryData(adminKeys.roles, roles);
  queryClient.setQueryData(clientsQueryOptions().queryKey, clients);
  queryClient.setQueryData(adminKeys.elevatedRoles, []);
  render(
    <QueryClientProvider client={queryClient}>
      <ProfilesCard user={user(userType)} rights={rights} />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/**
 * Opens the Spot viewer profile's dialog. The role is chosen again because happy-dom, unlike a
 * browser, leaves a select empty when the form gives it a number (the role's id) as its value.
 */
async function changeSpotViewer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Change the Spot viewer profile" }));
  const dialog = await screen.findByRole("dialog");
  await user.selectOptions(within(dialog).getByLabelText("Role"), "Spot viewer");
  return dialog;
}

const rowOf = (roleName: string) => screen.getByRole("rowheader", { name: roleName }).closest("tr");

beforeEach(() => {
  server.active = [company(31, "Northwind Foods"), company(32, "Contoso Drinks")];
  server.archived = [company(40, "Fabrikam Toys")];
  server.sent = [];
  server.refuse = null;
  vi.spyOn(toast, "success").mockImplementation(() => 0);
});
afterEach(cleanup);

describe("ProfilesCard advertisers", () => {
  it("names each profile's advertisers, archived ones too, and warns of a profile with none", async () => {
    renderCard("ADVERTISER USER");
    expect(screen.getByRole("columnheader", { name: "Advertisers" })).toBeTruthy();
    const first = rowOf("Spot viewer");
    if (!first) throw new Error("no row");
    await within(first).findByText("Northwind Foods");
    expect(within(first).getByText("Fabrikam Toys")).toBeTruthy();
    const second = rowOf("Reviewer");
    if (!second) throw new Error("no row");
    expect(within(second).getByText("No advertisers: sees no spots")).toBeTruthy();
  });

  it("shows no advertisers, nor asks for them, for other kinds of user", async () => {
    const user = renderCard("AD AGENCY USER");
    expect(screen.queryByRole("columnheader", { name: "Advertisers" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Change the Spot viewer profile" }));
    await screen.findByRole("dialog");
    expect(screen.queryByRole("combobox", { name: "Advertisers" })).toBeNull();
  });

  it("changes a profile's advertisers in its dialog and sends their ids", async () => {
    const user = renderCard("ADVERTISER USER");
    const dialog = await changeSpotViewer(user);
    const chosen = within(dialog).getByRole("list", { name: "Chosen advertisers" });
    await within(chosen).findByText("Fabrikam Toys");
    await user.click(within(dialog).getByRole("button", { name: "Remove Northwind Foods" }));
    await user.click(within(dialog).getByRole("combobox", { name: "Advertisers" }));
    await user.keyboard("Contoso");
    await waitFor(() =>
      expect(
        within(dialog)
          .queryAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual([expect.stringContaining("Contoso")]),
    );
    await user.keyboard("{ArrowDown}{Enter}");
    expect(chosen.textContent).toBe("Fabrikam ToysContoso Drinks");
    await user.click(within(dialog).getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(server.sent).toHaveLength(1));
    expect(server.sent[0]).toMatchObject({ id: 1, userId: 9, roleId: 5, advertiserIds: [40, 32] });
  });

  it("shows the server's refusal of an advertiser on the advertisers field", async () => {
    const message = "There is no advertiser with id 40 in this client.";
    server.refuse = new ApiError({
      code: ErrorCodes.InvalidData,
      status: 400,
      message,
      errors: [{ field: "profile.advertiserIds", message }],
    });
    const user = renderCard("ADVERTISER USER");
    const dialog = await changeSpotViewer(user);
    await user.click(within(dialog).getByRole("button", { name: "Save profile" }));
    const field = within(dialog).getByRole("combobox", { name: "Advertisers" });
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByTestId("advertisers-field").textContent).toContain(message);
    expect(within(dialog).queryByText("Not saved")).toBeNull();
  });
});

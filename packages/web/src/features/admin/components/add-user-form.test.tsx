// @vitest-environment happy-dom
import { ApiError } from "@rightsdesk/api-client";
import { ErrorCodes, type UserMutateRequest } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { answerApiCalls } from "../../../lib/testing/fake-api";
import { UnsavedChangesContext } from "../../../lib/unsaved-changes";
import { AddUserForm } from "./add-user-form";

const advertisers = [
  { id: 31, legalName: "Northwind Foods", mainType: "ADVERTISER", archived: false },
  { id: 32, legalName: "Contoso Drinks", mainType: "ADVERTISER", archived: false },
];

const server = {
  sent: [] as UserMutateRequest[],
  lookups: [] as { search: string; mainTypes: string[] }[],
  refuse: null as Error | null,
};

answerApiCalls({
  listRoles: async () => [{ id: 5, name: "Spot viewer" }],
  lookupCompanies: async ({ body }: { body: { search: string; mainTypes: string[] } }) => {
    server.lookups.push(body);
    return advertisers.filter((company) => company.legalName.includes(body.search));
  },
  mutateUser: async ({ body }: { body: UserMutateRequest }) => {
    server.sent.push(body);
    if (server.refuse) throw server.refuse;
    return { id: 77, userName: body.userName };
  },
});

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: "/add/user", element: <AddUserForm /> },
      { path: "*", element: <p>User page</p> },
    ],
    { initialEntries: ["/add/user"] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UnsavedChangesContext value={{ setDirty: () => undefined, confirmLeave: (_to, action) => action() }}>
        <RouterProvider router={router} />
      </UnsavedChangesContext>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup() };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, userType: string) {
  await user.type(screen.getByLabelText("First name"), "Ada");
  await user.type(screen.getByLabelText("Last name"), "Byron");
  await user.type(screen.getByLabelText("User name"), "ada.byron");
  await user.type(screen.getByLabelText("E-mail"), "ada@example.com");
  await user.selectOptions(screen.getByLabelText("User type"), userType);
  await screen.findByRole("option", { name: "Spot viewer" });
  await user.selectOptions(screen.getByLabelText("Role"), "Spot viewer");
  await user.type(screen.getByLabelText("First password"), "correct-horse-battery");
}

/** Types part of an advertiser's name in the picker and picks it with the keyboard. */
async function pickAdvertiser(user: ReturnType<typeof userEvent.setup>, search: string) {
  await user.click(screen.getByRole("combobox", { name: "Advertisers" }));
  await user.keyboard(search);
  // Until the search is asked, the earlier answer shows; wait for the one to this search.
  await waitFor(() =>
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual([
      expect.stringContaining(search),
    ]),
  );
  await user.keyboard("{ArrowDown}{Enter}");
}

beforeEach(() => {
  server.sent = [];
  server.lookups = [];
  server.refuse = null;
});
afterEach(cleanup);

describe("AddUserForm advertisers", () => {
  it("asks for advertisers only while the user type is advertiser user", async () => {
    const { user } = renderForm();
    expect(screen.queryByRole("combobox", { name: "Advertisers" })).toBeNull();
    await user.selectOptions(screen.getByLabelText("User type"), "Advertiser user");
    expect(screen.getByRole("combobox", { name: "Advertisers" })).toBeTruthy();
    expect(
      screen.getByText("This user sees only these advertisers' spots; none chosen, no spots."),
    ).toBeTruthy();
    expect(screen.getByText("No advertisers chosen: this user sees no spots.")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("User type"), "Ad agency user");
    expect(screen.queryByRole("combobox", { name: "Advertisers" })).toBeNull();
  });

  it("offers only advertisers, and sends the ones chosen with the first profile", async () => {
    const { user } = renderForm();
    await fillIn(user, "Advertiser user");
    await pickAdvertiser(user, "Northwind");
    await pickAdvertiser(user, "Contoso");
    await pickAdvertiser(user, "Northwind");
    const chosen = screen.getByRole("list", { name: "Chosen advertisers" });
    expect(chosen.textContent).toBe("Northwind FoodsContoso Drinks");
    expect(server.lookups.every((lookup) => lookup.mainTypes.join() === "ADVERTISER")).toBe(true);

    await user.click(screen.getByRole("button", { name: "Add user" }));
    await screen.findByText("User page");
    expect(server.sent[0]?.userType).toBe("ADVERTISER USER");
    expect(server.sent[0]?.profiles).toEqual([
      { roleId: 5, elevatedRoleName: null, isDefault: true, advertiserIds: [31, 32] },
    ]);
  });

  it("takes an advertiser off with its remove button", async () => {
    const { user } = renderForm();
    await fillIn(user, "Advertiser user");
    await pickAdvertiser(user, "Northwind");
    await pickAdvertiser(user, "Contoso");
    await user.click(screen.getByRole("button", { name: "Remove Northwind Foods" }));
    await user.click(screen.getByRole("button", { name: "Add user" }));
    await screen.findByText("User page");
    expect(server.sent[0]?.profiles?.[0]?.advertiserIds).toEqual([32]);
  });

  it("does not send advertisers picked before the user type changed", async () => {
    const { user } = renderForm();
    await fillIn(user, "Advertiser user");
    await pickAdvertiser(user, "Northwind");
    await user.selectOptions(screen.getByLabelText("User type"), "Platform user");
    await user.click(screen.getByRole("button", { name: "Add user" }));
    await screen.findByText("User page");
    expect(server.sent[0]?.profiles?.[0]?.advertiserIds).toEqual([]);
  });

  it("shows the server's refusal of an advertiser on the advertisers field", async () => {
    const message = "There is no advertiser with id 31 in this client.";
    server.refuse = new ApiError({
      code: ErrorCodes.InvalidData,
      status: 400,
      message,
      errors: [{ field: "profiles.0.advertiserIds", message }],
    });
    const { user } = renderForm();
    await fillIn(user, "Advertiser user");
    await pickAdvertiser(user, "Northwind");
    await user.click(screen.getByRole("button", { name: "Add user" }));
    const field = screen.getByRole("combobox", { name: "Advertisers" });
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByTestId("advertisers-field").textContent).toContain(message);
    expect(screen.queryByText("The user was not added")).toBeNull();
  });
});

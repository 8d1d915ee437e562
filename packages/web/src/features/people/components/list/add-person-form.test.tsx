// @vitest-environment happy-dom
import type { PersonDuplicate, PersonRecord } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UnsavedChangesContext } from "../../../../lib/unsaved-changes";
import { AddPersonForm } from "./add-person-form";
import { answerApiCalls } from "../../../../lib/testing/fake-api";

const server = {
  created: [] as Record<string, unknown>[],
  duplicateChecks: [] as Record<string, unknown>[],
  duplicates: [] as PersonDuplicate[],
};

answerApiCalls({
  listUnions: async () => [
    { code: "SAG AFTRA", name: "SAG AFTRA", isUnion: true },
    { code: "NON UNION", name: "NON UNION", isUnion: false },
  ],
  findPersonDuplicates: async ({ body }: { body: Record<string, unknown> }) => {
    server.duplicateChecks.push(body);
    return server.duplicates;
  },
  createPerson: async ({ body }: { body: Record<string, unknown> }) => {
    server.created.push(body);
    return { id: 42, fullName: "Ada Lovelace" } as Partial<PersonRecord>;
  },
});

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: "/add/people", element: <AddPersonForm /> },
      { path: "/people/:peopleId/:tab", element: <p>Person page</p> },
    ],
    { initialEntries: ["/add/people"] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UnsavedChangesContext value={{ setDirty: vi.fn(), confirmLeave: (_to, action) => action() }}>
        <RouterProvider router={router} />
      </UnsavedChangesContext>
    </QueryClientProvider>,
  );
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  server.created = [];
  server.duplicateChecks = [];
  server.duplicates = [];
});
afterEach(() => cleanup());

describe("AddPersonForm", () => {
  it("asks for at least one kind and saves none until one is chosen, several allowed", async () => {
    const { router, user } = renderForm();
    await user.type(screen.getByLabelText("First name"), "Ada");
    await user.type(screen.getByLabelText("Last name"), "Lovelace");
    await user.click(screen.getByRole("button", { name: "Add person" }));
    const kinds = screen.getByRole("group", { name: "Person kinds" });
    expect(await within(kinds).findByText("Choose at least one person kind.")).toBeTruthy();
    expect(server.duplicateChecks).toHaveLength(0);
    expect(server.created).toHaveLength(0);

    await user.click(within(kinds).getByLabelText("Talent"));
    await user.click(within(kinds).getByLabelText("Crew"));
    await user.click(screen.getByRole("button", { name: "Add person" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/people/42/people-profile"));
    expect(server.created[0]).toMatchObject({
      personName: { firstName: "Ada", lastName: "Lovelace" },
      kinds: ["CREW", "TALENT"],
      confirmDuplicate: false,
      items: [],
    });
  });

  it("shows likely duplicates before saving, and Save anyway sends the same person confirmed", async () => {
    server.duplicates = [
      {
        id: 9,
        recordId: "PE000009",
        fullName: "Ada Lovelace",
        dateOfBirth: "1990-12-10",
        email: "ada@example.com",
        archived: false,
        matchedOn: "e-mail",
      },
    ];
    const { router, user } = renderForm();
    await user.type(screen.getByLabelText("First name"), "Ada");
    await user.type(screen.getByLabelText("Last name"), "Lovelace");
    await user.type(screen.getByLabelText("E-mail (optional)"), "ada@example.com");
    await user.click(within(screen.getByRole("group", { name: "Person kinds" })).getByLabelText("Talent"));
    await user.click(screen.getByRole("button", { name: "Add person" }));

    const warning = await screen.findByRole("alert", { name: "This person may already exist" });
    expect(within(warning).getByRole("link", { name: "Ada Lovelace" }).getAttribute("href")).toContain(
      "/people/9/people-profile",
    );
    expect(within(warning).getByText(/same e-mail/)).toBeTruthy();
    expect(server.duplicateChecks[0]).toMatchObject({
      personName: { firstName: "Ada", lastName: "Lovelace" },
      email: "ada@example.com",
    });
    expect(server.created).toHaveLength(0);

    await user.click(within(warning).getByRole("button", { name: "Save anyway" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/people/42/people-profile"));
    expect(server.created).toHaveLength(1);
    expect(server.created[0]).toMatchObject({ email: "ada@example.com", confirmDuplicate: true });
  });

  it("drops the warning once the name it was about changes", async () => {
    server.duplicates = [
      {
        id: 9,
        recordId: "PE000009",
        fullName: "Ada Lovelace",
        dateOfBirth: null,
        email: null,
        archived: true,
        matchedOn: "name and birth date",
      },
    ];
    const { user } = renderForm();
    await user.type(screen.getByLabelText("First name"), "Ada");
    await user.type(screen.getByLabelText("Last name"), "Lovelace");
    await user.click(within(screen.getByRole("group", { name: "Person kinds" })).getByLabelText("Agent"));
    await user.click(screen.getByRole("button", { name: "Add person" }));
    await screen.findByRole("alert", { name: "This person may already exist" });
    await user.type(screen.getByLabelText("Last name"), "-King");
    expect(screen.queryByRole("alert", { name: "This person may already exist" })).toBeNull();
    expect(server.created).toHaveLength(0);
  });
});

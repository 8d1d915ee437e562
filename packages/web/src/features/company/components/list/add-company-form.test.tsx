// @vitest-environment happy-dom
import { ApiError } from "@rightsdesk/api-client";
import { ErrorCodes, type CompanyRecord } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { answerApiCalls } from "../../../../lib/testing/fake-api";
import { UnsavedChangesContext } from "../../../../lib/unsaved-changes";
import { AddCompanyForm } from "./add-company-form";

const server = {
  created: [] as unknown[],
  refuse: null as Error | null,
};

answerApiCalls({
  createCompany: async ({ body }: { body: { companyNames: string[] } }) => {
    server.created.push(body);
    if (server.refuse) throw server.refuse;
    return { id: 42, companyNames: [body.companyNames[0], null, null] } as Partial<CompanyRecord>;
  },
});

function renderForm() {
  const dirty = new Map<string, boolean>();
  const router = createMemoryRouter(
    [
      { path: "/add/company", element: <AddCompanyForm /> },
      { path: "/company/:companyId/:tab", element: <p>Company page</p> },
    ],
    { initialEntries: ["/add/company"] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UnsavedChangesContext.Provider
        value={{ setDirty: (name, value) => dirty.set(name, value), confirmLeave: (_to, action) => action() }}
      >
        <RouterProvider router={router} />
      </UnsavedChangesContext.Provider>
    </QueryClientProvider>,
  );
  return { router, dirty, user: userEvent.setup() };
}

/** The message a field announces with it (its aria-describedby). */
function describedBy(element: HTMLElement): string {
  const ids = element.getAttribute("aria-describedby") ?? "";
  return ids
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

beforeEach(() => {
  server.created = [];
  server.refuse = null;
});
afterEach(cleanup);

describe("AddCompanyForm", () => {
  it("offers the sub types of the main type, clears it on a new type, hides it for a type without", async () => {
    const { user } = renderForm();
    const subType = screen.getByLabelText("Sub type (optional)");
    expect(subType).toHaveProperty("disabled", true);
    await user.selectOptions(screen.getByLabelText("Main type"), "Casting company");
    await user.selectOptions(screen.getByLabelText("Sub type (optional)"), "Voice");
    expect(screen.getByLabelText("Sub type (optional)")).toHaveProperty("value", "VOICE");
    await user.selectOptions(screen.getByLabelText("Main type"), "Location");
    expect(screen.getByLabelText("Sub type (optional)")).toHaveProperty("value", "");
    await user.selectOptions(screen.getByLabelText("Main type"), "Hospital");
    expect(screen.queryByLabelText("Sub type (optional)")).toBeNull();
  });

  it("says beside each field what is missing, the first address's too", async () => {
    const { user } = renderForm();
    await user.click(screen.getByLabelText("Add an address now"));
    await user.click(screen.getByRole("button", { name: "Add company" }));
    expect(describedBy(await screen.findByLabelText("Legal name"))).toBe("Enter the legal name.");
    expect(describedBy(screen.getByLabelText("Main type"))).toBe("Choose the main type.");
    expect(describedBy(screen.getByLabelText("Street address"))).toBe("Enter the street address.");
    expect(server.created).toEqual([]);
  });

  it("shows a name already taken under the legal name", async () => {
    server.refuse = new ApiError({
      code: ErrorCodes.DuplicateName,
      status: 409,
      message: "A company named Acme Ltd already exists.",
      errors: [{ field: "companyNames.0", message: "A company named Acme Ltd already exists." }],
    });
    const { user } = renderForm();
    await user.type(screen.getByLabelText("Legal name"), "Acme Ltd");
    await user.selectOptions(screen.getByLabelText("Main type"), "Ad agency");
    await user.click(screen.getByRole("button", { name: "Add company" }));
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText("Legal name"))).toBe(
        "A company named Acme Ltd already exists.",
      ),
    );
    expect(document.activeElement).toBe(screen.getByLabelText("Legal name"));
  });

  it("creates the company with its first address, then opens its profile", async () => {
    const { user, router, dirty } = renderForm();
    await user.type(screen.getByLabelText("Legal name"), "Acme Ltd");
    expect(dirty.get("add-company")).toBe(true);
    await user.selectOptions(screen.getByLabelText("Main type"), "Agent/representative");
    await user.selectOptions(screen.getByLabelText("Sub type (optional)"), "Talent agency");
    await user.click(screen.getByLabelText("Add an address now"));
    await user.selectOptions(screen.getByLabelText("Address type"), "Primary");
    await user.type(screen.getByLabelText("Street address"), "1 Main St");
    await user.type(screen.getByLabelText("City"), "Springfield");
    await user.click(screen.getByRole("button", { name: "Add company" }));
    await screen.findByText("Company page");
    expect(router.state.location.pathname).toBe("/company/42/company-profile");
    expect(dirty.get("add-company")).toBe(false);
    expect(server.created).toEqual([
      {
        companyNames: ["Acme Ltd", "", ""],
        companyType: { mainType: "AGENT/REPRESENTATIVE", subType: "TALENT AGENCY" },
        country: "USA",
        status: "ACTIVE",
        items: [
          {
            section: "Address",
            data: {
              type: "PRIMARY",
              line1: "1 Main St",
              line2: "",
              city: "Springfield",
              state: "",
              postalCode: "",
              country: "",
            },
          },
        ],
      },
    ]);
  });
});

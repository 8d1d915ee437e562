// @vitest-environment happy-dom
import { ApiError } from "@rightsdesk/api-client";
import {
  ErrorCodes,
  RichDocSchema,
  richDocOf,
  richText,
  type TemplateRecord,
  type TemplateSaveRequest,
} from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { UnsavedChangesContext } from "../../../lib/unsaved-changes";
import { TemplateForm } from "./template-form";
import { answerApiCalls } from "../../../lib/testing/fake-api";

const snippet = (id: number, name: string, partType: string) => ({
  id,
  name,
  partType,
  description: null,
  usedByCount: 0,
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
  updatedBy: null,
  version: 1,
});
answerApiCalls({
  listContractSnippets: async () => ({
    totalRecords: 2,
    records: [snippet(1, "Standard header", "Header"), snippet(2, "Payment terms", "Body")],
  }),
  getContractSnippet: async ({ params }: { params: { id: number } }) => ({
    ...snippet(params.id, "Standard header", "Header"),
    content: richDocOf("Contract no. {{contractNumber}}"),
    usedBy: [],
  }),
});

afterEach(cleanup);

function renderForm(save: (request: TemplateSaveRequest) => Promise<TemplateRecord>) {
  const router = createMemoryRouter(
    [
      {
        path: "/add",
        element: (
          <TemplateForm save={save} onSaved={() => undefined} cancelHref="/list" submitLabel="Add template" />
        ),
      },
    ],
    { initialEntries: ["/add"] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UnsavedChangesContext.Provider
        value={{ setDirty: () => undefined, confirmLeave: (_to, action) => action() }}
      >
        <RouterProvider router={router} />
      </UnsavedChangesContext.Provider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** The message a field announces with it (its aria-describedby). */
function describedBy(element: HTMLElement): string {
  return (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

// Typing into the editor is slow in a simulated DOM on a busy machine.
describe("TemplateForm", { timeout: 20_000 }, () => {
  it("shows each part's error beside that part's field, and sends nothing", async () => {
    const save = vi.fn();
    const user = renderForm(save);
    await user.click(screen.getByRole("button", { name: "Add part" }));
    await user.selectOptions(screen.getByLabelText("Part 2 kind"), "F");
    await user.click(screen.getByRole("button", { name: "Add template" }));
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText("Name"))).toContain("Enter the template name."),
    );
    expect(describedBy(screen.getByLabelText("Family"))).toContain("Choose the contract family.");
    expect(describedBy(screen.getByLabelText("Part 1 snippet"))).toContain("Choose the snippet.");
    expect(describedBy(screen.getByRole("textbox", { name: "Part 2 text" }))).toContain("Enter the text.");
    expect(save).not.toHaveBeenCalled();
  });

  it("offers only the snippets of the part's type, moves parts, and sends them in the order shown", async () => {
    const save = vi.fn(
      async (request: TemplateSaveRequest) => ({ id: 9, ...request }) as unknown as TemplateRecord,
    );
    const user = renderForm(save);
    await user.type(screen.getByLabelText("Name"), "Short form");
    await user.selectOptions(screen.getByLabelText("Family"), "MSA");
    await user.selectOptions(screen.getByLabelText("Agreement"), "MSA TEMPLATE THREE");
    const choice = screen.getByLabelText("Part 1 snippet");
    await waitFor(() => expect(choice.hasAttribute("disabled")).toBe(false));
    expect([...choice.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "Choose a snippet…",
      "Standard header",
    ]);
    await user.selectOptions(choice, "1");
    expect(await screen.findByText("Contract number")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Add part" }));
    await user.selectOptions(screen.getByLabelText("Part 2 type"), "Footer");
    await user.selectOptions(screen.getByLabelText("Part 2 kind"), "F");
    await user.click(screen.getByRole("textbox", { name: "Part 2 text" }));
    await user.keyboard("Signed");
    await user.click(screen.getByRole("button", { name: "Move part 2 up" }));
    await user.click(screen.getByRole("button", { name: "Add template" }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const sent = save.mock.calls[0]?.[0];
    expect(sent).toMatchObject({ name: "Short form", family: "MSA", agreement: "MSA TEMPLATE THREE" });
    // The editor's typing in a simulated DOM is approximate: the order and kinds are what matter here.
    expect(sent?.parts.map(({ partType, kind, snippetId }) => ({ partType, kind, snippetId }))).toEqual([
      { partType: "Footer", kind: "F", snippetId: undefined },
      { partType: "Header", kind: "S", snippetId: 1 },
    ]);
    const written = RichDocSchema.parse(sent?.parts[0]?.content);
    expect(richText(written).trim()).not.toBe("");
  });

  it("puts a taken name's refusal on the name", async () => {
    const user = renderForm(async () => {
      throw new ApiError({
        status: 409,
        code: ErrorCodes.DuplicateName,
        message: 'A template named "Short form" already exists.',
        errors: [],
      });
    });
    await user.type(screen.getByLabelText("Name"), "Short form");
    await user.selectOptions(screen.getByLabelText("Family"), "MSA");
    await user.selectOptions(screen.getByLabelText("Part 1 kind"), "F");
    await user.click(screen.getByRole("textbox", { name: "Part 1 text" }));
    await user.keyboard("Text");
    await user.click(screen.getByRole("button", { name: "Add template" }));
    await waitFor(() =>
      expect(describedBy(screen.getByLabelText("Name"))).toContain(
        'A template named "Short form" already exists.',
      ),
    );
  });
});

// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router-dom";
import { SearchDialog } from "./search-dialog";
import { answerApiCalls } from "../../../lib/testing/fake-api";

const server = { calls: [] as { type: string; text: string }[] };

const hitsOf: Record<string, unknown[]> = {
  person: [
    { type: "person", id: 4, label: "Ada Quintero", detail: "TALENT", archived: false },
    { type: "person", id: 9, label: "Marisol Quintero", detail: "TALENT", archived: false },
  ],
  "completion-report": [
    {
      type: "completion-report",
      id: 12,
      label: "Teahouse final",
      detail: "CRSR0000001 · Lantern Tea :30",
      archived: false,
    },
  ],
};

answerApiCalls({
  globalSearch: async ({ body }: { body: { type: string; text: string } }) => {
    server.calls.push(body);
    const hits = hitsOf[body.type] ?? [];
    const elsewhere = body.type === "asset" ? [{ type: "person", count: 2, more: false }] : [];
    return { type: body.type, text: body.text, hits, more: false, elsewhere };
  },
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderDialog() {
  const onClose = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            <Where />
            <SearchDialog open onClose={onClose} />
          </>
        ),
      },
    ],
    { initialEntries: ["/dashboard"] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { onClose, user: userEvent.setup() };
}

beforeEach(() => {
  server.calls = [];
  window.localStorage.clear();
});
afterEach(cleanup);

describe("SearchDialog", () => {
  it("switches to people with Alt+2, finds them as the user types, and opens the second with the arrows and Enter", async () => {
    const { user, onClose } = renderDialog();
    await screen.findByRole("dialog", { name: "Search" });
    expect(screen.getByRole("radio", { name: "Asset" }).getAttribute("aria-checked")).toBe("true");
    await user.keyboard("{Alt>}2{/Alt}");
    expect(screen.getByRole("radio", { name: "Person" }).getAttribute("aria-checked")).toBe("true");
    const box = screen.getByRole("combobox", { name: "Person name" });
    await user.click(box);
    await user.keyboard("Quintero");
    expect(await screen.findByRole("option", { name: /Marisol Quintero/ })).toBeTruthy();
    // One call once typing pauses, not one per key.
    expect(server.calls).toEqual([{ type: "person", text: "Quintero" }]);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(box.getAttribute("aria-activedescendant")).toBe(
      screen.getByRole("option", { name: /Marisol Quintero/ }).id,
    );
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/people/9/people-profile"));
    expect(onClose).toHaveBeenCalled();
    expect(window.localStorage.getItem("rightsdesk.search.lastType")).toBe("person");
  });

  it("says when nothing matches, and asks for two characters first", async () => {
    const { user } = renderDialog();
    const box = await screen.findByRole("combobox", { name: "Title or Ad-ID" });
    await user.click(box);
    await user.keyboard("N");
    expect(screen.getByText("Type at least 2 characters.")).toBeTruthy();
    await user.keyboard("ight");
    expect(await screen.findByText("No asset matches “Night”")).toBeTruthy();
  });

  it("says when another type matches, and switches to it with the text kept", async () => {
    const { user } = renderDialog();
    await user.click(await screen.findByRole("combobox", { name: "Title or Ad-ID" }));
    await user.keyboard("quint");
    expect(await screen.findByText("2 people match “quint”")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Search people" }));
    expect(screen.getByRole("radio", { name: "Person" }).getAttribute("aria-checked")).toBe("true");
    expect(await screen.findByRole("option", { name: /Marisol Quintero/ })).toBeTruthy();
    expect((screen.getByRole("combobox", { name: "Person name" }) as HTMLInputElement).value).toBe("quint");
  });

  it("searches completion reports by name, spot or cast, and opens the report", async () => {
    const { user, onClose } = renderDialog();
    await user.click(await screen.findByRole("radio", { name: "Completion report" }));
    const box = screen.getByRole("combobox", {
      name: "Completion report name, spot title, Ad-ID or cast member",
    });
    await user.click(box);
    await user.keyboard("lantern");
    await user.click(await screen.findByRole("option", { name: /Teahouse final/ }));
    expect(server.calls.at(-1)).toMatchObject({ type: "completion-report", text: "lantern" });
    expect(onClose).toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByTestId("where").textContent).toBe(
        "/completion-reports/12/completion-report-profile",
      ),
    );
  });
});

// @vitest-environment happy-dom
import type { ActingClient } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { answerApiCalls } from "../../lib/testing/fake-api";
import { UnsavedChangesContext } from "../../lib/unsaved-changes";
import { ClientPicker } from "./client-picker";

const provider = { id: 1, name: "Rights Desk", isProvider: true };
const northwind = { id: 2, name: "Northwind Foods", isProvider: false };
const contoso = { id: 3, name: "Contoso Drinks", isProvider: false };

const server = {
  acting: null as unknown as ActingClient,
  actedFor: [] as number[],
  failing: false,
  toasts: [] as unknown[],
};

answerApiCalls({
  getActingClient: async () => {
    if (server.failing) throw new Error("down");
    return server.acting;
  },
  actForClient: async ({ body }: { body: { clientId: number } }) => {
    server.actedFor.push(body.clientId);
    const client = server.acting.clients.find((candidate) => candidate.id === body.clientId);
    if (!client) throw new Error("no such client");
    server.acting = { ...server.acting, client };
    return server.acting;
  },
});

function renderPicker(queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const router = createMemoryRouter(
    [
      { path: "/assets/all", element: <ClientPicker /> },
      { path: "/dashboard", element: <h1>Dashboard</h1> },
    ],
    { initialEntries: ["/assets/all"] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <UnsavedChangesContext value={{ setDirty: () => undefined, confirmLeave: (_to, action) => action() }}>
        <RouterProvider router={router} />
      </UnsavedChangesContext>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), queryClient, router };
}

beforeEach(() => {
  server.acting = { client: provider, clients: [provider, northwind, contoso], canSwitch: true };
  server.actedFor = [];
  server.failing = false;
  server.toasts = [];
  vi.spyOn(toast, "success").mockImplementation((message) => {
    server.toasts.push(message);
    return 0;
  });
});
afterEach(cleanup);

describe("ClientPicker", () => {
  it("lets a provider's profile choose another client, forgets what was loaded, and opens the dashboard", async () => {
    const { user, queryClient, router } = renderPicker();
    queryClient.setQueryData(["assets", "list"], ["Rights Desk's own spot"]);
    const button = await screen.findByRole("button", { name: /Acting for client/ });
    expect(button.textContent).toContain("Rights Desk");

    await user.click(button);
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Rights DeskProvider",
      "Northwind Foods",
      "Contoso Drinks",
    ]);
    await user.click(screen.getByRole("option", { name: "Northwind Foods" }));

    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(server.actedFor).toEqual([2]);
    expect(server.toasts).toEqual(["Now acting for Northwind Foods"]);
    expect(queryClient.getQueryData(["assets", "list"])).toBeUndefined();
  });

  it("is worked from the keyboard", async () => {
    const { user } = renderPicker();
    const button = await screen.findByRole("button", { name: /Acting for client/ });
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard("{ArrowDown}");
    await screen.findAllByRole("option");
    await user.keyboard("{ArrowDown}{ArrowDown}{Enter}");
    await vi.waitFor(() => expect(server.actedFor).toEqual([3]));
  });

  it("does nothing when the client already acted for is chosen again", async () => {
    const { user } = renderPicker();
    await user.click(await screen.findByRole("button", { name: /Acting for client/ }));
    await user.click(await screen.findByRole("option", { name: /Rights Desk/ }));
    expect(server.actedFor).toEqual([]);
    expect(server.toasts).toEqual([]);
  });

  it("shows another client's name as plain text, with nothing to choose", async () => {
    server.acting = { client: northwind, clients: [northwind], canSwitch: false };
    renderPicker();
    expect(await screen.findByText("Northwind Foods")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("offers to try again when the client could not be loaded", async () => {
    server.failing = true;
    const { user } = renderPicker();
    const retry = await screen.findByRole("button", { name: "The client could not be loaded. Try again" });
    server.failing = false;
    await user.click(retry);
    expect(await screen.findByRole("button", { name: /Acting for client/ })).toBeTruthy();
  });
});

// @vitest-environment happy-dom
import { ApiError } from "@rightsdesk/api-client";
import { ErrorCodes, type ActingClient, type Tenant } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { permissionQueryOptions } from "../../../lib/permission";
import { permissionGranting, answerApiCalls, signInForEachTest } from "../../../lib/testing/fake-api";
import { Component as ClientsScreen } from "./clients";

const provider: Tenant = { id: 1, name: "Rights Desk", isProvider: true };
const northwind: Tenant = { id: 2, name: "Northwind Foods", isProvider: false };

const server = {
  tenants: [] as Tenant[],
  acting: null as unknown as ActingClient,
  canWriteAdmin: true,
  saved: [] as unknown[],
  toasts: [] as unknown[],
};

signInForEachTest();
answerApiCalls({
  getPermission: async () =>
    permissionGranting({ Admin: { canRead: true, canWrite: server.canWriteAdmin, canDelete: false } }),
  listTenants: async () => server.tenants,
  getActingClient: async () => server.acting,
  mutateTenant: async ({ body }: { body: { id?: number; name: string } }) => {
    server.saved.push(body);
    if (server.tenants.some((tenant) => tenant.name.toLowerCase() === body.name.toLowerCase())) {
      const message = `A client named ${body.name} already exists.`;
      throw new ApiError({
        code: ErrorCodes.DuplicateName,
        status: 409,
        message,
        errors: [{ field: "name", message }],
      });
    }
    const saved = { id: body.id ?? server.tenants.length + 1, name: body.name, isProvider: false };
    server.tenants = [...server.tenants.filter((tenant) => tenant.id !== saved.id), saved];
    return saved;
  },
});

/** The screen as the app opens it: the user's permission already loaded by the shell. */
async function renderScreen() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await queryClient.fetchQuery(permissionQueryOptions());
  render(
    <QueryClientProvider client={queryClient}>
      <ClientsScreen />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  server.tenants = [provider, northwind];
  server.acting = { client: provider, clients: [provider, northwind], canSwitch: true };
  server.canWriteAdmin = true;
  server.saved = [];
  server.toasts = [];
  vi.spyOn(toast, "success").mockImplementation((message) => {
    server.toasts.push(message);
    return 0;
  });
});
afterEach(cleanup);

describe("the Clients screen", () => {
  it("lists the clients, the provider's own marked", async () => {
    await renderScreen();
    const own = await screen.findByRole("listitem", { name: "Rights Desk" });
    expect(within(own).getByText("Provider")).toBeTruthy();
    expect(within(own).getByText("Acting for")).toBeTruthy();
    const other = screen.getByRole("listitem", { name: "Northwind Foods" });
    expect(within(other).queryByText("Provider")).toBeNull();
  });

  it("adds a client, and puts a taken name's refusal beside the name", async () => {
    const user = await renderScreen();
    await user.click(await screen.findByRole("button", { name: "Add client" }));
    const dialog = await screen.findByRole("dialog", { name: "Add client" });
    const name = within(dialog).getByLabelText("Client name");

    await user.click(within(dialog).getByRole("button", { name: "Add client" }));
    expect(within(dialog).getByLabelText("Client name").getAttribute("aria-invalid")).toBe("true");
    expect(server.saved).toEqual([]);

    await user.type(name, "northwind foods");
    await user.click(within(dialog).getByRole("button", { name: "Add client" }));
    expect(await within(dialog).findByText("A client named northwind foods already exists.")).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");

    await user.clear(name);
    await user.type(name, "Contoso Drinks");
    await user.click(within(dialog).getByRole("button", { name: "Add client" }));
    expect(await screen.findByRole("listitem", { name: "Contoso Drinks" })).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(server.toasts).toEqual(["Client Contoso Drinks added."]);
  });

  it("renames a client", async () => {
    const user = await renderScreen();
    await user.click(await screen.findByRole("button", { name: "Rename Northwind Foods" }));
    const dialog = await screen.findByRole("dialog", { name: "Rename Northwind Foods" });
    const name = within(dialog).getByLabelText("Client name");
    await user.clear(name);
    await user.type(name, "Northwind Fine Foods");
    await user.click(within(dialog).getByRole("button", { name: "Save client" }));
    expect(await screen.findByRole("listitem", { name: "Northwind Fine Foods" })).toBeTruthy();
    expect(server.saved).toEqual([{ id: 2, name: "Northwind Fine Foods" }]);
  });

  it("offers no changes to another client's administrator, and says who may make them", async () => {
    server.tenants = [northwind];
    server.acting = { client: northwind, clients: [northwind], canSwitch: false };
    await renderScreen();
    expect(await screen.findByRole("listitem", { name: "Northwind Foods" })).toBeTruthy();
    expect(await screen.findByText(/Only the provider's own administrators/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add client" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Rename/ })).toBeNull();
  });

  it("offers no changes to a provider's profile that may only read the admin area", async () => {
    server.canWriteAdmin = false;
    await renderScreen();
    expect(await screen.findByRole("listitem", { name: "Northwind Foods" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add client" })).toBeNull();
  });
});

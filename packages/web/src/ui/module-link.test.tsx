// @vitest-environment happy-dom
import type { ModuleName, UserPermission } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { permissionQueryOptions } from "../lib/permission";
import { answerApiCalls, permissionGranting, signInForEachTest } from "../lib/testing/fake-api";
import { ModuleLink } from "./module-link";

/** The permission record the server answers; none yet while it is still loading. */
const server = { permission: undefined as UserPermission | undefined };

signInForEachTest();
answerApiCalls({
  getPermission: () =>
    server.permission ? Promise.resolve(server.permission) : new Promise(() => undefined),
});

function readerOf(...modules: ModuleName[]): UserPermission {
  const read = { canRead: true, canWrite: false, canDelete: false };
  return permissionGranting(Object.fromEntries(modules.map((name) => [name, read])));
}

/** The links as a page shows them: the permission record loaded by the shell, when it has come. */
async function renderLinks() {
  const queryClient = new QueryClient();
  if (server.permission) await queryClient.fetchQuery(permissionQueryOptions());
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ModuleLink to="/asset/3/asset-profile">Summer Breeze :30</ModuleLink>
        <ModuleLink to="/contract/2/contract-profile?tab=fees" plainClassName="plain">
          CT00002
        </ModuleLink>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  server.permission = undefined;
});

describe("ModuleLink", () => {
  it("links where the role reads the module and leaves plain text where it does not", async () => {
    server.permission = readerOf("Asset");
    await renderLinks();
    expect(screen.getByRole("link", { name: "Summer Breeze :30" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "CT00002" })).toBeNull();
    expect(screen.getByText("CT00002").className).toBe("plain");
  });

  it("links while the permission record is still loading (the server still decides)", async () => {
    await renderLinks();
    expect(screen.getAllByRole("link")).toHaveLength(2);
  });
});

import type { ModuleName, UserPermission } from "@rightsdesk/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { permissionQueryOptions } from "../permission";
import { permissionGranting } from "./fake-api";

/** A user of `module`: reading always, writing and deleting as asked (both by default). */
export function moduleUser(
  module: ModuleName,
  rights: { canWrite?: boolean; canDelete?: boolean } = {},
): UserPermission {
  return permissionGranting({
    [module]: { canRead: true, canWrite: rights.canWrite ?? true, canDelete: rights.canDelete ?? true },
  });
}

/** A user of the Contracts module, whose rights cover the rate card and the forecast. */
export function contractsUser(rights: { canWrite?: boolean; canDelete?: boolean } = {}): UserPermission {
  return moduleUser("Contracts", rights);
}

/** A screen at `url`, in a router, with the user's permission already loaded as the shell loads it. */
export function renderScreen(Screen: ComponentType, url: string, permission: UserPermission) {
  const path = url.split("?")[0] ?? url;
  const router = createMemoryRouter(
    [
      { path, Component: Screen },
      { path: "*", Component: () => null },
    ],
    { initialEntries: [url] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(permissionQueryOptions().queryKey, permission);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), router, queryClient };
}

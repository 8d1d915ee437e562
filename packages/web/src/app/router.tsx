import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { createHashRouter, redirect, type LoaderFunction } from "react-router-dom";
import { PageLoading } from "../ui/page-loading";
import { paths } from "./paths";
import { requireSession } from "./routes/require-session";
import { RootLayout } from "./routes/root-layout";
import { RouteError } from "./routes/route-error";

/** What a lazy route module exports: its screen, and a loader built with the query client. */
interface RouteModule {
  Component: ComponentType;
  loader?: (queryClient: QueryClient) => LoaderFunction;
}

function lazyRoute(load: () => Promise<RouteModule>, queryClient: QueryClient) {
  return async () => {
    const { Component, loader } = await load();
    return loader ? { Component, loader: loader(queryClient) } : { Component };
  };
}

/** The route tree of spec 000 section 2; each screen is its own chunk. */
export function createAppRouter(queryClient: QueryClient) {
  return createHashRouter([
    {
      Component: RootLayout,
      ErrorBoundary: RouteError,
      HydrateFallback: PageLoading,
      children: [
        {
          path: paths.auth.login.path,
          lazy: lazyRoute(() => import("../features/auth/routes/login"), queryClient),
        },
        {
          // The guard: everything below needs a live session, checked on every navigation.
          middleware: [requireSession],
          lazy: lazyRoute(() => import("./routes/app-shell"), queryClient),
          children: [
            {
              // Errors below the shell keep the top bar, so the user can still move on or sign out.
              ErrorBoundary: RouteError,
              children: [
                { index: true, loader: () => redirect(paths.app.dashboard.getHref()) },
                {
                  path: paths.app.dashboard.path,
                  lazy: lazyRoute(() => import("../features/dashboard/routes/dashboard"), queryClient),
                },
                { path: "*", lazy: lazyRoute(() => import("./routes/not-found"), queryClient) },
              ],
            },
          ],
        },
      ],
    },
  ]);
}

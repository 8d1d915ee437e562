import type { QueryClient } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { createHashRouter } from "react-router-dom";
import type { SessionService } from "../lib/session-service";
import { PageLoading } from "../ui/page-loading";
import { paths } from "../routing/paths";
import { requireAccess } from "./routes/require-access";
import { requireSession } from "./routes/require-session";
import { RootLayout } from "./routes/root-layout";
import { RouteError } from "./routes/route-error";
import { patchRoutesOnce } from "./patch-routes-once";
import { indexRedirect, screen, toRouteObject, type ScreenRoute } from "./screen-route";

const app = paths.app;

/** The pages open without a session: sign-in and the two steps of a password reset. */
const signedOutScreens: ScreenRoute[] = [
  screen(paths.auth.login.path, () => import("../features/auth/routes/login")),
  screen(paths.auth.resetPassword.path, () => import("../features/auth/routes/reset-password")),
  screen(paths.auth.resetNewPassword.path, () => import("../features/auth/routes/reset-new-password")),
];

const loadShell = () => import("./routes/app-shell");
const Shell = lazy(() => loadShell().then(({ Component }) => ({ default: Component })));

/**
 * The shell (top bar, menus, search) around every signed-in page. A route's `lazy` would be fetched
 * before the guard runs, for a visitor it sends to the sign-in page too; the shell's code is fetched
 * by its loader instead, which runs only once the guard let the navigation through.
 */
function SignedInShell() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Shell />
    </Suspense>
  );
}

/** The route the signed-in screens are added under, on the first navigation into the app. */
const SIGNED_IN_ROUTE_ID = "signed-in";

/** The route tree of spec 000 section 2; each screen is its own chunk. */
export function createAppRouter(queryClient: QueryClient, session: SessionService) {
  const routesOf = (screens: readonly ScreenRoute[]) =>
    screens.map((route) => toRouteObject(route, queryClient));
  return createHashRouter(
    [
      {
        Component: RootLayout,
        ErrorBoundary: RouteError,
        HydrateFallback: PageLoading,
        children: [
          ...routesOf(signedOutScreens),
          {
            // The guard: everything below needs a live session, checked on every navigation.
            // Then the account's gates and the route's module (`requireAccess`).
            middleware: [requireSession(session), requireAccess(queryClient)],
            loader: async () => {
              await loadShell();
              return null;
            },
            Component: SignedInShell,
            children: [
              {
                id: SIGNED_IN_ROUTE_ID,
                // Errors below the shell keep the top bar, so the user can still move on or sign out.
                ErrorBoundary: RouteError,
                children: [indexRedirect(() => app.dashboard.getHref())],
              },
            ],
          },
        ],
      },
    ],
    {
      // The signed-in screens are a chunk of their own, added when a path first needs them.
      patchRoutesOnNavigation: patchRoutesOnce(SIGNED_IN_ROUTE_ID, async () =>
        routesOf((await import("./signed-in-routes")).signedInScreens),
      ),
    },
  );
}

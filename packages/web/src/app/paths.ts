/** Every href in the app. Routes are hash-based: these are the paths after `#`. */
export const paths = {
  home: {
    path: "/",
    getHref: () => "/",
  },
  auth: {
    login: {
      path: "/login",
      /** The sign-in page; `returnTo` is where the user goes once signed in. */
      getHref: (returnTo?: string) =>
        returnTo && returnTo !== paths.home.path
          ? `/login?returnTo=${encodeURIComponent(returnTo)}`
          : "/login",
    },
  },
  app: {
    dashboard: {
      path: "/dashboard",
      getHref: () => "/dashboard",
    },
  },
} as const;

/**
 * Where to go after sign-in: the page the user first asked for when it is a path inside this
 * app, otherwise the dashboard. Anything else (another origin, the sign-in page) is ignored.
 */
export function readReturnTo(searchParams: URLSearchParams): string {
  const requested = searchParams.get("returnTo");
  const fallback = paths.app.dashboard.getHref();
  if (!requested || !requested.startsWith("/") || requested.startsWith("//") || requested.includes("\\")) {
    return fallback;
  }
  if (requested === paths.auth.login.path || requested.startsWith(`${paths.auth.login.path}?`)) {
    return fallback;
  }
  return requested;
}

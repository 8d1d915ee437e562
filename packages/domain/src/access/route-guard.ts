import { canAccessModule, isRootUser, type MaybePermission } from "./permissions.js";
import { findRouteModule } from "./route-modules.js";

/**
 * How the route guard treats its two bypasses (spec 000 section 6):
 * - "standard": the dashboard routes (the default bypass) and the bypass list (profile,
 *   switch-profile, terms-and-conditions: the route bypass) pass without a module grant.
 * - "ignoreDefaultBypass": the dashboard needs read on the Dashboard module, e.g. to decide
 *   whether to show the dashboard menu entry. The route bypass still applies.
 * - "ignoreRouteBypass": bypass-list routes get no free pass; they belong to no module, so only
 *   the root user passes. The default bypass still applies.
 * Public routes and the root user pass in every mode; an unknown path passes for nobody but root.
 */
export const routeGuardModes = ["standard", "ignoreDefaultBypass", "ignoreRouteBypass"] as const;
export type RouteGuardMode = (typeof routeGuardModes)[number];

export function canReadRoute(
  permission: MaybePermission,
  path: string,
  mode: RouteGuardMode = "standard",
): boolean {
  const access = findRouteModule(path)?.access;
  if (access?.kind === "public") return true;
  if (isRootUser(permission)) return true;
  if (!access) return false;
  switch (access.kind) {
    case "dashboard":
      return mode !== "ignoreDefaultBypass" || canAccessModule(permission, "Dashboard", "read");
    case "bypass":
      return mode !== "ignoreRouteBypass";
    case "module":
      return canAccessModule(permission, access.module, "read");
  }
}

import type { UserPermission } from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { redirect, type MiddlewareFunction } from "react-router-dom";
import { permissionQueryOptions } from "../../lib/permission";
import { session } from "../../lib/session";
import { showToast } from "../../lib/show-toast";
import { decideRouteAccess } from "../guard";

async function loadPermission(queryClient: QueryClient): Promise<UserPermission | undefined> {
  try {
    return await queryClient.ensureQueryData(permissionQueryOptions());
  } catch {
    // A failed permission load is only logged (spec 000 section 8); the query cache did that.
    return undefined;
  }
}

/**
 * The second half of the guard, after `requireSession`: a changed password, a chosen profile,
 * accepted terms and read access to the route's module, in that order (`decideRouteAccess`).
 */
export function requireAccess(queryClient: QueryClient): MiddlewareFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const decision = decideRouteAccess({
      path: url.pathname,
      requested: `${url.pathname}${url.search}`,
      stored: session.read(),
      permission: await loadPermission(queryClient),
    });
    if (decision.kind === "allow") return;
    if (decision.warning) showToast(decision.warning.tone, decision.warning.message, 0, "route-denied");
    throw redirect(decision.to);
  };
}

import type { PatchRoutesOnNavigationFunction, RouteObject } from "react-router-dom";

/**
 * The router's `patchRoutesOnNavigation`: adds `load`'s routes under `routeId` on the first
 * navigation that needs them. React Router drops a patch made for a navigation that was cancelled
 * meanwhile (a second click, a redirect while the chunk was loading), so the routes count as added
 * only once a navigation still under way added them; until then each navigation tries again, and
 * no page is left answering "not found" until a reload.
 */
export function patchRoutesOnce(
  routeId: string,
  load: () => Promise<RouteObject[]>,
): PatchRoutesOnNavigationFunction {
  let added = false;
  return async ({ patch, signal }) => {
    if (added) return;
    const routes = await load();
    if (added || signal.aborted) return;
    patch(routeId, routes);
    added = true;
  };
}

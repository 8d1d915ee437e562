import { canAccessModule, canReadRoute, type AccessRight, type ModuleName } from "@rightsdesk/domain";
import { usePermission } from "../lib/permission";

/** The path of an href, without its query or fragment: what the route guard judges. */
export function pathOfHref(href: string): string {
  return href.split(/[?#]/, 1)[0] ?? href;
}

/**
 * Whether the signed-in user may open `href`, decided as the route guard and the main navigation
 * decide it (the domain's `canReadRoute`). Until the permission record is known the answer is yes:
 * the guard lets the route open then too, and the server still refuses what it must.
 */
export function useCanRead(href: string): boolean {
  const { data: permission } = usePermission();
  return permission ? canReadRoute(permission, pathOfHref(href)) : true;
}

/**
 * Whether the signed-in user holds `right` on `module`; yes until the permission record is known,
 * so a screen does not flash a refusal while it loads.
 */
export function useModuleRight(module: ModuleName, right: AccessRight): boolean {
  const { data: permission } = usePermission();
  return permission ? canAccessModule(permission, module, right) : true;
}

import { canAccessModule, canReadRoute, type UserPermission } from "@rightsdesk/domain";
import { NavLink } from "react-router-dom";
import { usePermission } from "../../lib/permission";
import { navItems, type NavItem } from "./nav-items";
import { navLinkClassName } from "./nav-link-class";
import { NavMenuEntry } from "./nav-menu-entry";

function canSee(permission: UserPermission, item: NavItem): boolean {
  return (
    canReadRoute(permission, item.href, "ignoreDefaultBypass") ||
    (item.module !== undefined && canAccessModule(permission, item.module, "read"))
  );
}

/**
 * The entries the user may read, each menu cut to its pages the user may read. A menu whose entry
 * the user may not read gives its pages as entries of their own.
 */
function visibleEntries(permission: UserPermission): { item: NavItem; menu: NavItem[] }[] {
  return navItems.flatMap((item) => {
    const menu = (item.menu ?? []).filter((entry) => canSee(permission, entry));
    if (canSee(permission, item)) return [{ item, menu }];
    return menu.map((entry) => ({ item: entry, menu: [] }));
  });
}

/**
 * The top bar's links: only what the user may read. The dashboard entry asks for a real Dashboard
 * grant (`ignoreDefaultBypass`), as the domain intends for the menu, although the route itself
 * always opens. Nothing shows until the permission record is known.
 */
export function MainNav() {
  const { data: permission } = usePermission();
  const visible = permission ? visibleEntries(permission) : [];
  return (
    // Fits a 1280 px window beside the search and user menu; a narrower one scrolls the entries
    // past the edge into view (focus brings them too).
    <nav aria-label="Main" className="flex min-w-0 items-center overflow-x-auto [scrollbar-width:none]">
      {visible.map(({ item, menu }) =>
        menu.length > 0 ? (
          <NavMenuEntry key={item.href} item={item} menu={menu} />
        ) : (
          <NavLink key={item.href} to={item.href} className={({ isActive }) => navLinkClassName(isActive)}>
            {item.label}
          </NavLink>
        ),
      )}
    </nav>
  );
}

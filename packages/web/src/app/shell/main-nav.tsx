import { canAccessModule, canReadRoute } from "@rightsdesk/domain";
import { NavLink } from "react-router-dom";
import { usePermission } from "../../lib/permission";
import { cx } from "../../ui/cx";
import { focusRing } from "../../ui/focus-ring";
import { navItems } from "./nav-items";

/**
 * The top bar's links: only what the user may read. The dashboard entry asks for a real Dashboard
 * grant (`ignoreDefaultBypass`), as the domain intends for the menu, although the route itself
 * always opens. Nothing shows until the permission record is known.
 */
export function MainNav() {
  const { data: permission } = usePermission();
  const visible = permission
    ? navItems.filter(
        (item) =>
          canReadRoute(permission, item.href, "ignoreDefaultBypass") ||
          (item.module !== undefined && canAccessModule(permission, item.module, "read")),
      )
    : [];
  return (
    // Shrinks rather than pushing the search and user menu off a 1280 px window; the entries past the
    // edge scroll into view (focus brings them too).
    <nav aria-label="Main" className="flex min-w-0 items-center overflow-x-auto [scrollbar-width:none]">
      {visible.map((item) => (
        <NavLink
          key={item.href}
          to={item.href}
          className={({ isActive }) =>
            cx(
              "rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap",
              focusRing,
              isActive
                ? "bg-indigo-50 text-indigo-700"
                : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
            )
          }
        >
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}

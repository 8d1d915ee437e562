import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { Link, matchPath, NavLink, useLocation } from "react-router-dom";
import { cx } from "../../ui/cx";
import { CheckIcon, ChevronDownIcon } from "../../ui/icons";
import { navLinkClassName } from "./nav-link-class";
import type { NavItem } from "./nav-items";

const itemClassName =
  "flex w-full items-center justify-between gap-3 rounded-md px-3 py-2 text-left text-sm data-focus:bg-slate-100 data-focus:text-slate-900";

/**
 * An entry with a menu of related pages beside it: the entry's own page stays one click away, the
 * menu's pages two. While one of the menu's pages is open, the entry and its button are marked, and
 * the button's name and the menu say which page it is: the bar has no room at 1280 px to show it,
 * and the page's own heading does.
 */
export function NavMenuEntry({ item, menu }: { item: NavItem; menu: readonly NavItem[] }) {
  const { pathname } = useLocation();
  const current = menu.find((entry) => matchPath({ path: entry.href, end: false }, pathname));
  const buttonLabel = current
    ? `More ${item.label.toLowerCase()} pages, ${current.label} open`
    : `More ${item.label.toLowerCase()} pages`;
  return (
    <div className="flex items-center">
      <NavLink
        to={item.href}
        className={({ isActive }) =>
          navLinkClassName(isActive || current !== undefined, "rounded-r-none pr-0.5")
        }
      >
        {item.label}
      </NavLink>
      <Menu>
        <MenuButton
          aria-label={buttonLabel}
          title={menu.map((entry) => entry.label).join(", ")}
          className={navLinkClassName(
            current !== undefined,
            "rounded-l-none pr-1 pl-0.5 data-open:bg-slate-100",
          )}
        >
          <ChevronDownIcon className="inline-block size-4 align-[-0.2em]" />
        </MenuButton>
        <MenuItems
          anchor="bottom start"
          transition
          className="z-40 w-48 origin-top-left rounded-lg border border-slate-200 bg-white p-1 shadow-lg [--anchor-gap:0.25rem] focus:outline-none data-closed:scale-95 data-closed:opacity-0 data-enter:duration-100 data-enter:ease-out data-leave:duration-75 data-leave:ease-in"
        >
          {menu.map((entry) => {
            const isCurrent = entry === current;
            return (
              <MenuItem key={entry.href}>
                <Link
                  to={entry.href}
                  aria-current={isCurrent ? "page" : undefined}
                  className={cx(itemClassName, isCurrent ? "font-medium text-indigo-700" : "text-slate-700")}
                >
                  {entry.label}
                  {isCurrent && <CheckIcon className="size-4" />}
                </Link>
              </MenuItem>
            );
          })}
        </MenuItems>
      </Menu>
    </div>
  );
}

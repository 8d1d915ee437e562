import { NavLink } from "react-router-dom";
import { cx } from "./cx";
import { focusRing } from "./focus-ring";

export interface TabLink {
  to: string;
  label: string;
}

/**
 * Tabs that are routes: each tab is a link with its own URL, so it can be bookmarked and the
 * browser's back button moves between them. The current one is marked `aria-current="page"`.
 */
export function TabNav({ label, tabs, className }: { label: string; tabs: TabLink[]; className?: string }) {
  return (
    <nav aria-label={label} className={cx("border-b border-slate-200", className)}>
      <ul className="-mb-px flex gap-6 overflow-x-auto">
        {tabs.map((tab) => (
          <li key={tab.to} className="shrink-0">
            <NavLink
              to={tab.to}
              className={({ isActive }) =>
                cx(
                  "inline-flex items-center border-b-2 px-1 pt-1 pb-3 text-sm font-medium whitespace-nowrap",
                  focusRing,
                  isActive
                    ? "border-indigo-600 text-indigo-700"
                    : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

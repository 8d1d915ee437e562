import { cx } from "../../ui/cx";
import { focusRing } from "../../ui/focus-ring";

/**
 * The look of a top-bar entry, marked when its page (or one of its menu's pages) is open. Narrow
 * padding, so every entry fits beside the client, search and user menu at 1280 px.
 */
export function navLinkClassName(isActive: boolean, className?: string): string {
  return cx(
    "rounded-md px-1.5 py-2 text-sm font-medium whitespace-nowrap",
    focusRing,
    isActive ? "bg-indigo-50 text-indigo-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
    className,
  );
}

import { cx } from "../../ui/cx";
import { focusRing } from "../../ui/focus-ring";

/** The look of a top-bar entry, marked when its page (or one of its menu's pages) is open. */
export function navLinkClassName(isActive: boolean, className?: string): string {
  return cx(
    "rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap",
    focusRing,
    isActive ? "bg-indigo-50 text-indigo-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
    className,
  );
}

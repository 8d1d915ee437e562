import { useEffect, useState } from "react";
import { cx } from "../../../ui/cx";
import { focusRing } from "../../../ui/focus-ring";
import { SearchIcon } from "../../../ui/icons";
import { isOpenSearchShortcut, isTextField } from "../lib/search-keys";
import { SearchDialog } from "./search-dialog";

const isApple = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** The top bar's "Search" button, and the shortcuts that open it: Ctrl+K / Cmd+K, and "/". */
export function SearchLauncher() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const press = {
        key: event.key,
        code: event.code,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        shiftKey: event.shiftKey,
        inTextField: isTextField(document.activeElement),
      };
      if (!isOpenSearchShortcut(press)) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-keyshortcuts={isApple ? "Meta+K /" : "Control+K /"}
        className={cx(
          "flex shrink-0 items-center gap-2 rounded-md border border-slate-200 bg-white py-1.5 pr-1.5 pl-2.5 text-sm text-slate-500 shadow-xs hover:border-slate-300 hover:text-slate-700",
          focusRing,
        )}
      >
        <SearchIcon className="size-4" />
        <span className="max-2xl:sr-only">Search</span>
        <kbd
          aria-hidden="true"
          className="hidden rounded border border-slate-200 bg-slate-50 px-1.5 py-0.5 font-sans text-xs whitespace-nowrap text-slate-500 lg:inline"
        >
          {isApple ? "⌘K" : "Ctrl K"}
        </kbd>
      </button>
      <SearchDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

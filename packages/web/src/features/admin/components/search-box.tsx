import { useEffect, useId, useState } from "react";
import { SearchIcon } from "../../../ui/icons";

const settleMs = 300;

/**
 * A search input that reports what was typed once typing pauses, so the list (and the URL) is not
 * changed on every key. It follows `value` when the list's state changes from elsewhere.
 */
export function SearchBox({
  label,
  value,
  placeholder,
  onSearch,
}: {
  label: string;
  value: string;
  placeholder: string;
  onSearch: (value: string) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // A change from outside ("Clear filters", the back button) replaces what is in the box.
  if (value !== shown) {
    setShown(value);
    if (value !== draft.trim()) setDraft(value);
  }

  useEffect(() => {
    const trimmed = draft.trim();
    if (trimmed === value) return;
    const timer = setTimeout(() => onSearch(trimmed), settleMs);
    return () => clearTimeout(timer);
  }, [draft, value, onSearch]);

  return (
    <div className="relative min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
      <input
        id={id}
        type="search"
        value={draft}
        placeholder={placeholder}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") onSearch(draft.trim());
        }}
        className="block w-full rounded-md border border-slate-300 bg-white py-2 pr-3 pl-9 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 hover:border-slate-400 focus:outline-2 focus:-outline-offset-1 focus:outline-indigo-600"
      />
    </div>
  );
}

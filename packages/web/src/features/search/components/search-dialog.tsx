import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { SEARCH_MIN_CHARS, type SearchHit, type SearchType } from "@rightsdesk/domain";
import { useId, useState, type KeyboardEvent } from "react";
import { useNavigate } from "react-router-dom";
import { describeError } from "../../../lib/describe-error";
import { cx } from "../../../ui/cx";
import { SearchIcon } from "../../../ui/icons";
import { Spinner } from "../../../ui/spinner";
import { useGlobalSearch } from "../api/global-search";
import { searchColours } from "../lib/search-colours";
import { searchHitHref } from "../lib/search-href";
import { moveActive, typeForAltDigit } from "../lib/search-keys";
import {
  elsewhereText,
  noMatchText,
  readLastSearchType,
  searchableTypes,
  searchTypeDefinition,
  writeLastSearchType,
} from "../lib/search-types";
import { useDebouncedValue } from "../lib/use-debounced-value";
import { SearchTypePicker } from "./search-type-picker";

const TYPING_PAUSE_MS = 150;
const storage = typeof window === "undefined" ? undefined : window.localStorage;

function SearchPanel({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [type, setTypeState] = useState<SearchType>(() => readLastSearchType(storage));
  const [text, setText] = useState("");
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState("");
  const term = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const search = useGlobalSearch(type, term);
  const definition = searchTypeDefinition(type);
  const colours = searchColours[definition.colour];
  const inputId = useId();
  const listId = useId();
  const helpId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const tooShort = text.trim().length < SEARCH_MIN_CHARS;
  const result = tooShort ? undefined : search.data;
  const hits = result?.hits ?? [];
  const loading = !tooShort && (search.isFetching || term !== text.trim());

  const setType = (next: SearchType, announce: boolean) => {
    if (next === type) return;
    setTypeState(next);
    setActive(-1);
    writeLastSearchType(storage, next);
    if (announce) setAnnouncement(`Searching ${searchTypeDefinition(next).name.toLowerCase()} records`);
  };

  const open = (hit: SearchHit) => {
    onClose();
    void navigate(searchHitHref(hit));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const altType = typeForAltDigit({
      key: event.key,
      code: event.code,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      shiftKey: event.shiftKey,
      inTextField: true,
    });
    if (altType) {
      event.preventDefault();
      setType(altType, true);
    }
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setActive((current) => moveActive(current, event.key as "ArrowDown" | "ArrowUp", hits.length));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const hit = hits[active] ?? (active < 0 ? hits[0] : undefined);
      if (hit) open(hit);
    }
  };

  let status: string | null = null;
  if (tooShort) status = `Type at least ${SEARCH_MIN_CHARS} characters.`;
  else if (search.isError && !result)
    status = describeError(search.error, "The search did not work. Try again.");
  else if (result && hits.length === 0 && !loading) status = noMatchText(type, result.text);

  return (
    <div onKeyDown={onKeyDown}>
      <div className="border-b border-slate-200 px-4 pt-4 pb-3 sm:px-5">
        <DialogTitle className="text-base font-semibold text-slate-900">Search</DialogTitle>
        <div className="mt-3">
          <SearchTypePicker value={type} onChange={(next) => setType(next, true)} />
        </div>
        <label htmlFor={inputId} className="mt-4 block text-sm font-medium text-slate-800">
          {definition.boxLabel}
        </label>
        <div className="relative mt-1.5">
          <span
            aria-hidden="true"
            className={cx("absolute top-1/2 left-3 size-2 -translate-y-1/2 rounded-full", colours.dot)}
          />
          <input
            id={inputId}
            type="text"
            role="combobox"
            autoFocus
            data-autofocus
            autoComplete="off"
            spellCheck={false}
            aria-expanded={hits.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={active >= 0 && hits[active] ? optionId(active) : undefined}
            aria-describedby={helpId}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(-1);
            }}
            onKeyDown={onInputKeyDown}
            className="block w-full rounded-md border border-slate-300 py-2 pr-9 pl-7 text-sm text-slate-900 placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none"
            placeholder={`${definition.boxLabel}…`}
          />
          <span className="absolute top-1/2 right-3 -translate-y-1/2 text-slate-400">
            {loading ? <Spinner className="size-4" /> : <SearchIcon className="size-4" />}
          </span>
        </div>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={`${definition.name} results`}
        className={cx("max-h-80 overflow-y-auto py-1", hits.length === 0 && "hidden")}
      >
        {hits.map((hit, index) => (
          <li
            key={`${hit.type}-${hit.id}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseMove={() => setActive(index)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => open(hit)}
            className={cx(
              "flex cursor-pointer items-center gap-3 px-4 py-2 sm:px-5",
              index === active ? "bg-indigo-50" : "hover:bg-slate-50",
            )}
          >
            <span aria-hidden="true" className={cx("size-2 shrink-0 rounded-full", colours.dot)} />
            <span className="min-w-0 flex-1">
              <span
                className={cx(
                  "block truncate text-sm font-medium",
                  index === active ? "text-indigo-900" : "text-slate-900",
                )}
              >
                {hit.label}
              </span>
              {hit.detail && <span className="block truncate text-xs text-slate-500">{hit.detail}</span>}
            </span>
            {hit.archived && (
              <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
                Archived
              </span>
            )}
          </li>
        ))}
      </ul>
      <div className="border-t border-slate-100 bg-slate-50 px-4 py-2.5 text-xs text-slate-500 sm:px-5">
        {status && (
          <p
            className={cx(
              "mb-1 text-sm",
              search.isError && !result && !tooShort ? "text-red-700" : "text-slate-600",
            )}
          >
            {status}
          </p>
        )}
        {result && !loading && result.elsewhere.length > 0 && (
          <ul aria-label="Matches of other types" className="mb-2 flex flex-wrap gap-x-4 gap-y-1.5">
            {result.elsewhere.map((other) => (
              <li key={other.type} className="flex items-center gap-2 text-sm text-slate-700">
                <span
                  aria-hidden="true"
                  className={cx(
                    "size-2 rounded-full",
                    searchColours[searchTypeDefinition(other.type).colour].dot,
                  )}
                />
                {elsewhereText(other.type, other.count, other.more, result.text)}
                <button
                  type="button"
                  onClick={() => setType(other.type, true)}
                  className="rounded-sm font-medium text-indigo-700 hover:text-indigo-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                >
                  Search {searchTypeDefinition(other.type).plural}
                </button>
              </li>
            ))}
          </ul>
        )}
        {result?.more && hits.length > 0 && (
          <p className="mb-1 text-sm text-slate-600">More results… keep typing to narrow them down.</p>
        )}
        <p id={helpId}>
          ↑ ↓ to move, Enter to open, Esc to close. Alt+1 to Alt+{searchableTypes.length} switch to{" "}
          {searchableTypes
            .map((candidate) => candidate.name)
            .join(", ")
            .replace(/, ([^,]*)$/, " or $1")}
          .
        </p>
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </div>
    </div>
  );
}

/** Global search: one type at a time, results as the user types, Enter opens the record. */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    // The dialog itself covers the screen (its content is not only fixed layers), so it is
    // visible as a whole to assistive technology and to tests.
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 overflow-y-auto">
      <DialogBackdrop
        transition
        className="fixed inset-0 bg-slate-900/40 transition-opacity data-closed:opacity-0 data-enter:duration-150 data-leave:duration-100"
      />
      <div className="relative flex min-h-full w-full items-start justify-center p-4 pt-[10vh]">
        <DialogPanel
          transition
          className="w-full max-w-2xl overflow-hidden rounded-xl bg-white shadow-xl ring-1 ring-slate-900/5 transition data-closed:translate-y-2 data-closed:opacity-0 data-enter:duration-150 data-leave:duration-100"
        >
          {/* A fresh panel each time: the box starts empty and the last type is read again. */}
          {open && <SearchPanel onClose={onClose} />}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Field,
  Label,
} from "@headlessui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { cx } from "../cx";
import { FieldError } from "../field-parts";
import { ChevronDownIcon } from "../icons";
import { Spinner } from "../spinner";

/** A picked record: its id and the name to show for it. */
export interface PickedRecord {
  id: number;
  name: string;
}

/** One match of a lookup: the record, and a short note beside its name (type, record id). */
export interface ReferenceOption extends PickedRecord {
  detail: string;
}

/** The query of the records matching a search, as the lookup call answers them. */
export type ReferenceLookup<T> = (search: string) => {
  queryKey: readonly unknown[];
  queryFn: () => Promise<T[]>;
  staleTime?: number;
};

export type ReferencePickerProps = {
  label: string;
  value: PickedRecord | null;
  onChange: (record: PickedRecord | null) => void;
  onBlur?: () => void;
  /** A record that may not be picked (the record itself, for its parent). */
  excludeId?: number;
  error?: string | undefined;
  hint?: string;
  disabled?: boolean;
  className?: string;
};

type Lookup<T> = {
  /** "company", "person": in the placeholder and the messages. */
  noun: string;
  plural: string;
  /** What to type; "Type part of a <noun> name" unless given. */
  placeholder?: string;
  lookup: ReferenceLookup<T>;
  toOption: (record: T) => ReferenceOption;
};

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * Picks another record by typing part of its name; a combobox, so the arrow keys move through the
 * matches and Enter picks one. Clearing the text clears the choice. The company and person
 * pickers give it their lookup.
 */
export function ReferencePicker<T>({
  label,
  value,
  onChange,
  onBlur,
  excludeId,
  error,
  hint,
  disabled,
  className,
  noun,
  plural,
  placeholder = `Type part of a ${noun} name`,
  lookup: lookupOptions,
  toOption,
}: ReferencePickerProps & Lookup<T>) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const search = useDebounced(query.trim(), 250);
  const lookup = useQuery({
    ...lookupOptions(search),
    enabled: open && !disabled,
    placeholderData: keepPreviousData,
  });
  const errorId = useId();
  const options = (lookup.data ?? []).map(toOption).filter((option) => option.id !== excludeId);

  return (
    <Field className={className} disabled={disabled}>
      <Label className="block text-sm font-medium text-slate-800">{label}</Label>
      <Combobox<PickedRecord | null>
        value={value}
        by={(a, b) => a?.id === b?.id}
        onChange={(picked) => onChange(picked)}
        onClose={() => {
          setQuery("");
          setOpen(false);
        }}
        immediate
      >
        <div className="relative mt-1.5">
          <ComboboxInput<PickedRecord | null>
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            autoComplete="off"
            placeholder={placeholder}
            displayValue={(record) => record?.name ?? ""}
            onFocus={() => setOpen(true)}
            onBlur={onBlur}
            onChange={(event) => {
              setOpen(true);
              setQuery(event.target.value);
              if (event.target.value === "") onChange(null);
            }}
            className={cx(
              "block w-full rounded-md border bg-white py-2 pr-9 pl-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-400",
              "focus:outline-2 focus:-outline-offset-1 data-disabled:cursor-not-allowed data-disabled:bg-slate-50",
              error
                ? "border-red-400 focus:outline-red-600"
                : "border-slate-300 hover:border-slate-400 focus:outline-indigo-600",
            )}
          />
          <ComboboxButton
            aria-label={`Show ${label.toLowerCase()} choices`}
            onClick={() => setOpen(true)}
            className="absolute inset-y-0 right-0 flex items-center px-2.5 text-slate-400"
          >
            {lookup.isFetching ? <Spinner className="size-4" /> : <ChevronDownIcon className="size-4" />}
          </ComboboxButton>
        </div>
        <ComboboxOptions
          anchor="bottom start"
          className="z-50 mt-1 max-h-64 w-(--input-width) overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg empty:invisible"
        >
          {options.map((option) => (
            <ComboboxOption
              key={option.id}
              value={{ id: option.id, name: option.name }}
              className="flex cursor-default items-baseline justify-between gap-3 px-3 py-2 text-slate-800 data-focus:bg-indigo-50 data-focus:text-indigo-900 data-selected:font-semibold"
            >
              <span className="truncate">{option.name}</span>
              <span className="shrink-0 text-xs text-slate-500">{option.detail}</span>
            </ComboboxOption>
          ))}
          {lookup.isSuccess && options.length === 0 && (
            <div className="px-3 py-2 text-slate-500">
              {search ? `No ${noun} matches "${search}".` : `No ${plural} to choose from.`}
            </div>
          )}
          {lookup.isError && (
            <div className="px-3 py-2 text-red-700">{`The ${plural} could not be loaded.`}</div>
          )}
        </ComboboxOptions>
      </Combobox>
      {hint && !error && <p className="mt-1.5 text-sm text-slate-500">{hint}</p>}
      <FieldError id={errorId} error={error} />
    </Field>
  );
}

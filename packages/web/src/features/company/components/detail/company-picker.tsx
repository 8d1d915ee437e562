import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Field,
  Label,
} from "@headlessui/react";
import type { CompanyMainType } from "@rightsdesk/domain";
import { useEffect, useId, useState } from "react";
import { cx } from "../../../../ui/cx";
import { AlertCircleIcon, ChevronDownIcon } from "../../../../ui/icons";
import { Spinner } from "../../../../ui/spinner";
import { useCompanyLookup } from "../../api/lookup-companies";
import { formatCatalogueName } from "../../lib/company-labels";

/** A picked company: its id and the name to show for it. */
export interface PickedCompany {
  id: number;
  name: string;
}

type CompanyPickerProps = {
  label: string;
  value: PickedCompany | null;
  onChange: (company: PickedCompany | null) => void;
  onBlur?: () => void;
  /** Only companies of these main types are offered (all when empty). */
  mainTypes?: readonly CompanyMainType[];
  /** A company that may not be picked (the company itself, for its parent). */
  excludeId?: number;
  error?: string | undefined;
  hint?: string;
  disabled?: boolean;
  className?: string;
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
 * Picks another company by typing part of its name (`POST /Company/Lookup`); a combobox, so the
 * arrow keys move through the matches and Enter picks one. Clearing the text clears the choice.
 */
export function CompanyPicker({
  label,
  value,
  onChange,
  onBlur,
  mainTypes = [],
  excludeId,
  error,
  hint,
  disabled,
  className,
}: CompanyPickerProps) {
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const search = useDebounced(query.trim(), 250);
  const lookup = useCompanyLookup(search, mainTypes, open && !disabled);
  const errorId = useId();
  const options = (lookup.data ?? []).filter((company) => company.id !== excludeId);

  return (
    <Field className={className} disabled={disabled}>
      <Label className="block text-sm font-medium text-slate-800">{label}</Label>
      <Combobox<PickedCompany | null>
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
          <ComboboxInput<PickedCompany | null>
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            autoComplete="off"
            placeholder="Type part of a company name"
            displayValue={(company) => company?.name ?? ""}
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
          {options.map((company) => (
            <ComboboxOption
              key={company.id}
              value={{ id: company.id, name: company.legalName }}
              className="flex cursor-default items-baseline justify-between gap-3 px-3 py-2 text-slate-800 data-focus:bg-indigo-50 data-focus:text-indigo-900 data-selected:font-semibold"
            >
              <span className="truncate">{company.legalName}</span>
              <span className="shrink-0 text-xs text-slate-500">
                {formatCatalogueName(company.mainType)}
                {company.archived ? " · archived" : ""}
              </span>
            </ComboboxOption>
          ))}
          {lookup.isSuccess && options.length === 0 && (
            <div className="px-3 py-2 text-slate-500">
              {search ? `No company matches "${search}".` : "No companies to choose from."}
            </div>
          )}
          {lookup.isError && <div className="px-3 py-2 text-red-700">The companies could not be loaded.</div>}
        </ComboboxOptions>
      </Combobox>
      {hint && !error && <p className="mt-1.5 text-sm text-slate-500">{hint}</p>}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </Field>
  );
}

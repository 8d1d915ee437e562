import type { ComponentProps, ReactNode } from "react";
import { cx } from "./cx";
import { FieldLabel, FieldMessages, fieldBorder, useFieldIds } from "./field-parts";
import { ChevronDownIcon } from "./icons";

type SelectFieldProps<T extends string> = ComponentProps<"select"> & {
  label: string;
  /** Shown under the field when its value is wrong, and announced with it. */
  error?: string | undefined;
  /** A short help text under the field. */
  hint?: ReactNode;
  /** Hides the label visually (it stays for screen readers), for compact filter bars. */
  hideLabel?: boolean;
  /** The first choice, with the empty value: "None", "Choose…". */
  placeholder?: string;
  /** The choices after the placeholder and before any children, each its own value. */
  options?: readonly T[];
  /** How a choice reads; the value itself when left out. */
  optionLabel?: (value: T) => string;
};

/** A labelled native select: keyboard and screen-reader behaviour come from the browser. */
export function SelectField<T extends string = string>({
  label,
  error,
  hint,
  hideLabel = false,
  id,
  className,
  placeholder,
  options = [],
  optionLabel = (value: T) => value,
  children,
  ...selectProps
}: SelectFieldProps<T>) {
  const { inputId: selectId, errorId, hintId, describedBy } = useFieldIds(id, error, hint);
  return (
    <div className={className}>
      <FieldLabel htmlFor={selectId} className={hideLabel ? "sr-only" : undefined}>
        {label}
      </FieldLabel>
      <div className={cx("relative", !hideLabel && "mt-1.5")}>
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(
            "block w-full appearance-none rounded-md border bg-white py-2 pr-9 pl-3 text-sm text-slate-900 shadow-xs",
            "focus:outline-2 focus:-outline-offset-1 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500",
            fieldBorder(error),
          )}
          {...selectProps}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((value) => (
            <option key={value} value={value}>
              {optionLabel(value)}
            </option>
          ))}
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-400" />
      </div>
      <FieldMessages errorId={errorId} error={error} hintId={hintId} hint={hint} />
    </div>
  );
}

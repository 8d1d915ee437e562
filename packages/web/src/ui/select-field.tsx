import { useId, type ComponentProps, type ReactNode } from "react";
import { cx } from "./cx";
import { AlertCircleIcon, ChevronDownIcon } from "./icons";

type SelectFieldProps = ComponentProps<"select"> & {
  label: string;
  /** Shown under the field when its value is wrong, and announced with it. */
  error?: string | undefined;
  /** A short help text under the field. */
  hint?: ReactNode;
  /** Hides the label visually (it stays for screen readers), for compact filter bars. */
  hideLabel?: boolean;
};

/** A labelled native select: keyboard and screen-reader behaviour come from the browser. */
export function SelectField({
  label,
  error,
  hint,
  hideLabel = false,
  id,
  className,
  children,
  ...selectProps
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label
        htmlFor={selectId}
        className={cx("block text-sm font-medium text-slate-800", hideLabel && "sr-only")}
      >
        {label}
      </label>
      <div className={cx("relative", !hideLabel && "mt-1.5")}>
        <select
          id={selectId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(
            "block w-full appearance-none rounded-md border bg-white py-2 pr-9 pl-3 text-sm text-slate-900 shadow-xs",
            "focus:outline-2 focus:-outline-offset-1 disabled:cursor-not-allowed disabled:bg-slate-50 disabled:text-slate-500",
            error
              ? "border-red-400 focus:outline-red-600"
              : "border-slate-300 hover:border-slate-400 focus:outline-indigo-600",
          )}
          {...selectProps}
        >
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-2.5 size-4 -translate-y-1/2 text-slate-400" />
      </div>
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

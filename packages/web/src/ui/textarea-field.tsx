import { useId, type ComponentProps, type ReactNode } from "react";
import { cx } from "./cx";
import { AlertCircleIcon } from "./icons";

type TextareaFieldProps = ComponentProps<"textarea"> & {
  label: string;
  /** The message shown under the field when its value is wrong. */
  error?: string | undefined;
  /** A short help text under the field. */
  hint?: ReactNode;
};

/** A labelled multi-line input, its error right under it and announced with it. */
export function TextareaField({ label, error, hint, id, className, rows = 4, ...props }: TextareaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          "mt-1.5 block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400",
          "focus:outline-2 focus:-outline-offset-1 disabled:cursor-not-allowed disabled:bg-slate-50",
          error
            ? "border-red-400 focus:outline-red-600"
            : "border-slate-300 hover:border-slate-400 focus:outline-indigo-600",
        )}
        {...props}
      />
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

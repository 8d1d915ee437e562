import type { ComponentProps, ReactNode } from "react";
import { cx } from "./cx";
import { FieldLabel, FieldMessages, fieldBorder, useFieldIds } from "./field-parts";

type TextareaFieldProps = ComponentProps<"textarea"> & {
  label: string;
  /** The message shown under the field when its value is wrong. */
  error?: string | undefined;
  /** A short help text under the field. */
  hint?: ReactNode;
};

/** A labelled multi-line input, its error right under it and announced with it. */
export function TextareaField({ label, error, hint, id, className, rows = 4, ...props }: TextareaFieldProps) {
  const { inputId, errorId, hintId, describedBy } = useFieldIds(id, error, hint);
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cx(
          "mt-1.5 block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400",
          "focus:outline-2 focus:-outline-offset-1 disabled:cursor-not-allowed disabled:bg-slate-50",
          fieldBorder(error),
        )}
        {...props}
      />
      <FieldMessages errorId={errorId} error={error} hintId={hintId} hint={hint} />
    </div>
  );
}

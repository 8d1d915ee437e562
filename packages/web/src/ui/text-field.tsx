import type { ComponentProps } from "react";
import { cx } from "./cx";
import { FieldError, FieldLabel, fieldBorder, useFieldIds } from "./field-parts";

type TextFieldProps = ComponentProps<"input"> & {
  label: string;
  /** The message shown under the field when its value is wrong. */
  error?: string | undefined;
};

/** A labelled input whose error message sits right under it and is announced with it. */
export function TextField({ label, error, id, className, ...inputProps }: TextFieldProps) {
  const { inputId, errorId } = useFieldIds(id, error);
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx(
          "mt-1.5 block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400",
          "focus:outline-2 focus:-outline-offset-1",
          fieldBorder(error),
        )}
        {...inputProps}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

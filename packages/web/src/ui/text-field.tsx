import { useId, type ComponentProps } from "react";
import { cx } from "./cx";
import { AlertCircleIcon } from "./icons";

type TextFieldProps = ComponentProps<"input"> & {
  label: string;
  /** The message shown under the field when its value is wrong. */
  error?: string | undefined;
};

/** A labelled input whose error message sits right under it and is announced with it. */
export function TextField({ label, error, id, className, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx(
          "mt-1.5 block w-full rounded-md border bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400",
          "focus:outline-2 focus:-outline-offset-1",
          error
            ? "border-red-400 focus:outline-red-600"
            : "border-slate-300 hover:border-slate-400 focus:outline-indigo-600",
        )}
        {...inputProps}
      />
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  );
}

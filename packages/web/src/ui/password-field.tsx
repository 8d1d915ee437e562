import { useState, type ComponentProps, type ReactNode } from "react";
import { cx } from "./cx";
import { focusRing } from "./focus-ring";
import { FieldError, FieldLabel, fieldBorder, useFieldIds } from "./field-parts";
import { EyeIcon, EyeOffIcon } from "./icons";

type PasswordFieldProps = Omit<ComponentProps<"input">, "type"> & {
  label: string;
  error?: string | undefined;
  /** Shown under the field (the password rules as the user types), and read with it. */
  hint?: ReactNode;
};

/** A password input with a show/hide button, its error and hint announced with it. */
export function PasswordField({ label, error, hint, id, className, ...inputProps }: PasswordFieldProps) {
  const { inputId, errorId, hintId, describedBy } = useFieldIds(id, error, hint);
  const [visible, setVisible] = useState(false);
  return (
    <div className={className}>
      <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      <div className="relative mt-1.5">
        <input
          id={inputId}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(
            "block w-full rounded-md border bg-white py-2 pr-10 pl-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-400",
            "focus:outline-2 focus:-outline-offset-1",
            fieldBorder(error),
          )}
          {...inputProps}
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          // Not "Show password": the field's own label must stay the only one that says "Password".
          aria-label={visible ? "Hide what you typed" : "Show what you typed"}
          aria-controls={inputId}
          aria-pressed={visible}
          className={cx(
            "absolute inset-y-0 right-0 my-1 mr-1 flex items-center rounded px-2 text-slate-500 hover:text-slate-800",
            focusRing,
          )}
        >
          {visible ? <EyeOffIcon className="size-4" /> : <EyeIcon className="size-4" />}
        </button>
      </div>
      <FieldError id={errorId} error={error} />
      {hint && (
        <div id={hintId} className="mt-2">
          {hint}
        </div>
      )}
    </div>
  );
}

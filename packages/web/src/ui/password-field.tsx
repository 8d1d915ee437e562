import { useId, useState, type ComponentProps, type ReactNode } from "react";
import { cx } from "./cx";
import { focusRing } from "./focus-ring";
import { AlertCircleIcon, EyeIcon, EyeOffIcon } from "./icons";

type PasswordFieldProps = Omit<ComponentProps<"input">, "type"> & {
  label: string;
  error?: string | undefined;
  /** Shown under the field (the password rules as the user types), and read with it. */
  hint?: ReactNode;
};

/** A password input with a show/hide button, its error and hint announced with it. */
export function PasswordField({ label, error, hint, id, className, ...inputProps }: PasswordFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const [visible, setVisible] = useState(false);
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={inputId}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(
            "block w-full rounded-md border bg-white py-2 pr-10 pl-3 text-sm text-slate-900 shadow-xs placeholder:text-slate-400",
            "focus:outline-2 focus:-outline-offset-1",
            error
              ? "border-red-400 focus:outline-red-600"
              : "border-slate-300 hover:border-slate-400 focus:outline-indigo-600",
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
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
      {hint && (
        <div id={hintId} className="mt-2">
          {hint}
        </div>
      )}
    </div>
  );
}

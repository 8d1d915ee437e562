import { useId, type ReactNode } from "react";
import { cx } from "./cx";
import { AlertCircleIcon } from "./icons";

/**
 * The ids a labelled control needs: its own (given or generated), its error's and its hint's, and
 * its `aria-describedby` (the error and the hint, when they show).
 */
export function useFieldIds(id: string | undefined, error: string | undefined, hint?: ReactNode) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return { inputId, errorId, hintId, describedBy };
}

/** The border and focus outline of a control, red while it holds an error. */
export function fieldBorder(error: string | undefined) {
  return error
    ? "border-red-400 focus:outline-red-600"
    : "border-slate-300 hover:border-slate-400 focus:outline-indigo-600";
}

/** A control's error, right under it and named by its `aria-describedby`. */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
      <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
      {error}
    </p>
  );
}

/** A control's hint while it has no error, then its error. */
export function FieldMessages({
  errorId,
  error,
  hintId,
  hint,
}: {
  errorId: string;
  error: string | undefined;
  hintId?: string;
  hint?: ReactNode;
}) {
  return (
    <>
      {hint && !error && (
        <p id={hintId} className="mt-1.5 text-sm text-slate-500">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </>
  );
}

/** The label above a control. */
export function FieldLabel({
  htmlFor,
  className,
  children,
}: {
  htmlFor: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <label htmlFor={htmlFor} className={cx("block text-sm font-medium text-slate-800", className)}>
      {children}
    </label>
  );
}

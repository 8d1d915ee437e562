import { useId, type ComponentProps, type ReactNode } from "react";
import { cx } from "./cx";

type CheckboxFieldProps = Omit<ComponentProps<"input">, "type"> & {
  label: ReactNode;
  /** A line under the label saying what ticking it does. */
  description?: ReactNode;
};

/** A native checkbox with its label beside it; the whole label is clickable. */
export function CheckboxField({ label, description, id, className, ...inputProps }: CheckboxFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = `${inputId}-description`;
  return (
    <div className={cx("flex items-start gap-3", className)}>
      <input
        id={inputId}
        type="checkbox"
        aria-describedby={description ? descriptionId : undefined}
        className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed"
        {...inputProps}
      />
      <div className="text-sm">
        <label htmlFor={inputId} className="font-medium text-slate-800">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-slate-500">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}

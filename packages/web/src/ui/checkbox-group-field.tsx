import { useId } from "react";
import { FieldError } from "./field-parts";

type CheckboxGroupFieldProps = {
  label: string;
  options: readonly { value: string; label: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
  className?: string;
};

/** Several choices as native checkboxes in a labelled group; the value is the ticked ones, in option order. */
export function CheckboxGroupField({
  label,
  options,
  value,
  onChange,
  onBlur,
  error,
  disabled,
  className,
}: CheckboxGroupFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const toggle = (option: string, checked: boolean) => {
    const chosen = new Set(value);
    if (checked) chosen.add(option);
    else chosen.delete(option);
    onChange(options.map((entry) => entry.value).filter((entry) => chosen.has(entry)));
  };
  return (
    <fieldset
      className={className}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      disabled={disabled}
    >
      <legend className="block text-sm font-medium text-slate-800">{label}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="checkbox"
              className="size-4 shrink-0 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={onBlur}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

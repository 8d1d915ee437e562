import { alertKindLabels, alertRuleKinds, type AlertRuleKind } from "@rightsdesk/domain";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { TextField } from "../../../ui/text-field";
import {
  daysAheadBounds,
  daysAheadFormValues,
  daysAheadFromForm,
  daysAheadProblem,
  type DaysAheadFormValues,
} from "../lib/days-ahead-form";

/**
 * Days ahead per alert kind: a number each, blank for the default. `placeholder` says what blank
 * means here ("30", or "Users' own" on a company).
 */
export function DaysAheadFields({
  values,
  onChange,
  readOnly = false,
  placeholder = String(daysAheadBounds.fallback),
  showErrors,
}: {
  values: DaysAheadFormValues;
  onChange: (kind: AlertRuleKind, text: string) => void;
  readOnly?: boolean;
  placeholder?: string;
  /** Errors show once the user tried to save. */
  showErrors: boolean;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {alertRuleKinds.map((kind) => (
        <TextField
          key={kind}
          label={alertKindLabels[kind]}
          type="number"
          inputMode="numeric"
          min={daysAheadBounds.min}
          max={daysAheadBounds.max}
          step={1}
          placeholder={placeholder}
          readOnly={readOnly}
          value={values[kind]}
          onChange={(event) => onChange(kind, event.target.value)}
          error={showErrors ? (daysAheadProblem(values[kind]) ?? undefined) : undefined}
        />
      ))}
    </div>
  );
}

/**
 * The days-ahead form's state and submit: nothing is sent while a number is out of bounds (the
 * fields say which, once tried); a failed save is said above the fields.
 */
export function useDaysAheadForm({
  saved,
  save,
  savedText,
  failureText,
}: {
  saved: Partial<Record<AlertRuleKind, number>>;
  save: (daysAhead: Partial<Record<AlertRuleKind, number>>) => Promise<unknown>;
  savedText: string;
  failureText: string;
}) {
  const [values, setValues] = useState<DaysAheadFormValues>(() => daysAheadFormValues(saved));
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setError(null);
    if (Object.values(values).some((text) => daysAheadProblem(text) !== null)) return;
    try {
      await save(daysAheadFromForm(values));
      toast.success(savedText);
    } catch (failure) {
      setError(describeError(failure, failureText));
    }
  };
  /** The props of the form's DaysAheadFields: the values typed, their errors once tried, each change. */
  const fields = {
    values,
    showErrors: tried,
    onChange: (kind: AlertRuleKind, text: string) => setValues((current) => ({ ...current, [kind]: text })),
  };
  return { fields, error, onSubmit: (event: FormEvent) => void onSubmit(event) };
}

import { alertKindLabels, alertRuleKinds, type AlertRuleKind } from "@rightsdesk/domain";
import { TextField } from "../../../ui/text-field";
import { daysAheadBounds, daysAheadProblem, type DaysAheadFormValues } from "../lib/days-ahead-form";

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

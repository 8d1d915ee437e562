import { cx } from "../../../ui/cx";
import { focusRing } from "../../../ui/focus-ring";
import { SelectField } from "../../../ui/select-field";
import {
  stateFilterLabels,
  withinChoices,
  type AlertMode,
  type AlertStateFilter,
  type AlertUrlState,
} from "../lib/alert-url-state";

const modes: { mode: AlertMode; label: string }[] = [
  { mode: "list", label: "List" },
  { mode: "calendar", label: "Calendar" },
];

/** List | Calendar, the state filter and (in list mode) how many days ahead to look. */
export function AlertToolbar({
  state,
  onChange,
}: {
  state: AlertUrlState;
  onChange: (next: Partial<AlertUrlState>) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
      <div role="group" aria-label="View mode" className="inline-flex rounded-md shadow-xs">
        {modes.map(({ mode, label }, index) => (
          <button
            key={mode}
            type="button"
            aria-pressed={state.mode === mode}
            onClick={() => onChange({ mode })}
            className={cx(
              "px-3.5 py-2 text-sm font-semibold ring-1 ring-slate-300 ring-inset",
              index === 0 ? "rounded-l-md" : "-ml-px rounded-r-md",
              state.mode === mode
                ? "bg-indigo-600 text-white ring-indigo-600"
                : "bg-white text-slate-700 hover:bg-slate-50",
              focusRing,
            )}
          >
            {label}
          </button>
        ))}
      </div>
      <SelectField
        label="State"
        className="w-36"
        value={state.state}
        onChange={(event) => onChange({ state: event.target.value as AlertStateFilter })}
      >
        {Object.entries(stateFilterLabels).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      {state.mode === "list" && (
        <SelectField
          label="Due within"
          className="w-48"
          value={state.within === null ? "" : String(state.within)}
          onChange={(event) =>
            onChange({ within: event.target.value === "" ? null : Number(event.target.value) })
          }
        >
          <option value="">My preferences</option>
          {withinChoices.map((days) => (
            <option key={days} value={String(days)}>
              Next {days} days
            </option>
          ))}
        </SelectField>
      )}
    </div>
  );
}

import { MAX_REPORT_WITHIN_DAYS } from "@rightsdesk/domain";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../../ui/button";
import { SelectField } from "../../../ui/select-field";
import { withinPresets } from "../lib/report-url-state";

const custom = "custom";

/**
 * "Within": how many days ahead a window report looks, from the presets or any number. Keyed by
 * `days` where it is used, so a change from the URL (back, a shared link) starts it afresh.
 */
export function WithinControl({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const customId = useId();
  const isPreset = withinPresets.some((preset) => preset === days);
  const [choosingCustom, setChoosingCustom] = useState(!isPreset);
  const [text, setText] = useState(String(days));
  const typed = Number(text);
  const valid = /^\d+$/.test(text) && typed <= MAX_REPORT_WITHIN_DAYS;

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (valid && typed !== days) onChange(typed);
  };

  return (
    <form onSubmit={apply} className="flex flex-wrap items-end gap-2">
      <SelectField
        label="Within"
        className="w-36"
        value={choosingCustom ? custom : String(days)}
        onChange={(event) => {
          if (event.target.value === custom) {
            setChoosingCustom(true);
            return;
          }
          setChoosingCustom(false);
          onChange(Number(event.target.value));
        }}
      >
        {withinPresets.map((preset) => (
          <option key={preset} value={preset}>
            {preset} days
          </option>
        ))}
        <option value={custom}>Custom…</option>
      </SelectField>
      {choosingCustom && (
        <>
          <div>
            <label htmlFor={customId} className="block text-sm font-medium text-slate-800">
              Days ahead
            </label>
            <input
              id={customId}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_REPORT_WITHIN_DAYS}
              step={1}
              value={text}
              onChange={(event) => setText(event.target.value)}
              aria-invalid={!valid}
              className="mt-1.5 block w-28 rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 tabular-nums shadow-xs hover:border-slate-400 focus:outline-2 focus:-outline-offset-1 focus:outline-indigo-600"
            />
          </div>
          <Button type="submit" variant="secondary" disabled={!valid || typed === days}>
            Apply
          </Button>
        </>
      )}
    </form>
  );
}

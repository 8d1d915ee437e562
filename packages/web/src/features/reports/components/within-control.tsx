import { MAX_REPORT_WITHIN_DAYS } from "@rightsdesk/domain";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../../../ui/button";
import { cx } from "../../../ui/cx";
import { focusRing } from "../../../ui/focus-ring";
import { withinPresets } from "../lib/report-url-state";

const custom = "custom";

/**
 * "Within": how many days ahead a window report looks, from the presets or any number. Keyed by
 * `days` where it is used, so a change from the URL (back, a shared link) starts it afresh.
 */
export function WithinControl({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const selectId = useId();
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
      <div>
        <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
          Within
        </label>
        <select
          id={selectId}
          value={choosingCustom ? custom : String(days)}
          onChange={(event) => {
            if (event.target.value === custom) {
              setChoosingCustom(true);
              return;
            }
            setChoosingCustom(false);
            onChange(Number(event.target.value));
          }}
          className={cx(
            "mt-1.5 block rounded-md border border-slate-300 bg-white py-2 pr-8 pl-3 text-sm text-slate-900",
            focusRing,
          )}
        >
          {withinPresets.map((preset) => (
            <option key={preset} value={preset}>
              {preset} days
            </option>
          ))}
          <option value={custom}>Custom…</option>
        </select>
      </div>
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
              className={cx(
                "mt-1.5 block w-28 rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 tabular-nums",
                focusRing,
              )}
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

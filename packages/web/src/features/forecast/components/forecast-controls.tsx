import { MAX_FORECAST_MONTHS } from "@rightsdesk/domain";
import { useState } from "react";
import { Button } from "../../../ui/button";
import { XIcon } from "../../../ui/icons";
import { AssetPicker } from "../../../ui/records/asset-picker";
import { CompanyPicker } from "../../../ui/records/company-picker";
import { PersonPicker } from "../../../ui/records/person-picker";
import { SelectField } from "../../../ui/select-field";
import { TextField } from "../../../ui/text-field";
import {
  forecastScopeKinds,
  forecastScopeLabels,
  type ForecastScopeKind,
  type ForecastView,
} from "../lib/forecast-view";

const monthsMessage = `Enter a number of months from 1 to ${MAX_FORECAST_MONTHS}.`;

/** The scope's record picker: one advertiser, one performer, or spots added one at a time. */
function ScopePicker({ view, onChange }: { view: ForecastView; onChange: (view: ForecastView) => void }) {
  const [first = null] = view.picks;
  switch (view.scope) {
    case "all":
      return null;
    case "advertiser":
      return (
        <CompanyPicker
          label="Advertiser"
          mainTypes={["ADVERTISER"]}
          className="w-72"
          value={first}
          onChange={(picked) => onChange({ ...view, picks: picked ? [picked] : [] })}
        />
      );
    case "performer":
      return (
        <PersonPicker
          label="Performer"
          kinds={["TALENT"]}
          className="w-72"
          value={first}
          onChange={(picked) => onChange({ ...view, picks: picked ? [picked] : [] })}
        />
      );
    case "spots":
      return (
        <div className="flex flex-wrap items-end gap-2">
          <AssetPicker
            label="Add a spot"
            noun="spot"
            className="w-72"
            value={null}
            onChange={(picked) =>
              picked && !view.picks.some((pick) => pick.id === picked.id)
                ? onChange({ ...view, picks: [...view.picks, picked] })
                : undefined
            }
          />
          <ul className="flex flex-wrap gap-1.5" aria-label="Spots in the forecast">
            {view.picks.map((pick) => (
              <li
                key={pick.id}
                className="flex items-center gap-1 rounded-full bg-indigo-50 py-1 pr-1 pl-3 text-sm text-indigo-800"
              >
                {pick.name}
                <Button
                  variant="ghost"
                  className="rounded-full px-1 py-0.5"
                  aria-label={`Remove ${pick.name}`}
                  onClick={() =>
                    onChange({ ...view, picks: view.picks.filter((other) => other.id !== pick.id) })
                  }
                >
                  <XIcon className="size-3.5" />
                </Button>
              </li>
            ))}
          </ul>
        </div>
      );
  }
}

/**
 * The window (first day, number of months) and what the forecast covers. A change shows at once;
 * a number of months out of range is named and not applied.
 */
export function ForecastControls({
  view,
  onChange,
}: {
  view: ForecastView;
  onChange: (view: ForecastView) => void;
}) {
  const [months, setMonths] = useState(String(view.months));
  const typedMonths = Number(months);
  const monthsValid = Number.isInteger(typedMonths) && typedMonths >= 1 && typedMonths <= MAX_FORECAST_MONTHS;
  return (
    <div className="flex flex-wrap items-start gap-4">
      <TextField
        label="From"
        type="date"
        className="w-44"
        value={view.from}
        onChange={(event) =>
          event.target.value ? onChange({ ...view, from: event.target.value }) : undefined
        }
      />
      <TextField
        label="Months"
        type="number"
        min={1}
        max={MAX_FORECAST_MONTHS}
        inputMode="numeric"
        className="w-28"
        value={months}
        error={monthsValid ? undefined : monthsMessage}
        onChange={(event) => {
          setMonths(event.target.value);
          const next = Number(event.target.value);
          if (Number.isInteger(next) && next >= 1 && next <= MAX_FORECAST_MONTHS)
            onChange({ ...view, months: next });
        }}
      />
      <SelectField<ForecastScopeKind>
        label="Covering"
        className="w-48"
        options={forecastScopeKinds}
        optionLabel={(kind) => forecastScopeLabels[kind]}
        value={view.scope}
        onChange={(event) => {
          const scope = forecastScopeKinds.find((kind) => kind === event.target.value) ?? "all";
          onChange({ ...view, scope, picks: [] });
        }}
      />
      <ScopePicker view={view} onChange={onChange} />
    </div>
  );
}

import { useState } from "react";
import { cx } from "../../../ui/cx";
import { focusRing } from "../../../ui/focus-ring";
import { XIcon } from "../../../ui/icons";
import { CompanyPicker, type PickedCompany } from "../../../ui/records/company-picker";
import { useAdvertisers } from "../api/list-advertisers";
import { namedAdvertisers } from "../lib/advertiser-user";

type AdvertisersFieldProps = {
  value: readonly number[];
  onChange: (ids: number[]) => void;
  onBlur?: () => void;
  error?: string | undefined;
  disabled?: boolean;
  className?: string;
};

const advertiserTypes = ["ADVERTISER"] as const;

/**
 * The advertisers whose spots an ADVERTISER USER's profile sees: typed and picked one at a time
 * among the client's companies of type ADVERTISER, each shown with a button that takes it off.
 */
export function AdvertisersField({
  value,
  onChange,
  onBlur,
  error,
  disabled,
  className,
}: AdvertisersFieldProps) {
  // The names of the advertisers the profile already had; those picked here are remembered as picked.
  const [initialIds] = useState(value);
  const initial = useAdvertisers(initialIds);
  const [picked, setPicked] = useState<PickedCompany[]>([]);
  const chosen = namedAdvertisers(value, [...(initial.data ?? []), ...picked]);

  const add = (company: PickedCompany | null) => {
    if (!company || value.includes(company.id)) return;
    setPicked((known) => [...known, company]);
    onChange([...value, company.id]);
  };

  return (
    <div className={className} data-testid="advertisers-field">
      <CompanyPicker
        label="Advertisers"
        mainTypes={advertiserTypes}
        value={null}
        onChange={add}
        onBlur={onBlur}
        error={error}
        hint="This user sees only these advertisers' spots; none chosen, no spots."
        disabled={disabled}
      />
      {chosen.length > 0 ? (
        <ul aria-label="Chosen advertisers" className="mt-2 flex flex-wrap gap-2">
          {chosen.map((advertiser) => (
            <li
              key={advertiser.id}
              className="inline-flex items-center gap-1 rounded-full bg-indigo-50 py-0.5 pr-1 pl-2.5 text-sm text-indigo-800 ring-1 ring-indigo-600/20 ring-inset"
            >
              {advertiser.name}
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange(value.filter((id) => id !== advertiser.id))}
                aria-label={`Remove ${advertiser.name}`}
                className={cx("rounded-full p-0.5 text-indigo-600 hover:bg-indigo-100", focusRing)}
              >
                <XIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm font-medium text-amber-800">
          No advertisers chosen: this user sees no spots.
        </p>
      )}
    </div>
  );
}

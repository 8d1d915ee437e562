import { Label, Radio, RadioGroup } from "@headlessui/react";
import { searchTypeDefinitions, type SearchType } from "@rightsdesk/domain";
import { cx } from "../../../ui/cx";
import { searchColours } from "../lib/search-colours";
import { searchableTypes } from "../lib/search-types";

/**
 * "Search in": one radio per type, each in its colour. A type the domain declares but does not
 * offer yet is shown, disabled.
 */
export function SearchTypePicker({
  value,
  onChange,
}: {
  value: SearchType;
  onChange: (type: SearchType) => void;
}) {
  return (
    <RadioGroup value={value} onChange={onChange} aria-label="Search in" className="flex flex-wrap gap-2">
      {searchTypeDefinitions.map((definition) => {
        const colours = searchColours[definition.colour];
        const place = searchableTypes.findIndex((candidate) => candidate.type === definition.type);
        return (
          <Radio
            key={definition.type}
            value={definition.type}
            disabled={!definition.available}
            title={
              definition.available
                ? `Alt+${place + 1}`
                : `${definition.name}s cannot be searched yet: that module is not available.`
            }
            className={cx(
              "flex cursor-pointer items-center gap-1.5 rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset focus:outline-none",
              "data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-indigo-600",
              "text-slate-700 ring-slate-200 hover:bg-slate-50",
              colours.checked,
              "data-disabled:cursor-not-allowed data-disabled:text-slate-400 data-disabled:hover:bg-transparent",
            )}
          >
            <span
              aria-hidden="true"
              className={cx("size-2 rounded-full", definition.available ? colours.dot : "bg-slate-300")}
            />
            <Label className="cursor-[inherit]">{definition.name}</Label>
          </Radio>
        );
      })}
    </RadioGroup>
  );
}

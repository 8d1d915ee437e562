import type { ElementSummary } from "@rightsdesk/domain";
import { formatCatalogueName } from "../../../../ui/records/record-labels";
import { ReferencePicker, type ReferencePickerProps } from "../../../../ui/records/reference-picker";
import { elementLookupQueryOptions } from "../../api/asset-elements";

/** Picks an element by typing part of its title (`POST /Element/GetBy`). */
export function ElementPicker(props: ReferencePickerProps) {
  return (
    <ReferencePicker<ElementSummary>
      {...props}
      noun="element"
      plural="elements"
      lookup={elementLookupQueryOptions}
      toOption={(element) => ({
        id: element.id,
        name: element.title,
        detail: `${element.code} · ${formatCatalogueName(element.type)}`,
      })}
    />
  );
}

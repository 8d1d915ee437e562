import { codeLabel, type ElementSummary } from "@rightsdesk/domain";
import type { ReferencePickerProps } from "../../../../ui/records/reference-picker";
import { elementLookupQueryOptions } from "../../../../ui/records/lookups";
import { CreatablePicker } from "../pickers/creatable-picker";

/**
 * Picks an element by typing part of its title (`POST /Element/GetBy`); with `onCreate`, a title
 * nobody has can become a new element.
 */
export function ElementPicker({
  onCreate = null,
  ...props
}: ReferencePickerProps & { onCreate?: ((typedName: string) => void) | null }) {
  return (
    <CreatablePicker<ElementSummary>
      {...props}
      noun="element"
      plural="elements"
      lookup={elementLookupQueryOptions}
      onCreate={onCreate}
      toOption={(element) => ({
        id: element.id,
        name: element.title,
        detail: `${element.code} · ${codeLabel(element.type)}`,
      })}
    />
  );
}

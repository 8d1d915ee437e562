import { codeLabel } from "@rightsdesk/domain";
import { elementLookupQueryOptions } from "./lookups";
import { ReferencePicker, type ReferencePickerProps } from "./reference-picker";

/** Picks an element by typing part of its title (`POST /Element/GetBy`), for "element" fields. */
export function ElementPicker(props: ReferencePickerProps) {
  return (
    <ReferencePicker
      {...props}
      noun="element"
      plural="elements"
      placeholder="Type part of an element title"
      lookup={elementLookupQueryOptions}
      toOption={(element) => ({
        id: element.id,
        name: element.title,
        detail: [element.code, codeLabel(element.type), element.archivedOn ? "archived" : ""]
          .filter(Boolean)
          .join(" · "),
      })}
    />
  );
}

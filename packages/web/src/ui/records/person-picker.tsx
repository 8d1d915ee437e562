import type { PersonKind } from "@rightsdesk/domain";
import { personLookupQueryOptions } from "./lookups";
import { formatCatalogueName } from "./record-labels";
import { ReferencePicker, type ReferencePickerProps } from "./reference-picker";

export type { PickedRecord as PickedPerson } from "./reference-picker";

/**
 * Picks a person by typing part of their name (`POST /People/Lookup`), for "person" fields (a
 * guardian's record, an agent, a relationship). Only people of `kinds` are offered (all when empty).
 */
export function PersonPicker({
  kinds = [],
  ...props
}: ReferencePickerProps & { kinds?: readonly PersonKind[] }) {
  return (
    <ReferencePicker
      {...props}
      noun="person"
      plural="people"
      lookup={(search) => personLookupQueryOptions(search, kinds)}
      toOption={(person) => ({
        id: person.id,
        name: person.fullName,
        detail: [
          person.recordId,
          person.kinds.map(formatCatalogueName).join(", "),
          person.archived ? "archived" : "",
        ]
          .filter(Boolean)
          .join(" · "),
      })}
    />
  );
}

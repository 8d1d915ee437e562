import {
  findPersonSection,
  personHasSection,
  type PersonSectionDefinition,
  type PersonShape,
} from "@rightsdesk/domain";
import type { InitialItemsOwner } from "../../records/record-initial-items.js";
import { kindsInWords } from "./person-rules.js";

/**
 * The sections a new person of this shape shows (their kinds, and minors-only sections only for a
 * minor), for checking the items sent with them.
 */
export function newPersonSections(shape: PersonShape): InitialItemsOwner<PersonSectionDefinition> {
  return {
    ownerType: "person",
    sectionOf: (key) => {
      const section = findPersonSection(key);
      if (section && personHasSection(shape, section)) return section;
      if (!section) return { refusal: `There is no person section "${key}".` };
      if (section.minorsOnly && !shape.isMinor) {
        return { refusal: `${section.label} are kept for minors only.` };
      }
      return {
        refusal: `A person who is ${kindsInWords(shape.kinds)} has no ${section.label.toLowerCase()} section.`,
      };
    },
  };
}

import { codeLabel } from "@rightsdesk/domain";

/** A part of a subtitle that is a catalogue code: capitals and spaces only ("NON UNION", "MUSIC"). */
const CODE = /^[A-Z][A-Z &/-]*$/;

/**
 * A widget line's subtitle in words: each " · " part that is a code gets its label, while record
 * numbers, Ad-IDs and names (with digits or small letters) stay as they are.
 */
export function labelSubtitle(subtitle: string): string {
  return subtitle
    .split(" · ")
    .map((part) => (CODE.test(part) ? codeLabel(part) : part))
    .join(" · ");
}

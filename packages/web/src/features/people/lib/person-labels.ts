import {
  findPersonSection,
  formatDisplayDate,
  isEmptyDate,
  isIsoDate,
  orderPersonKinds,
  type PersonKind,
} from "@rightsdesk/domain";
import { createLogFormatter } from "../../../ui/records/log-changes";
import { formatCatalogueName } from "../../../ui/records/record-labels";

/** "CREW, TALENT" → "Crew · Talent", for the header and the lists. */
export function formatPersonKinds(kinds: readonly PersonKind[]): string {
  return orderPersonKinds(kinds).map(formatCatalogueName).join(" · ");
}

/** A birth date as MM/DD/YYYY; "—" when there is none. */
export function formatBirthDate(value: string | null): string {
  if (!value || isEmptyDate(value) || !isIsoDate(value)) return "—";
  return formatDisplayDate(value);
}

export const genderLabels = { F: "Female", M: "Male", NB: "Non-binary" } as const;

/** Profile fields as the audit log names them, in the words the profile form uses. */
const profileFieldLabels: Readonly<Record<string, string>> = {
  personName: "Name",
  "personName.firstName": "First name",
  "personName.middleName": "Middle name",
  "personName.lastName": "Last name",
  firstName: "First name",
  middleName: "Middle name",
  lastName: "Last name",
  kinds: "Person kinds",
  gender: "Gender",
  dateOfBirth: "Date of birth",
  email: "E-mail",
  phone: "Phone",
  ethnicities: "Ethnicities",
  multiples: "Multiple birth",
  "multiples.kind": "Multiple birth",
  "multiples.zygosity": "Zygosity",
  skillGroups: "Skill groups",
  allergies: "Allergies",
  talentRoles: "Talent roles",
  unions: "Unions",
  status: "Status",
  notes: "Notes",
  primaryPhotoId: "Primary photo",
  archivedAt: "Archived on",
};

/** A person's log in words: their sections' and profile's labels. */
export const personLogFormatter = createLogFormatter({
  recordLabel: "person",
  recordKeys: ["person", "people"],
  findSection: findPersonSection,
  profileFieldLabels,
});

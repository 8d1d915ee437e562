import {
  findPersonSection,
  formatDisplayDate,
  isEmptyDate,
  isIsoDate,
  orderPersonKinds,
  type PersonKind,
} from "@rightsdesk/domain";
import { createLogFormatter, type LogFormatter } from "../../../ui/records/log-changes";
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

const baseFormatter = createLogFormatter({
  recordLabel: "person",
  recordKeys: ["person", "people"],
  findSection: findPersonSection,
  profileFieldLabels,
});

const isReveal = (entry: { action: string }) => /\.reveal$/i.test(entry.action);

/** "Bank.accountNumber" → "Account number (Bank accounts)": which sensitive value was shown. */
function describeRevealed(value: unknown): string {
  if (typeof value !== "string") return "a sensitive value";
  const [sectionKey = "", fieldName = ""] = value.split(".");
  const section = findPersonSection(sectionKey);
  const field = section?.fields.find((candidate) => candidate.name === fieldName);
  return section && field ? `${field.label} (${section.label})` : value;
}

/**
 * A person's log in words: their sections' and profile's labels. A reveal (audited, never the
 * value) reads "Revealed a sensitive value" with which one.
 */
export const personLogFormatter: LogFormatter = {
  ...baseFormatter,
  describeLogAction: (entry) =>
    isReveal(entry) ? "Revealed a sensitive value" : baseFormatter.describeLogAction(entry),
  formatChange: (change, entry) =>
    isReveal(entry) && change.field === "revealed"
      ? `${describeRevealed(change.to)} shown in full`
      : baseFormatter.formatChange(change, entry),
};

import {
  findPersonSection,
  isMinorOn,
  personHasSection,
  type FieldError,
  type PersonKind,
  type PersonSectionDefinition,
  type PersonShape,
} from "@rightsdesk/domain";
import { archivableRecordRules, type ArchivableKind } from "../../records/record-archive.js";
import { invalidField } from "../../errors/app-errors.js";
import { dayOf } from "../../records/day-of.js";
import { describePerson } from "./person-record.js";
import { PersonRepository, type PersonRow } from "./person-repository.js";

/** People move to the archive list and back; changed only while active, deleted once archived. */
export const archivablePeople: ArchivableKind<PersonRow> = {
  repository: (db) => new PersonRepository(db),
  describe: describePerson,
  pronoun: "them",
};

export const { findOrFail: findPersonOrFail, forChange: personForChange } =
  archivableRecordRules(archivablePeople);

/** What decides the person's sections: their kinds, and whether they are a minor today. */
export function shapeOf(
  person: { kinds: readonly string[]; dateOfBirth: string | null },
  now: Date,
): PersonShape {
  return { kinds: person.kinds as PersonKind[], isMinor: isMinorOn(person.dateOfBirth, dayOf(now)) };
}

/** "talent" or "crew and talent": a person's kinds in a sentence. */
export function kindsInWords(kinds: readonly string[]): string {
  const words = kinds.map((kind) => kind.toLowerCase());
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1) ?? ""}`;
}

/** Why a person does not show a section, in words. */
function hiddenReason(shape: PersonShape, section: PersonSectionDefinition): string {
  if (section.minorsOnly && !shape.isMinor) return `${section.label} are kept for minors only.`;
  return `A person who is ${kindsInWords(shape.kinds)} has no ${section.label.toLowerCase()} section.`;
}

/** The section, when the person shows it; otherwise InvalidData naming `field`. */
export function sectionShownFor(
  shape: PersonShape,
  sectionKey: string,
  field = "section",
): PersonSectionDefinition {
  const section = findPersonSection(sectionKey);
  if (!section) throw invalidField(field, `There is no person section "${sectionKey}".`);
  if (!personHasSection(shape, section)) throw invalidField(field, hiddenReason(shape, section));
  return section;
}

/** A birth date must not lie after today. */
export function checkBirthDate(dateOfBirth: string | null, now: Date, field = "dateOfBirth"): FieldError[] {
  if (dateOfBirth === null || dateOfBirth <= dayOf(now)) return [];
  return [{ field, message: "The date of birth cannot be in the future." }];
}

/**
 * A profile change must keep every section the person has items in, and their photos: taking
 * TALENT away from a talent with photos, or a birth date that makes a minor an adult while they
 * have guardians on file, is refused until those are removed.
 */
export function checkShapeChange(
  after: PersonShape,
  before: PersonShape,
  sectionsWithItems: readonly string[],
  hasPhotos: boolean,
): FieldError[] {
  const errors: FieldError[] = [];
  for (const key of sectionsWithItems) {
    const section = findPersonSection(key);
    if (!section || personHasSection(after, section)) continue;
    const byAge = section.minorsOnly && !after.isMinor && before.isMinor;
    const message = byAge
      ? `With this date of birth the person is not a minor, and ${section.label.toLowerCase()} are kept for minors only; remove them first.`
      : `A person who is ${kindsInWords(after.kinds)} has no ${section.label.toLowerCase()} section; remove those items first.`;
    errors.push({ field: byAge ? "dateOfBirth" : "kinds", message });
  }
  if (hasPhotos && !after.kinds.includes("TALENT")) {
    errors.push({
      field: "kinds",
      message: "Only talent have photos; remove the photos before taking TALENT away.",
    });
  }
  return errors;
}

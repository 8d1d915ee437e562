import {
  employmentTypeOf,
  formatRecordId,
  isEmptyDate,
  isMinorOn,
  normalizeEmail,
  normalizePersonName,
  recordIdPrefixes,
  type PersonKind,
  type PersonProfileInputSchema,
  type PersonRecordSchema,
  type PersonSummarySchema,
} from "@rightsdesk/domain";
import type { z } from "zod";
import { dayOf } from "../../records/day-of.js";
import type { PersonRow, PersonSummaryRow, PersonValues } from "./person-repository.js";

type PersonRecordOut = z.input<typeof PersonRecordSchema>;
type PersonSummaryOut = z.input<typeof PersonSummarySchema>;
type ProfileInput = z.output<typeof PersonProfileInputSchema>;

/** "PE0042": the record id users quote. */
export function personRecordId(id: number): string {
  return formatRecordId(recordIdPrefixes.person, id);
}

/** "PE0042 Mia Park": how messages name a person. */
export function describePerson(person: { id: number; fullName: string }): string {
  return `${personRecordId(person.id)} ${person.fullName}`;
}

/** "Mia Rose Park": the names that are there, one space apart. */
export function fullNameOf(first: string, middle: string | null, last: string): string {
  return [first, middle, last].filter((part) => part !== null && part.trim() !== "").join(" ");
}

function blankAsNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value.trim() === "" ? null : value.trim();
}

/** A row of the people lists as the API answers it. */
export function toPersonSummary(row: PersonSummaryRow, now: Date): PersonSummaryOut {
  return {
    id: row.id,
    recordId: personRecordId(row.id),
    fullName: row.fullName,
    firstName: row.firstName,
    lastName: row.lastName,
    employmentType: row.employmentType,
    gender: row.gender as PersonSummaryOut["gender"],
    dateOfBirth: row.dateOfBirth,
    isMinor: isMinorOn(row.dateOfBirth, dayOf(now)),
    email: row.email,
    phone: row.phone,
    city: row.city,
    unions: row.unions.join(", "),
    status: row.status as PersonSummaryOut["status"],
    createdOn: row.createdAt.toISOString(),
    updatedOn: row.updatedAt.toISOString(),
    archivedOn: row.archivedAt?.toISOString() ?? null,
  };
}

/** One person's profile as the API answers it. */
export function toPersonRecord(row: PersonRow, now: Date): PersonRecordOut {
  return {
    id: row.id,
    recordId: personRecordId(row.id),
    personName: { firstName: row.firstName, middleName: row.middleName, lastName: row.lastName },
    fullName: row.fullName,
    kinds: row.kinds as PersonKind[],
    employmentType: row.employmentType,
    gender: row.gender as PersonRecordOut["gender"],
    dateOfBirth: row.dateOfBirth,
    isMinor: isMinorOn(row.dateOfBirth, dayOf(now)),
    email: row.email,
    phone: row.phone,
    ethnicities: row.ethnicities,
    multiples:
      row.multipleKind && row.multipleZygosity
        ? { kind: row.multipleKind, zygosity: row.multipleZygosity }
        : null,
    skillGroups: row.skillGroups,
    allergies: row.allergies,
    talentRoles: row.talentRoles,
    unions: row.unions,
    status: row.status as PersonRecordOut["status"],
    notes: row.notes,
    primaryPhotoId: row.primaryPhotoId,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    archivedBy: row.archivedBy,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
    version: row.version,
  };
}

/** The profile columns of a validated create or update request. */
export function personValuesFrom(input: ProfileInput): PersonValues {
  const { firstName, lastName } = input.personName;
  const middleName = blankAsNull(input.personName.middleName);
  const email = blankAsNull(input.email);
  const dateOfBirth = input.dateOfBirth && !isEmptyDate(input.dateOfBirth) ? input.dateOfBirth : null;
  return {
    firstName,
    middleName,
    lastName,
    fullName: fullNameOf(firstName, middleName, lastName),
    nameKey: normalizePersonName(firstName, lastName),
    kinds: [...input.kinds],
    employmentType: employmentTypeOf(input.kinds),
    gender: input.gender ?? null,
    dateOfBirth,
    email: email === null ? null : normalizeEmail(email),
    phone: blankAsNull(input.phone),
    ethnicities: [...new Set(input.ethnicities)],
    skillGroups: [...new Set(input.skillGroups)],
    allergies: [...new Set(input.allergies)],
    talentRoles: [...new Set(input.talentRoles)],
    unions: [...new Set(input.unions)],
    multipleKind: input.multiples?.kind ?? null,
    multipleZygosity: input.multiples?.zygosity ?? null,
    status: input.status,
    notes: blankAsNull(input.notes),
  };
}

/** The stored profile of a person row. */
export function personValuesOf(row: PersonRow): PersonValues {
  return {
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    fullName: row.fullName,
    nameKey: normalizePersonName(row.firstName, row.lastName),
    kinds: row.kinds,
    employmentType: row.employmentType,
    gender: row.gender,
    dateOfBirth: row.dateOfBirth,
    email: row.email,
    phone: row.phone,
    ethnicities: row.ethnicities,
    skillGroups: row.skillGroups,
    allergies: row.allergies,
    talentRoles: row.talentRoles,
    unions: row.unions,
    multipleKind: row.multipleKind,
    multipleZygosity: row.multipleZygosity,
    status: row.status,
    notes: row.notes,
  };
}

/** The profile fields as the audit log names them (the derived name key and type are left out). */
export function personAuditFields(values: PersonValues | undefined): Record<string, unknown> {
  if (!values) return {};
  return {
    firstName: values.firstName,
    middleName: values.middleName,
    lastName: values.lastName,
    kinds: values.kinds,
    gender: values.gender,
    dateOfBirth: values.dateOfBirth,
    email: values.email,
    phone: values.phone,
    ethnicities: values.ethnicities,
    skillGroups: values.skillGroups,
    allergies: values.allergies,
    talentRoles: values.talentRoles,
    unions: values.unions,
    multiples: values.multipleKind ? `${values.multipleKind} (${values.multipleZygosity ?? ""})` : null,
    status: values.status,
    notes: values.notes,
  };
}

import {
  PersonUpdateRequestSchema,
  allergies,
  ethnicities,
  multipleBirthKinds,
  multipleBirthZygosities,
  skillGroups,
  talentRoles,
  unionCategories,
  type PersonRecord,
} from "@rightsdesk/domain";
import { z } from "zod";

const isMultipleKind = (value: string) => multipleBirthKinds.some((kind) => kind === value);
const isZygosity = (value: string) => multipleBirthZygosities.some((zygosity) => zygosity === value);

/** The profile's fields the server may name, as the add and the profile forms hold them. */
export const personProfileFieldNames = [
  "personName.firstName",
  "personName.middleName",
  "personName.lastName",
  "kinds",
  "gender",
  "dateOfBirth",
  "email",
  "phone",
  "ethnicities",
  "skillGroups",
  "allergies",
  "talentRoles",
  "unions",
  "status",
  "notes",
] as const;

/** The multiple birth's two selects: none, or a kind and fraternal or identical. */
export function checkMultiples(
  { multiplesKind, multiplesZygosity }: { multiplesKind: string; multiplesZygosity: string },
  ctx: z.RefinementCtx,
) {
  if (multiplesKind !== "" && !isMultipleKind(multiplesKind)) {
    ctx.addIssue({
      code: "custom",
      message: "Choose the multiple birth from the list.",
      path: ["multiplesKind"],
    });
  }
  if (multiplesKind !== "" && !isZygosity(multiplesZygosity)) {
    ctx.addIssue({ code: "custom", message: "Choose fraternal or identical.", path: ["multiplesZygosity"] });
  }
}

/** The multiple birth's two selects as the request's one object (checked by `checkMultiples`). */
export function multiplesOf(multiplesKind: string, multiplesZygosity: string) {
  return multiplesKind === ""
    ? null
    : PersonUpdateRequestSchema.shape.multiples.parse({ kind: multiplesKind, zygosity: multiplesZygosity });
}

/**
 * The profile form: the domain's update request, with the multiple birth as two selects (none,
 * or a kind and fraternal or identical) that become its one object.
 */
export const PersonProfileFormSchema = PersonUpdateRequestSchema.omit({ multiples: true })
  .extend({ multiplesKind: z.string(), multiplesZygosity: z.string() })
  .superRefine(checkMultiples)
  .transform(({ multiplesKind, multiplesZygosity, ...profile }) => ({
    ...profile,
    multiples: multiplesOf(multiplesKind, multiplesZygosity),
  }));

export type PersonProfileFormValues = z.input<typeof PersonProfileFormSchema>;

/** The stored choices the catalogue still offers, in its order. */
const only = <T extends string>(values: readonly string[], allowed: readonly T[]): T[] =>
  allowed.filter((value) => values.includes(value));

/** The profile form's values for a person as loaded, with the version the save must send. */
export function personProfileFormValues(person: PersonRecord): PersonProfileFormValues {
  return {
    personName: {
      firstName: person.personName.firstName,
      middleName: person.personName.middleName ?? "",
      lastName: person.personName.lastName,
    },
    kinds: person.kinds,
    gender: person.gender ?? undefined,
    dateOfBirth: person.dateOfBirth && person.dateOfBirth !== "0001-01-01" ? person.dateOfBirth : "",
    email: person.email ?? "",
    phone: person.phone ?? "",
    ethnicities: only(person.ethnicities, ethnicities),
    skillGroups: only(person.skillGroups, skillGroups),
    allergies: only(person.allergies, allergies),
    talentRoles: only(person.talentRoles, talentRoles),
    unions: only(person.unions, unionCategories),
    multiplesKind: person.multiples?.kind ?? "",
    multiplesZygosity: person.multiples?.zygosity ?? "",
    status: person.status,
    notes: person.notes ?? "",
    version: person.version,
  };
}

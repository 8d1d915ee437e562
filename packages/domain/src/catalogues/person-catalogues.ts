import { z } from "zod";

/** Person catalogues (spec 001 section 3), grouped because each is a short list. */

export const personKinds = ["AGENT", "CREW", "STAFF", "TALENT", "VENDOR"] as const;
export const PersonKindSchema = z.enum(personKinds, { error: "Choose the person kind." });
export type PersonKind = z.infer<typeof PersonKindSchema>;

export const genders = ["F", "M", "NB"] as const;
export const GenderSchema = z.enum(genders, { error: "Choose the gender: F, M or NB." });
export type Gender = z.infer<typeof GenderSchema>;

export const personRelations = ["FATHER", "GRANDPARENT", "GUARDIAN", "MOTHER", "SIBLING", "SPOUSE"] as const;
export const PersonRelationSchema = z.enum(personRelations, { error: "Choose the relation." });
export type PersonRelation = z.infer<typeof PersonRelationSchema>;

/** Who may sign for a minor. */
export const parentRoles = ["FATHER", "MOTHER", "GUARDIAN"] as const;
export const ParentRoleSchema = z.enum(parentRoles, {
  error: "Choose the parent role: FATHER, MOTHER or GUARDIAN.",
});
export type ParentRole = z.infer<typeof ParentRoleSchema>;

/** "Twin, triplet and similar": the spec names two; the rest follow the same pattern. */
export const multipleBirthKinds = ["TWIN", "TRIPLET", "QUADRUPLET", "QUINTUPLET"] as const;
export const MultipleBirthKindSchema = z.enum(multipleBirthKinds);
export type MultipleBirthKind = z.infer<typeof MultipleBirthKindSchema>;

export const multipleBirthZygosities = ["FRATERNAL", "IDENTICAL"] as const;
export const MultipleBirthZygositySchema = z.enum(multipleBirthZygosities);
export type MultipleBirthZygosity = z.infer<typeof MultipleBirthZygositySchema>;

export const agentContactKinds = ["TALENT AGENT", "MANAGER", "ATTORNEY", "ACCOUNTANT"] as const;
export const AgentContactKindSchema = z.enum(agentContactKinds, { error: "Choose the agent contact kind." });
export type AgentContactKind = z.infer<typeof AgentContactKindSchema>;

export const travelInfoKinds = [
  "INTERNATIONAL DRIVER'S LICENCE",
  "TSA",
  "PASSPORT",
  "AIRLINE",
  "HOTEL",
  "RENTAL CAR",
] as const;
export const TravelInfoKindSchema = z.enum(travelInfoKinds, { error: "Choose the travel info kind." });
export type TravelInfoKind = z.infer<typeof TravelInfoKindSchema>;

export const passportTypes = ["Regular", "Card", "Diplomatic"] as const;
export const PassportTypeSchema = z.enum(passportTypes, { error: "Choose the passport type." });
export type PassportType = z.infer<typeof PassportTypeSchema>;

/** Person field labels (spec 001 section 5). */
export const personFieldLabels = {
  firstName: "First name",
  middleName: "Middle name",
  lastName: "Last name",
} as const;

/** Fields a person list can be searched by (spec 001 sections 3 and 5). */
export const personSearchFields = ["fullName", "adId", "employmentType"] as const;

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

/*
 * The spec names these lists but not their values ("values not shown"). These are the values
 * Rights Desk offers; each list is flagged incomplete so it can only grow (see the README).
 */

/** Self-described ethnicities, as casting briefs and union diversity reports group them. */
export const ethnicities = [
  "AFRICAN AMERICAN / BLACK",
  "ASIAN",
  "CAUCASIAN / WHITE",
  "HISPANIC / LATINO",
  "MIDDLE EASTERN / NORTH AFRICAN",
  "NATIVE AMERICAN / INDIGENOUS",
  "PACIFIC ISLANDER",
  "SOUTH ASIAN",
  "MULTIRACIAL",
  "OTHER",
  "PREFER NOT TO SAY",
] as const;
export const ethnicitiesComplete = false;

export const skillGroups = [
  "ACTING",
  "VOICE OVER",
  "SINGING",
  "DANCE",
  "STUNTS",
  "SPORTS",
  "MUSICIAN",
  "MODELING",
  "HAND MODEL",
  "DRIVING",
  "LANGUAGES",
  "IMPROV",
] as const;
export const skillGroupsComplete = false;

export const allergies = [
  "NUTS",
  "GLUTEN",
  "DAIRY",
  "SHELLFISH",
  "EGGS",
  "SOY",
  "LATEX",
  "PETS",
  "POLLEN",
  "MAKEUP / COSMETICS",
  "MEDICATION",
  "OTHER",
] as const;
export const allergiesComplete = false;

export const talentRoles = [
  "PRINCIPAL",
  "EXTRA",
  "VOICE OVER",
  "SINGER",
  "DANCER",
  "STUNT PERFORMER",
  "HAND MODEL",
  "STAND-IN",
  "INFLUENCER",
  "MUSICIAN",
] as const;
export const talentRolesComplete = false;

/** Where a person's address applies. */
export const personAddressTypes = ["HOME", "MAILING", "WORK", "PERMANENT", "TEMPORARY", "OTHER"] as const;

/** Labels of a person's e-mail addresses and phone numbers. */
export const emailLabels = ["PERSONAL", "WORK", "OTHER"] as const;
export const phoneLabels = ["MOBILE", "HOME", "WORK", "OTHER"] as const;

/** How a talent holds a loan-out corporation. */
export const loanOutRoles = ["OWNER", "OFFICER", "MEMBER", "EMPLOYEE"] as const;

/** The kinds of taxpayer id a person's tax record may hold. */
export const personTaxIdKinds = ["SSN", "ITIN", "EIN", "FOREIGN TIN"] as const;

/** W-4 (2020 and later) filing statuses. */
export const w4FilingStatuses = [
  "SINGLE OR MARRIED FILING SEPARATELY",
  "MARRIED FILING JOINTLY",
  "HEAD OF HOUSEHOLD",
] as const;

/** Accounts a minor's earnings are set aside in. */
export const minorTrustTypes = ["COOGAN", "UTMA", "BLOCKED TRUST", "OTHER"] as const;

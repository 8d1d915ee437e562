import { z } from "zod";

/** Licensing catalogues for elements (spec 001 section 3). */

export const musicOrigins = ["ORIGINAL", "LICENSED"] as const;
export const MusicOriginSchema = z.enum(musicOrigins, {
  error: "Choose the music origin: original or licensed.",
});
export type MusicOrigin = z.infer<typeof MusicOriginSchema>;

export const audioOrigins = ["ORIGINAL", "PUBLIC DOMAIN", "RE-RECORDED", "STOCK"] as const;
export const AudioOriginSchema = z.enum(audioOrigins, { error: "Choose the audio origin." });
export type AudioOrigin = z.infer<typeof AudioOriginSchema>;

export const rightsKinds = ["MASTER", "PUBLISHING", "SYNCHRONIZATION"] as const;
export const RightsKindSchema = z.enum(rightsKinds, { error: "Choose the rights kind." });
export type RightsKind = z.infer<typeof RightsKindSchema>;

/** Performing-rights organisations, spelled as the spec spells them. */
export const performingRightsOrganisations = ["ASCAP", "BMI", "PRO", "SESEC"] as const;
export const PerformingRightsOrganisationSchema = z.enum(performingRightsOrganisations, {
  error: "Choose the performing-rights organisation.",
});
export type PerformingRightsOrganisation = z.infer<typeof PerformingRightsOrganisationSchema>;

export const licenceTypes = ["RIGHTS MANAGED", "RIGHTS READY", "ROYALTY FREE", "WORK FOR HIRE"] as const;
export const LicenceTypeSchema = z.enum(licenceTypes, { error: "Choose the licence type." });
export type LicenceType = z.infer<typeof LicenceTypeSchema>;

/** "Author, cinematographer, composer and others": the rest is a starter list. */
export const creatorRoles = [
  "AUTHOR",
  "CINEMATOGRAPHER",
  "COMPOSER",
  "ARTIST",
  "ARRANGER",
  "DESIGNER",
  "ILLUSTRATOR",
  "LYRICIST",
  "PHOTOGRAPHER",
  "PUBLISHER",
  "OTHER",
] as const;
export const creatorRolesComplete = false;
export const CreatorRoleSchema = z.enum(creatorRoles, { error: "Choose the creator role." });
export type CreatorRole = z.infer<typeof CreatorRoleSchema>;

export const guaranteeChoices = ["P&H Only", "Guarantee"] as const;
export const GuaranteeChoiceSchema = z.enum(guaranteeChoices, { error: "Choose P&H Only or Guarantee." });
export type GuaranteeChoice = z.infer<typeof GuaranteeChoiceSchema>;

export const numberOfUsesChoices = ["Unlimited", "Number defined"] as const;
export const NumberOfUsesChoiceSchema = z.enum(numberOfUsesChoices, {
  error: "Choose Unlimited or Number defined.",
});
export type NumberOfUsesChoice = z.infer<typeof NumberOfUsesChoiceSchema>;

import { z } from "zod";
import { RecordStatusSchema, SocialNetworkSchema } from "../company/company-catalogues.js";
import {
  AgentContactKindSchema,
  GenderSchema,
  MultipleBirthKindSchema,
  MultipleBirthZygositySchema,
  ParentRoleSchema,
  PersonKindSchema,
  TravelInfoKindSchema,
} from "./person-catalogues.js";
import { AddressSchema } from "../records/address.js";
import { IdSchema, optionalDate, optionalText, referenceId, requiredText } from "../records/field-schemas.js";

export const PersonNameSchema = z.object(
  {
    firstName: requiredText("first name", 100),
    middleName: optionalText("middle name", 100),
    lastName: requiredText("last name", 100),
  },
  { error: "Enter the first and last name." },
);
export type PersonName = z.infer<typeof PersonNameSchema>;

/** A parent or guardian who signs for a minor. */
export const GuardianSchema = z.object({
  role: ParentRoleSchema,
  personId: referenceId("parent or guardian"),
});

/** A talent's agent, manager, attorney or accountant. */
export const AgentContactSchema = z.object({
  kind: AgentContactKindSchema,
  companyId: referenceId("agency").optional(),
  personId: referenceId("agent").optional(),
});

export const TravelInfoSchema = z.object({
  kind: TravelInfoKindSchema,
  number: optionalText("travel document or membership number", 100),
  expiryDate: optionalDate("travel document expiry date"),
});

/** A person (spec 001 section 3). `id` is absent until the person is saved. */
export const PersonSchema = z.object({
  id: IdSchema.optional(),
  personName: PersonNameSchema,
  kind: PersonKindSchema,
  gender: GenderSchema.optional(),
  status: RecordStatusSchema.default("ACTIVE"),
  email: z.email("Enter a valid email address.").optional(),
  phone: optionalText("phone number", 40),
  dateOfBirth: optionalDate("date of birth"),
  isMinor: z.boolean().default(false),
  guardians: z.array(GuardianSchema).default([]),
  multipleBirth: z
    .object({ kind: MultipleBirthKindSchema, zygosity: MultipleBirthZygositySchema })
    .optional(),
  addresses: z.array(AddressSchema).default([]),
  agentContacts: z.array(AgentContactSchema).default([]),
  travelInfo: z.array(TravelInfoSchema).default([]),
  socialMedia: z
    .array(
      z.object({ network: SocialNetworkSchema, handle: requiredText("social media handle or link", 300) }),
    )
    .default([]),
});
export type Person = z.infer<typeof PersonSchema>;
export type PersonInput = z.input<typeof PersonSchema>;

/** "First Middle Last", skipping a blank middle name. */
export function personFullName(name: PersonName): string {
  return [name.firstName, name.middleName, name.lastName]
    .filter((part) => part !== undefined && part !== "")
    .join(" ");
}

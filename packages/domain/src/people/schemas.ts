import { z } from "zod";
import { RecordStatusSchema, recordStatuses } from "../company/company-catalogues.js";
import {
  GenderSchema,
  MultipleBirthKindSchema,
  MultipleBirthZygositySchema,
  allergies,
  ethnicities,
  genders,
  personKinds,
  skillGroups,
  talentRoles,
} from "./person-catalogues.js";
import { unionCategories, unions } from "../unions/performer-catalogues.js";
import { IdSchema, optionalDate, optionalText, pathId } from "../records/field-schemas.js";
import { listResultSchema } from "../list-query/list-query.js";
import { PersonNameSchema } from "./person.js";
import { defineListFields } from "../list-query/list-fields.js";
import {
  ImportResultSchema,
  ImportRowResultSchema,
  importRequestSchema,
  type ImportResult,
} from "../records/import-schemas.js";
import { personSectionKeys } from "./sections.js";
import {
  InstantSchema,
  RecordVersionSchema,
  archiveStampFields,
  recordStampFields,
} from "../records/record-stamps.js";
import {
  SectionSaveRequestSchema,
  sectionItemContentFields,
  sectionKeySchema,
} from "../records/section-schemas.js";

export const PersonIdParamsSchema = z.object({ id: pathId("person") });

/** A section named in the path, ignoring case: `/People/Address/GetAll/7`. */
export const PersonSectionKeySchema = sectionKeySchema("person", personSectionKeys);

export const PersonSectionParamsSchema = z.object({
  section: PersonSectionKeySchema,
  personId: pathId("person"),
});

export const PersonSectionItemParamsSchema = z.object({
  section: PersonSectionKeySchema,
  itemId: pathId("item"),
});

const choices = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.array(z.enum(values, { error: `Choose ${what} from the list.` })).default([]);

/** The profile of a person: name, kinds, birth date and the casting facts (spec 001 section 3). */
export const PersonProfileInputSchema = z.object({
  personName: PersonNameSchema,
  kinds: z
    .array(
      z.enum(personKinds, { error: "Choose the person kinds from AGENT, CREW, STAFF, TALENT, VENDOR." }),
      {
        error: "Choose at least one person kind.",
      },
    )
    .min(1, "Choose at least one person kind.")
    .transform((kinds) => personKinds.filter((kind) => kinds.includes(kind))),
  gender: GenderSchema.optional(),
  dateOfBirth: optionalDate("date of birth"),
  /** The primary e-mail, used by duplicate checks; more addresses live in the Email section. */
  email: z
    .string({ error: "The e-mail must be text." })
    .trim()
    .max(200, "The e-mail must be 200 characters or fewer.")
    .refine(
      (value) => value === "" || z.email().safeParse(value).success,
      "Enter the e-mail as an address like name@example.com.",
    )
    .optional(),
  phone: optionalText("phone", 40),
  ethnicities: choices(ethnicities, "ethnicities"),
  multiples: z
    .object({ kind: MultipleBirthKindSchema, zygosity: MultipleBirthZygositySchema })
    .nullable()
    .optional(),
  skillGroups: choices(skillGroups, "skill groups"),
  allergies: choices(allergies, "allergies"),
  talentRoles: choices(talentRoles, "talent roles"),
  unions: choices(unionCategories, "unions"),
  status: RecordStatusSchema.default("ACTIVE"),
  notes: optionalText("notes", 4000),
});
export type PersonProfileInput = z.input<typeof PersonProfileInputSchema>;

/** One item to create with a new person, validated by its section's own schema on the server. */
export const InitialPersonItemSchema = z.object({
  section: PersonSectionKeySchema,
  data: z.record(z.string(), z.unknown()),
});

export const PersonCreateRequestSchema = PersonProfileInputSchema.extend({
  /** Items created in the same transaction: an address, a guardian... (all or nothing). */
  items: z.array(InitialPersonItemSchema).max(200, "Add at most 200 items with a new person.").default([]),
  /** Save even though the duplicate check found a match (the user saw the warning). */
  confirmDuplicate: z.boolean().default(false),
});
export type PersonCreateRequest = z.input<typeof PersonCreateRequestSchema>;

export const PersonUpdateRequestSchema = PersonProfileInputSchema.extend({ version: RecordVersionSchema });
export type PersonUpdateRequest = z.input<typeof PersonUpdateRequestSchema>;

export const PersonStatusRequestSchema = z.object({
  status: RecordStatusSchema,
  version: RecordVersionSchema,
});
export type PersonStatusRequest = z.input<typeof PersonStatusRequestSchema>;

/** The facts about a person that both the profile answer and a row of the lists carry. */
const personFactFields = {
  employmentType: z.string(),
  gender: z.enum(genders).nullable(),
  dateOfBirth: z.string().nullable(),
  /** Under 18 on the server's today. */
  isMinor: z.boolean(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
};

/** A person as the API answers it. */
export const PersonRecordSchema = z.object({
  id: IdSchema,
  /** "PE" and the id, zero-padded: the record id users quote. */
  recordId: z.string(),
  personName: z.object({ firstName: z.string(), middleName: z.string().nullable(), lastName: z.string() }),
  fullName: z.string(),
  kinds: z.array(z.enum(personKinds)),
  ...personFactFields,
  ethnicities: z.array(z.string()),
  multiples: z.object({ kind: z.string(), zygosity: z.string() }).nullable(),
  skillGroups: z.array(z.string()),
  allergies: z.array(z.string()),
  talentRoles: z.array(z.string()),
  unions: z.array(z.string()),
  status: z.enum(recordStatuses),
  notes: z.string().nullable(),
  primaryPhotoId: IdSchema.nullable(),
  ...archiveStampFields,
  ...recordStampFields,
});
export type PersonRecord = z.infer<typeof PersonRecordSchema>;

/** A row of the people lists. */
export const PersonSummarySchema = z.object({
  id: IdSchema,
  recordId: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  ...personFactFields,
  city: z.string().nullable(),
  unions: z.string(),
  status: z.enum(recordStatuses),
  createdOn: InstantSchema,
  updatedOn: InstantSchema,
  archivedOn: InstantSchema.nullable(),
});
export type PersonSummary = z.infer<typeof PersonSummarySchema>;

/**
 * What the people lists may filter and sort on. Spec 001's person search fields are fullName,
 * adId and employmentType; adId is the Ad-ID of any asset whose cast the person is in.
 */
export const personListFields = defineListFields({
  id: "number",
  fullName: "text",
  adId: "text",
  firstName: "text",
  lastName: "text",
  employmentType: "text",
  gender: { kind: "enum", values: genders },
  dateOfBirth: "date",
  email: "text",
  phone: "text",
  city: "text",
  unions: "text",
  status: { kind: "enum", values: recordStatuses },
  createdOn: "date",
  updatedOn: "date",
  archivedOn: "date",
});

export const PersonListResultSchema = listResultSchema(PersonSummarySchema);

/** One item of a person section; `labels` names the companies and people its references point at. */
export const PersonSectionItemSchema = z.object({
  id: IdSchema,
  personId: IdSchema,
  section: z.enum(personSectionKeys),
  ...sectionItemContentFields,
});
export type PersonSectionItem = z.infer<typeof PersonSectionItemSchema>;

export const PersonSectionSaveRequestSchema = SectionSaveRequestSchema;

export const PersonSectionListSchema = z.object({
  totalRecords: z.number().int().nonnegative(),
  /** Sensitive values always arrive masked; `canReveal` says whether the caller may reveal them. */
  records: z.array(PersonSectionItemSchema),
  canReveal: z.boolean(),
});

/** Reveal one sensitive value of a person's section item; the reveal is audited, not the value. */
export const PersonRevealRequestSchema = z.object({
  field: z.string({ error: "Name the field to reveal." }).trim().min(1, "Name the field to reveal."),
});
export const PersonRevealResultSchema = z.object({ field: z.string(), value: z.string().nullable() });

/** The duplicate check before creating a person: same name and birth date, or the same e-mail. */
export const PersonDuplicateRequestSchema = z.object({
  personName: PersonNameSchema,
  dateOfBirth: optionalDate("date of birth"),
  email: z.string().trim().max(200).optional(),
  /** Leave this person out (when checking an edit). */
  excludeId: IdSchema.optional(),
});
export type PersonDuplicateRequest = z.input<typeof PersonDuplicateRequestSchema>;

export const PersonDuplicateSchema = z.object({
  id: IdSchema,
  recordId: z.string(),
  fullName: z.string(),
  dateOfBirth: z.string().nullable(),
  email: z.string().nullable(),
  archived: z.boolean(),
  matchedOn: z.enum(["name and birth date", "e-mail"]),
});
export type PersonDuplicate = z.infer<typeof PersonDuplicateSchema>;

/** A record that points at a person and would dangle if the person were deleted. */
export const PersonDependantSchema = z.object({
  /** "person", "company"... the kind of the record that depends on this one. */
  entityType: z.string(),
  entityId: IdSchema,
  recordId: z.string(),
  name: z.string(),
  /** How it depends: "Parents and guardians: Person record". */
  via: z.string(),
});
export type PersonDependant = z.infer<typeof PersonDependantSchema>;

/** A person picked in a reference field. */
export const PersonLookupRequestSchema = z.object({
  search: z.string().trim().max(200).default(""),
  kinds: z.array(z.enum(personKinds)).default([]),
  limit: z.number().int().min(1).max(50).default(20),
});
export const PersonLookupItemSchema = z.object({
  id: IdSchema,
  fullName: z.string(),
  recordId: z.string(),
  kinds: z.array(z.enum(personKinds)),
  archived: z.boolean(),
});

/** A photo of a talent: the upright image and its thumbnail, both stripped of metadata. */
export const PersonPhotoSchema = z.object({
  id: IdSchema,
  personId: IdSchema,
  fileName: z.string(),
  caption: z.string().nullable(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The EXIF orientation (1–8) the upload carried, already applied to the stored image. */
  sourceOrientation: z.number().int().min(1).max(8),
  isPrimary: z.boolean(),
  uploadedAt: InstantSchema,
  uploadedBy: z.string().nullable(),
});
export type PersonPhoto = z.infer<typeof PersonPhotoSchema>;

/** Turns an uploaded image (`/Blob/Nabu/UploadFile`) into a photo of the person. */
export const PersonPhotoSaveRequestSchema = z.object({
  blobId: z.uuid({ error: "Upload the image first, then save the photo." }),
  caption: optionalText("caption", 200),
  isPrimary: z.boolean().default(false),
});

export const PersonPhotoIdParamsSchema = z.object({ photoId: pathId("photo") });
export const PersonPhotoPersonParamsSchema = z.object({ personId: pathId("person") });

/** A union of GET /Union/GetAll. */
export const UnionInfoSchema = z.object({
  code: z.string(),
  name: z.string(),
  isUnion: z.boolean(),
});
export const unionList = [
  ...unionCategories.map((name) => ({ code: name, name, isUnion: true })),
  ...unions.filter((name) => name === "NON UNION").map((name) => ({ code: name, name, isUnion: false })),
];

/** Bulk import: rows as the create call takes them. */
export const PersonImportRequestSchema = importRequestSchema("people").extend({
  /** Import rows that match an existing person too (otherwise each match is a row error). */
  confirmDuplicates: z.boolean().default(false),
});
export const PersonImportRowResultSchema = ImportRowResultSchema;
export const PersonImportResultSchema = ImportResultSchema;
export type PersonImportResult = ImportResult;

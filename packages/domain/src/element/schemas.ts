import { z } from "zod";
import {
  AudioOriginSchema,
  LicenceTypeSchema,
  MusicOriginSchema,
  NumberOfUsesChoiceSchema,
  RightsKindSchema,
  audioOrigins,
  licenceTypes,
  musicOrigins,
  numberOfUsesChoices,
  rightsKinds,
} from "./element-catalogues.js";
import { ElementTypeSchema, elementTypes } from "./element-types.js";
import { checkCatalogueMedia, toCatalogueMedia } from "../media/media-fields.js";
import { ElementPropertiesSchema, checkElementShape } from "./element.js";
import {
  IdSchema,
  isDateRangeReversed,
  optionalDate,
  optionalText,
  pathId,
  referenceId,
  requiredDate,
  requiredText,
} from "../records/field-schemas.js";
import { listResultSchema } from "../list-query/list-query.js";
import { defineListFields } from "../list-query/list-fields.js";
import { ExpiringItemSchema } from "../rights/expiring-item.js";
import { RightsStatusSchema, rightsStatuses } from "../status/rights-status.js";
import { defineSectionSchemas } from "../records/section-schemas.js";
import { elementSectionKeys } from "./sections.js";
import {
  InstantSchema,
  RecordVersionSchema,
  archiveStampFields,
  itemStampFields,
  recordStampFields,
} from "../records/record-stamps.js";

const Day = z.string();

export const ElementIdParamsSchema = z.object({ id: pathId("element") });
export const ElementLicenceParamsSchema = z.object({ licenceId: pathId("licence") });

/**
 * An element's profile. Required: Title and Element Type. Music takes a music origin, audio an
 * audio origin; the vendor is a company record, the licensor may be a name only.
 */
const ElementProfileFields = z.object({
  title: requiredText("Title"),
  elementType: ElementTypeSchema,
  subType: optionalText("sub type", 100),
  description: optionalText("description", 2000),
  musicOrigin: MusicOriginSchema.optional(),
  audioOrigin: AudioOriginSchema.optional(),
  licenceType: LicenceTypeSchema.optional(),
  vendorId: referenceId("vendor").optional(),
  licensorName: optionalText("licensor", 200),
  licensorEmail: optionalText("licensor e-mail", 200),
  /** The extra properties (URL link, make, model, year...); which ones a type shows is the catalogue's. */
  properties: ElementPropertiesSchema.default({}),
});
export const ElementProfileInputSchema = ElementProfileFields.superRefine(checkElementShape);
export type ElementProfileInput = z.input<typeof ElementProfileInputSchema>;

export const ElementCreateRequestSchema = ElementProfileInputSchema;
export type ElementCreateRequest = z.input<typeof ElementCreateRequestSchema>;
export const ElementUpdateRequestSchema = ElementProfileFields.extend({
  version: RecordVersionSchema,
}).superRefine(checkElementShape);
export type ElementUpdateRequest = z.input<typeof ElementUpdateRequestSchema>;

/** An element as the API answers it. `code` is "EL-<id>", the name its licences go by in reasons. */
export const ElementDetailSchema = z.object({
  id: IdSchema,
  code: z.string(),
  title: z.string(),
  elementType: z.enum(elementTypes),
  subType: z.string().nullable(),
  description: z.string().nullable(),
  musicOrigin: z.enum(musicOrigins).nullable(),
  audioOrigin: z.enum(audioOrigins).nullable(),
  licenceType: z.enum(licenceTypes).nullable(),
  vendorId: IdSchema.nullable(),
  vendorName: z.string().nullable(),
  licensorName: z.string().nullable(),
  licensorEmail: z.string().nullable(),
  properties: z.record(z.string(), z.unknown()),
  status: RightsStatusSchema,
  statusReason: z.string(),
  earliestExpireDate: Day.nullable(),
  earliestExpireItem: ExpiringItemSchema.nullable(),
  licenceCount: z.number().int().nonnegative(),
  linkedAssetCount: z.number().int().nonnegative(),
  ...archiveStampFields,
  ...recordStampFields,
});
export type ElementDetail = z.infer<typeof ElementDetailSchema>;

export const ElementSummarySchema = z.object({
  id: IdSchema,
  code: z.string(),
  title: z.string(),
  type: z.enum(elementTypes),
  subType: z.string().nullable(),
  licenceType: z.enum(licenceTypes).nullable(),
  vendorName: z.string().nullable(),
  status: RightsStatusSchema,
  earliestExpireDate: Day.nullable(),
  earliestExpireLabel: z.string().nullable(),
  linkedAssetCount: z.number().int().nonnegative(),
  createdOn: InstantSchema,
  updatedOn: InstantSchema,
  archivedOn: InstantSchema.nullable(),
});
export type ElementSummary = z.infer<typeof ElementSummarySchema>;

export const elementListFields = defineListFields({
  id: "number",
  title: "text",
  type: { kind: "enum", values: elementTypes },
  subType: "text",
  licenceType: { kind: "enum", values: licenceTypes },
  vendorName: "text",
  status: { kind: "enum", values: rightsStatuses },
  earliestExpireDate: "date",
  linkedAssetCount: "number",
  createdOn: "date",
  updatedOn: "date",
  archivedOn: "date",
});
export const ElementListResultSchema = listResultSchema(ElementSummarySchema);

/**
 * What a licence covers: a main media type from the catalogue, optionally narrowed to subtypes.
 * A synonym is accepted and comes out as the catalogue's name ("INTERNET" → DIGITAL).
 */
export const MediaGrantSchema = z
  .object({
    type: requiredText("media type", 100),
    subtypes: z.array(z.string().trim().min(1, "Enter the media sub type.")).default([]),
  })
  .superRefine((grant, ctx) => {
    checkCatalogueMedia(ctx, grant, { type: ["type"], subtypes: ["subtypes"] });
  })
  .transform((grant) => toCatalogueMedia(grant.type, grant.subtypes));

/**
 * A licence of an element ("rights contracted"): the term (no end date = in perpetuity), the
 * media and territory it covers, exclusivity and the number of uses. Its last day ends the
 * element, and through it every spot the element is linked to.
 */
export const ElementLicenceInputSchema = z
  .object({
    /** What the licence is called in reasons: "Synchronization licence". Defaults from the rights kind. */
    label: optionalText("licence name", 200),
    rightsKind: RightsKindSchema.optional(),
    termStart: requiredDate("term start"),
    termEnd: optionalDate("term end"),
    media: z
      .array(MediaGrantSchema, { error: "Choose the media the licence covers." })
      .min(1, "Choose the media the licence covers."),
    territory: optionalText("territory", 200),
    exclusive: z.boolean({ error: "Say yes or no for exclusivity." }).default(false),
    numberOfUses: NumberOfUsesChoiceSchema.default("Unlimited"),
    usesAllowed: z
      .number({ error: "Enter the number of uses as a number." })
      .int("Enter a whole number of uses.")
      .positive("The number of uses must be 1 or more.")
      .optional(),
    feeCents: z
      .number({ error: "Enter the fee in cents, as a whole number." })
      .int()
      .nonnegative("The fee cannot be negative.")
      .optional(),
    notes: optionalText("notes", 2000),
  })
  .superRefine((licence, ctx) => {
    if (isDateRangeReversed(licence.termStart, licence.termEnd)) {
      ctx.addIssue({
        code: "custom",
        path: ["termEnd"],
        message: "The term end must be on or after the term start.",
      });
    }
    if (licence.numberOfUses === "Number defined" && licence.usesAllowed === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["usesAllowed"],
        message: "Enter the number of uses the licence allows.",
      });
    }
  });
export type ElementLicenceInput = z.input<typeof ElementLicenceInputSchema>;

export const ElementLicenceAddRequestSchema = z.object({ licence: ElementLicenceInputSchema });
export const ElementLicenceUpdateRequestSchema = z.object({
  licence: ElementLicenceInputSchema,
  version: RecordVersionSchema,
});

export const ElementLicenceRecordSchema = z.object({
  id: IdSchema,
  elementId: IdSchema,
  label: z.string(),
  rightsKind: z.enum(rightsKinds).nullable(),
  termStart: Day,
  /** Null: in perpetuity. */
  termEnd: Day.nullable(),
  media: z.array(z.object({ type: z.string(), subtypes: z.array(z.string()) })),
  territory: z.string().nullable(),
  exclusive: z.boolean(),
  numberOfUses: z.enum(numberOfUsesChoices),
  usesAllowed: z.number().int().nullable(),
  feeCents: z.number().int().nullable(),
  notes: z.string().nullable(),
  ...itemStampFields,
});
export type ElementLicenceRecord = z.infer<typeof ElementLicenceRecordSchema>;
export const ElementLicenceListSchema = listResultSchema(ElementLicenceRecordSchema);

/** An element linked to a spot: the element side (asset's elements tab) and the asset side (linked assets). */
export const AssetElementLinkRequestSchema = z.object({ elementId: referenceId("element") });
export const AssetElementParamsSchema = z.object({ assetId: pathId("asset"), elementId: pathId("element") });
export const AssetElementsParamsSchema = z.object({ assetId: pathId("asset") });

export const LinkedElementSchema = z.object({
  elementId: IdSchema,
  code: z.string(),
  title: z.string(),
  elementType: z.enum(elementTypes),
  status: RightsStatusSchema,
  earliestExpireDate: Day.nullable(),
  earliestExpireLabel: z.string().nullable(),
  linkedAt: InstantSchema,
});
export const LinkedElementListSchema = listResultSchema(LinkedElementSchema);

export const LinkedAssetSchema = z.object({
  assetId: IdSchema,
  baseAssetId: IdSchema.nullable(),
  adId: z.string(),
  title: z.string(),
  versionLabel: z.string(),
  status: RightsStatusSchema,
  earliestExpireDate: Day.nullable(),
  linkedAt: InstantSchema,
});
export const LinkedAssetListSchema = listResultSchema(LinkedAssetSchema);

export const elementSectionSchemas = defineSectionSchemas("element", elementSectionKeys);

import { z } from "zod";
import { AssetTypeSchema, EditTypeSchema, assetTypes, editTypes } from "./asset-catalogues.js";
import { CycleLengthLabelSchema } from "../rights/cycle-length-catalogue.js";
import { AdIdSchema } from "./ad-id.js";
import {
  IdSchema,
  optionalDate,
  optionalText,
  pathId,
  requiredDate,
  requiredText,
} from "../records/field-schemas.js";
import { listResultSchema } from "../list-query/list-query.js";
import { UseRightSchema } from "../rights/use-right.js";
import { defineListFields } from "../list-query/list-fields.js";
import { ExpiringItemSchema } from "../rights/expiring-item.js";
import { RightsStatusSchema, rightsStatuses } from "../status/rights-status.js";
import { defineSectionSchemas } from "../records/section-schemas.js";
import { assetSectionKeys } from "./sections.js";
import { AssetMpuSchema } from "./asset-mpu.js";
import { CastCycleStandingSchema } from "./cast-cycles.js";
import { MAX_AIRING_SECONDS, readLengthSeconds } from "../airings/airing-values.js";
import {
  InstantSchema,
  RecordVersionSchema,
  archiveStampFields,
  itemStampFields,
  recordStampFields,
} from "../records/record-stamps.js";

const Day = z.string();

export const AssetIdParamsSchema = z.object({ id: pathId("asset") });
export const AssetUseRightParamsSchema = z.object({ assetId: pathId("asset") });
export const UseRightIdParamsSchema = z.object({ useRightId: pathId("use right") });
export const NextEditVersionParamsSchema = z.object({
  type: z.string().trim().min(1, "Name the action type (Edit)."),
  id: pathId("asset"),
});

/** `includeEditVersion=true` lists edit versions beside their base assets. */
export const AssetListParamsSchema = z.object({
  includeEditVersion: z
    .enum(["true", "false"], { error: "includeEditVersion is true or false." })
    .default("false")
    .transform((value) => value === "true"),
});

const lengthMessage = `Enter the length in seconds (30), or as :30 or 0:00:30, up to ${MAX_AIRING_SECONDS / 60} minutes.`;

/**
 * A spot's length: seconds as a number, or text as post logs write it (":30", "0:00:30", "30").
 * Null or blank clears it; left out, an update keeps the stored length.
 */
export const AssetLengthSchema = z
  .union([z.number({ error: lengthMessage }), z.string({ error: lengthMessage }), z.null()], {
    error: lengthMessage,
  })
  .transform((value, ctx) => {
    if (value === null || (typeof value === "string" && value.trim() === "")) return null;
    const seconds =
      typeof value === "number"
        ? Number.isInteger(value) && value > 0 && value <= MAX_AIRING_SECONDS
          ? value
          : null
        : readLengthSeconds(value);
    if (seconds === null) {
      ctx.addIssue({ code: "custom", message: lengthMessage });
      return z.NEVER;
    }
    return seconds;
  });

/**
 * An asset's profile. Required (spec 001 section 5): Title, AdId, Expiry Date
 * (`expireMpuEndDate`) and Asset Type; each message names its field.
 */
export const AssetProfileInputSchema = z.object({
  title: requiredText("Title"),
  adId: AdIdSchema,
  assetType: AssetTypeSchema,
  /** The delivered file's format ("MOV", "WAV"...): free text, not a required field. */
  fileType: optionalText("file type", 50),
  expireMpuEndDate: requiredDate("Expiry Date"),
  /** The spot's first airing: recording it can move the MPU start earlier. */
  firstAirDate: optionalDate("first air date"),
  /** Keep the typed Expiry Date over the rule's computed MPU end (it is flagged until then). */
  mpuConfirmed: z.boolean({ error: "mpuConfirmed is true or false." }).optional(),
  notes: optionalText("notes", 4000),
  /** The spot's length (30 for a :30), checked against each reported airing's length. */
  lengthSeconds: AssetLengthSchema.optional(),
});
export type AssetProfileInput = z.input<typeof AssetProfileInputSchema>;

export const AssetCreateRequestSchema = AssetProfileInputSchema;
export type AssetCreateRequest = z.input<typeof AssetCreateRequestSchema>;

export const AssetUpdateRequestSchema = AssetProfileInputSchema.extend({ version: RecordVersionSchema });
export type AssetUpdateRequest = z.input<typeof AssetUpdateRequestSchema>;

/** A new edit version under a base asset: its own profile (an edit has its own Ad-ID) and why it exists. */
export const EditVersionCreateRequestSchema = AssetProfileInputSchema.extend({
  editType: EditTypeSchema,
  /** Free text: the catalogue's reasons for the edit type are suggestions (see editReasonsFor). */
  editReason: optionalText("edit reason", 500),
});
export type EditVersionCreateRequest = z.input<typeof EditVersionCreateRequestSchema>;

export const NextEditVersionSchema = z.object({
  actionType: z.string(),
  versionNumber: z.number().int().positive(),
  versionLabel: z.string(),
});

/** The item that ends an asset's right to be used first, as stored with the asset. */
export const AssetEarliestItemSchema = ExpiringItemSchema.nullable();

/** An asset (or an edit version) as the API answers it. */
export const AssetRecordSchema = z.object({
  id: IdSchema,
  title: z.string(),
  adId: z.string(),
  assetType: z.enum(assetTypes),
  fileType: z.string().nullable(),
  /** The MPU end typed on the profile. */
  expireMpuEndDate: Day,
  firstAirDate: Day.nullable(),
  /** The MPU end in force: the rule's, the typed one when confirmed, else the earlier of the two. */
  mpuEndDate: Day,
  /** The rule's MPU end (decideAssetMpu); null when it cannot be computed. */
  mpuComputedEndDate: Day.nullable(),
  /** The typed end differs from the rule's and is not confirmed. */
  mpuNeedsReview: z.boolean(),
  mpuConfirmed: z.boolean(),
  notes: z.string().nullable(),
  /** The spot's length in seconds; null when not recorded. */
  lengthSeconds: z.number().int().positive().nullable(),
  /** Null on a base asset; the base asset's id on an edit version. */
  baseAssetId: IdSchema.nullable(),
  /** "BASE" on a base asset, "Edit 1", "Edit 2"... on its edit versions. */
  versionLabel: z.string(),
  editVersionNumber: z.number().int().nonnegative(),
  editType: z.enum(editTypes).nullable(),
  editReason: z.string().nullable(),
  status: RightsStatusSchema,
  statusReason: z.string(),
  earliestExpireDate: Day.nullable(),
  earliestExpireItem: AssetEarliestItemSchema,
  useRightCount: z.number().int().nonnegative(),
  editVersionCount: z.number().int().nonnegative(),
  ...archiveStampFields,
  ...recordStampFields,
});
export type AssetRecord = z.infer<typeof AssetRecordSchema>;

/** A row of the asset lists. */
export const AssetSummarySchema = z.object({
  id: IdSchema,
  adId: z.string(),
  title: z.string(),
  type: z.enum(assetTypes),
  fileType: z.string().nullable(),
  status: RightsStatusSchema,
  expireMpuEndDate: Day,
  /** The MPU end in force (see AssetRecordSchema). */
  mpuEndDate: Day,
  mpuNeedsReview: z.boolean(),
  earliestExpireDate: Day.nullable(),
  earliestExpireLabel: z.string().nullable(),
  baseAssetId: IdSchema.nullable(),
  versionLabel: z.string(),
  createdOn: InstantSchema,
  updatedOn: InstantSchema,
  archivedOn: InstantSchema.nullable(),
});
export type AssetSummary = z.infer<typeof AssetSummarySchema>;

/** What the asset lists may filter and sort on (spec 001's search fields adId and title among them). */
export const assetListFields = defineListFields({
  id: "number",
  adId: "text",
  title: "text",
  type: { kind: "enum", values: assetTypes },
  fileType: "text",
  status: { kind: "enum", values: rightsStatuses },
  expireMpuEndDate: "date",
  mpuEndDate: "date",
  earliestExpireDate: "date",
  baseAssetId: "number",
  versionLabel: "text",
  createdOn: "date",
  updatedOn: "date",
  archivedOn: "date",
});

export const AssetListResultSchema = listResultSchema(AssetSummarySchema);

/**
 * A use right as entered on an asset: the entity's rules (required fields and the usage types'
 * cycle rules of spec 001 section 5). Owner ids in it are ignored: the path names the asset.
 */
export const AssetUseRightAddRequestSchema = z.object({
  useRight: UseRightSchema,
  /** The cast member (an item of the asset's Cast section) the right belongs to; absent: the asset's own right. */
  castItemId: z
    .number({ error: "The cast member id must be a positive whole number." })
    .int()
    .positive()
    .optional(),
  /** On the asset's own right: it also covers every performer without union fixed cycles (a cast buyout). */
  coversAllPerformers: z.boolean({ error: "coversAllPerformers is true or false." }).optional(),
});
export type AssetUseRightAddRequest = z.input<typeof AssetUseRightAddRequestSchema>;

export const AssetUseRightUpdateRequestSchema = AssetUseRightAddRequestSchema.extend({
  version: RecordVersionSchema,
});
export type AssetUseRightUpdateRequest = z.input<typeof AssetUseRightUpdateRequestSchema>;

export const AssetUseRightRecordSchema = z.object({
  id: IdSchema,
  assetId: IdSchema,
  useRightType: z.string(),
  mediaType: z.string().nullable(),
  mediaSubTypes: z.array(z.string()),
  startCycleDate: Day.nullable(),
  cycleExpireDate: Day.nullable(),
  cycleLength: CycleLengthLabelSchema.nullable(),
  note: z.string(),
  /** The cast member the right belongs to (a Cast section item), or null for the asset's own right. */
  castItemId: IdSchema.nullable(),
  /** The cast member's name, when there is one. */
  holderName: z.string().nullable(),
  coversAllPerformers: z.boolean(),
  /**
   * For a union principal's right: the fixed cycles it pays, counted from the session date, with the
   * dates the rule derives beside the recorded ones (needsReview when they differ); null otherwise.
   */
  fixedCycles: z
    .object({
      firstCycle: z.number().int(),
      lastCycle: z.number().int(),
      start: Day,
      end: Day,
      needsReview: z.boolean(),
    })
    .nullable(),
  ...itemStampFields,
});
export type AssetUseRightRecord = z.infer<typeof AssetUseRightRecordSchema>;

export const AssetUseRightListSchema = listResultSchema(AssetUseRightRecordSchema);

/** GET /Asset/EarliestExpire/{id}: what ends the asset first, or why nothing does. */
export const AssetEarliestExpireSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("expires"),
    date: Day,
    item: ExpiringItemSchema,
    endingTogether: z.array(ExpiringItemSchema),
    /** "Use right "Cable" (UR-3) ends on 09/30/2025." */
    description: z.string(),
  }),
  z.object({ status: z.literal("never"), reason: z.string() }),
]);
export type AssetEarliestExpire = z.infer<typeof AssetEarliestExpireSchema>;

export const assetSectionSchemas = defineSectionSchemas("asset", assetSectionKeys);

/** GET /Asset/GetNextLocationNumber/{type}/{id}: "Filming 3", one past the locations of that shoot type. */
export const NextLocationNumberParamsSchema = z.object({
  type: z.string().trim().min(1, "Name the shoot type (Filming)."),
  id: pathId("asset"),
});
export const NextLocationNumberSchema = z.object({
  shootType: z.string(),
  number: z.number().int().positive(),
  locationNumber: z.string(),
});

/**
 * One bar of the asset's expiration timeline: every use right (the asset's and its cast's), every
 * licence of its elements and its MPU, from start to last covered day (null: no end).
 */
export const AssetTimelineItemSchema = z.object({
  kind: ExpiringItemSchema.shape.kind,
  id: z.string(),
  label: z.string(),
  start: Day.nullable(),
  end: Day.nullable(),
  /** Whether this is the item that ends the asset first. */
  earliest: z.boolean(),
});
export const AssetTimelineSchema = z.object({
  today: Day,
  earliestExpireDate: Day.nullable(),
  /** The MPU in force, with the rule's computation beside a typed date and the review flag. */
  mpu: AssetMpuSchema,
  /** Each union principal's fixed cycles on `today`: current cycle, paid through, what is owed. */
  cast: z.array(CastCycleStandingSchema),
  items: z.array(AssetTimelineItemSchema),
});
export type AssetTimeline = z.infer<typeof AssetTimelineSchema>;

/** POST /Asset/StatusUpdate/{id}: recompute the stored status now (the manual status update). */
export const AssetStatusUpdateSchema = z.object({
  status: RightsStatusSchema,
  statusReason: z.string(),
  earliestExpireDate: Day.nullable(),
});

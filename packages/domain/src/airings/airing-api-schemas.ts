import { z } from "zod";
import { defineListFields } from "../list-query/list-fields.js";
import { listResultSchema } from "../list-query/list-query.js";
import { IdSchema, optionalText, pathId, requiredText } from "../records/field-schemas.js";
import { InstantSchema } from "../records/record-stamps.js";
import { AiringColumnMappingSchema, airingFields } from "./airing-columns.js";
import {
  airingIssueActions,
  airingIssueStatuses,
  airingRowOutcomes,
  airingUploadStatuses,
} from "./airing-review.js";
import { airingIssueKinds, airingUseKinds } from "./reconcile-airing.js";

const Day = z.string();

export const AiringUploadIdParamsSchema = z.object({ id: pathId("upload") });
export const AiringIssueIdParamsSchema = z.object({ id: pathId("issue") });

/** The file formats read: CSV (any common encoding and delimiter), XLSX and legacy XLS. */
export const airingFileFormats = ["csv", "xlsx", "xls"] as const;

/** The largest airing report accepted; a larger one is refused before it is read whole. */
export const MAX_AIRING_FILE_BYTES = 128 * 1024 * 1024;

/** "true"/"false" as a query string carries them. */
const QueryFlag = z
  .enum(["true", "false"], { error: "dryRun is true or false." })
  .default("false")
  .transform((value) => value === "true");

/** The column mapping as the query string carries it: JSON of field → header name. */
const MappingParam = z
  .string({ error: "The mapping is JSON naming a header for each field." })
  .max(4000, "The mapping is longer than 4,000 characters.")
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: "custom", message: "The mapping is not JSON: send field → header name." });
      return z.NEVER;
    }
  })
  .pipe(AiringColumnMappingSchema);

/**
 * POST /ReportUpload/Inspect: what the file holds before anything is saved — its header row,
 * the mapping detected from known aliases or saved for the source, and a preview.
 */
export const AiringInspectQuerySchema = z.object({
  /** Who sent the file ("KXYZ post log", "Ad server delivery"): its saved mapping is used. */
  source: optionalText("source", 120),
});

/** POST /ReportUpload/Import: the file is read, matched and checked; with dryRun nothing is kept. */
export const AiringImportQuerySchema = z.object({
  source: requiredText("source", 120),
  mediaType: requiredText("media type", 100),
  mediaSubType: optionalText("media sub type", 100),
  /** Where the outlets broadcast; absent means worldwide (only a worldwide licence covers it). */
  territory: optionalText("territory", 200),
  /** Absent: the source's saved mapping, else the one detected from the header. */
  mapping: MappingParam.optional(),
  /** Keep this mapping for the source's next files (default true). */
  saveMapping: z
    .enum(["true", "false"], { error: "saveMapping is true or false." })
    .default("true")
    .transform((value) => value === "true"),
  dryRun: QueryFlag,
});
export type AiringImportQuery = z.input<typeof AiringImportQuerySchema>;

const MappingSchema = z.object(
  Object.fromEntries(airingFields.map((field) => [field, z.string().nullable().optional()])) as Record<
    (typeof airingFields)[number],
    z.ZodOptional<z.ZodNullable<z.ZodString>>
  >,
);

export const AiringSheetPreviewSchema = z.object({
  name: z.string(),
  /** 1-based, as the spreadsheet shows it; null when no header was found in its first rows. */
  headerRow: z.number().int().positive().nullable(),
  headers: z.array(z.string()),
  /** The first rows under the header, as text. */
  preview: z.array(z.object({ rowNumber: z.number().int().positive(), cells: z.array(z.string()) })),
});

export const AiringInspectionSchema = z.object({
  fileName: z.string(),
  format: z.enum(airingFileFormats),
  /** Text encoding of a CSV ("UTF-8", "windows-1252"...); null for workbooks. */
  encoding: z.string().nullable(),
  sheets: z.array(AiringSheetPreviewSchema),
  /** The mapping to confirm: the source's saved one when its headers are in the file, else the detected one. */
  mapping: MappingSchema,
  mappingFrom: z.enum(["saved", "detected", "none"]),
  /** What the mapping lacks (the Ad-ID or date column), each naming its field. */
  problems: z.array(z.object({ field: z.enum(airingFields), message: z.string() })),
  /** The source's saved media and territory, to prefill the form. */
  sourceDefaults: z
    .object({ mediaType: z.string(), mediaSubType: z.string().nullable(), territory: z.string().nullable() })
    .nullable(),
});
export type AiringInspection = z.infer<typeof AiringInspectionSchema>;

export const AiringRowCountsSchema = z.object({
  /** Every row of the file, the report's furniture included. */
  total: z.number().int().nonnegative(),
  counted: z.number().int().nonnegative(),
  restated: z.number().int().nonnegative(),
  notAired: z.number().int().nonnegative(),
  unreadable: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
});

export const AiringUploadSummarySchema = z.object({
  id: IdSchema,
  fileName: z.string(),
  format: z.enum(airingFileFormats),
  source: z.string(),
  mediaType: z.string(),
  mediaSubType: z.string().nullable(),
  territory: z.string().nullable(),
  status: z.enum(airingUploadStatuses),
  rows: AiringRowCountsSchema,
  issueCount: z.number().int().nonnegative(),
  openIssueCount: z.number().int().nonnegative(),
  /** The first and last air dates of its airings; null when none was read. */
  firstAirDate: Day.nullable(),
  lastAirDate: Day.nullable(),
  uploadedBy: z.string(),
  uploadedOn: InstantSchema,
});
export type AiringUploadSummary = z.infer<typeof AiringUploadSummarySchema>;

export const airingUploadListFields = defineListFields({
  id: "number",
  fileName: "text",
  source: "text",
  mediaType: "text",
  status: { kind: "enum", values: airingUploadStatuses },
  issueCount: "number",
  openIssueCount: "number",
  firstAirDate: "date",
  lastAirDate: "date",
  uploadedBy: "text",
  uploadedOn: "date",
});
export const AiringUploadListResultSchema = listResultSchema(AiringUploadSummarySchema);

const TiersSchema = z.object({
  first: z.number().int(),
  second: z.number().int(),
  thirdToThirteenth: z.number().int(),
  fourteenthOn: z.number().int(),
});

export const UseCycleCountSchema = z.object({
  cycleNumber: z.number().int().positive(),
  start: Day,
  end: Day,
  airings: z.number().int().nonnegative(),
  program: z.object({ uses: z.number().int().nonnegative(), tiers: TiersSchema }),
  wildSpot: z.object({
    markets: z.array(
      z.object({
        name: z.string(),
        major: z.string().nullable(),
        units: z.number().int().nonnegative(),
        listed: z.boolean(),
        airings: z.number().int().nonnegative(),
      }),
    ),
    majors: z.array(z.string()),
    units: z.number().int().nonnegative(),
    weightsSource: z.string(),
  }),
  cable: z.object({ networks: z.array(z.object({ name: z.string(), airings: z.number().int() })) }),
  digital: z.object({ airings: z.number().int().nonnegative() }),
});

export const PerformerUseFeeSchema = z.object({
  performer: z.object({ id: z.string(), label: z.string() }),
  cycleNumber: z.number().int().positive(),
  amountCents: z.number().int().nullable(),
  note: z.string(),
});

/** A spot's counted uses across every upload, per cycle, and what each performer is owed where a confirmed rate exists. */
export const AiringUseCountSchema = z.object({
  assetId: IdSchema,
  adId: z.string(),
  title: z.string(),
  useKinds: z.array(z.enum(airingUseKinds)),
  cycles: z.array(UseCycleCountSchema),
  fees: z.array(PerformerUseFeeSchema),
});
export type AiringUseCount = z.infer<typeof AiringUseCountSchema>;

export const AiringUploadDetailSchema = AiringUploadSummarySchema.extend({
  encoding: z.string().nullable(),
  mapping: MappingSchema,
  /** The spots this upload's airings name, with their uses counted across every upload. */
  useCounts: z.array(AiringUseCountSchema),
});
export type AiringUploadDetail = z.infer<typeof AiringUploadDetailSchema>;

export const AiringIssueSchema = z.object({
  id: IdSchema,
  uploadId: IdSchema,
  fileName: z.string(),
  rowId: IdSchema,
  sheet: z.string(),
  rowNumber: z.number().int().positive(),
  kind: z.enum(airingIssueKinds),
  message: z.string(),
  /** The right, licence, MPU or performer that fails. */
  item: z.object({ id: z.string(), label: z.string() }).nullable(),
  amountCents: z.number().int().nullable(),
  feeNote: z.string().nullable(),
  proposedDate: Day.nullable(),
  suggestions: z.array(z.string()),
  assetId: IdSchema.nullable(),
  adId: z.string(),
  assetTitle: z.string().nullable(),
  airDate: Day.nullable(),
  outlet: z.string().nullable(),
  status: z.enum(airingIssueStatuses),
  note: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedOn: InstantSchema.nullable(),
  /** What may resolve it now (none once resolved). */
  actions: z.array(z.enum(airingIssueActions)),
  createdOn: InstantSchema,
});
export type AiringIssue = z.infer<typeof AiringIssueSchema>;

export const airingIssueListFields = defineListFields({
  id: "number",
  uploadId: "number",
  fileName: "text",
  rowNumber: "number",
  kind: { kind: "enum", values: airingIssueKinds },
  message: "text",
  assetId: "number",
  adId: "text",
  assetTitle: "text",
  airDate: "date",
  outlet: "text",
  status: { kind: "enum", values: airingIssueStatuses },
  createdOn: "date",
  resolvedOn: "date",
});
export const AiringIssueListResultSchema = listResultSchema(AiringIssueSchema);

/** One row of an uploaded file: where it was, what it said, and what became of it. */
export const AiringRowSchema = z.object({
  id: IdSchema,
  uploadId: IdSchema,
  fileName: z.string(),
  sheet: z.string(),
  rowNumber: z.number().int().positive(),
  outcome: z.enum(airingRowOutcomes),
  adId: z.string().nullable(),
  assetId: IdSchema.nullable(),
  assetTitle: z.string().nullable(),
  airDate: Day.nullable(),
  airTime: z.string().nullable(),
  lengthSeconds: z.number().int().nullable(),
  outlet: z.string().nullable(),
  market: z.string().nullable(),
  program: z.string().nullable(),
  statusText: z.string().nullable(),
  /** For a restatement: the row first reporting the airing. */
  restatesRowId: IdSchema.nullable(),
  /** The cells as the file had them. */
  raw: z.array(z.string()),
  issueCount: z.number().int().nonnegative(),
  openIssueCount: z.number().int().nonnegative(),
});
export type AiringRow = z.infer<typeof AiringRowSchema>;

export const airingRowListFields = defineListFields({
  id: "number",
  uploadId: "number",
  fileName: "text",
  rowNumber: "number",
  outcome: { kind: "enum", values: airingRowOutcomes },
  adId: "text",
  assetId: "number",
  assetTitle: "text",
  airDate: "date",
  outlet: "text",
  market: "text",
  program: "text",
  openIssueCount: "number",
});
export const AiringRowListResultSchema = listResultSchema(AiringRowSchema);

/** What an import did (or, on a dry run, would do). */
export const AiringImportResultSchema = z.object({
  dryRun: z.boolean(),
  /** Null on a dry run: nothing was kept. */
  upload: AiringUploadSummarySchema.nullable(),
  fileName: z.string(),
  format: z.enum(airingFileFormats),
  mapping: MappingSchema,
  rows: AiringRowCountsSchema,
  /** Issues found, per kind. */
  issuesByKind: z.array(z.object({ kind: z.enum(airingIssueKinds), count: z.number().int().positive() })),
  /** The first issues found (at most 50), each with its row. */
  firstIssues: z.array(
    z.object({
      sheet: z.string(),
      rowNumber: z.number().int(),
      kind: z.enum(airingIssueKinds),
      message: z.string(),
    }),
  ),
});
export type AiringImportResult = z.infer<typeof AiringImportResultSchema>;

/** A sender of airing reports and what it keeps: its column mapping, media and territory. */
export const AiringSourceSchema = z.object({
  id: IdSchema,
  name: z.string(),
  mapping: MappingSchema,
  mediaType: z.string(),
  mediaSubType: z.string().nullable(),
  territory: z.string().nullable(),
  uploadCount: z.number().int().nonnegative(),
  updatedOn: InstantSchema,
});
export const AiringSourceListSchema = z.array(AiringSourceSchema);

export const AiringExportQuerySchema = z.object({
  format: z.enum(["csv", "xlsx"], { error: "Choose csv or xlsx." }).default("csv"),
});

import { z } from "zod";
import { defineListFields } from "../list-query/list-fields.js";
import { listResultSchema } from "../list-query/list-query.js";
import {
  IdSchema,
  optionalDate,
  optionalText,
  pathId,
  referenceId,
  requiredText,
} from "../records/field-schemas.js";
import {
  InstantSchema,
  RecordVersionSchema,
  archiveStampFields,
  recordStampFields,
} from "../records/record-stamps.js";
import { defineSectionSchemas } from "../records/section-schemas.js";
import { completionStatuses } from "../status/asset-statuses.js";
import { completionReportStages } from "./completion-report-life.js";
import { completionReportRoutes } from "./completion-report-routes.js";
import { completionReportSectionKeys } from "./completion-report-sections.js";
import { completionReportGapKinds } from "./reconcile-completion-report.js";

const Day = z.string();

export const CompletionReportIdParamsSchema = z.object({ id: pathId("completion report") });

/** A report's profile: its name, the spot (and edit version) it reports on, and the production date. */
const CompletionReportProfileFields = z.object({
  name: requiredText("completion report name"),
  assetId: referenceId("asset"),
  editVersionId: referenceId("edit version").nullable().optional(),
  productionDate: optionalDate("production date"),
});
export const CompletionReportCreateRequestSchema = CompletionReportProfileFields;
export type CompletionReportCreateRequest = z.input<typeof CompletionReportCreateRequestSchema>;
export const CompletionReportUpdateRequestSchema = CompletionReportProfileFields.extend({
  version: RecordVersionSchema,
});
export type CompletionReportUpdateRequest = z.input<typeof CompletionReportUpdateRequestSchema>;

/** Submit and Revise name the version the caller saw: a report changed since is refused. */
export const CompletionReportStepRequestSchema = z.object({
  version: RecordVersionSchema,
  /** Why a submitted report is reopened (Revise only). */
  reason: optionalText("reason", 500),
});

export const CompletionReportDuplicateRequestSchema = z.object({
  /** The copy's name; "<name> (copy)" when left out. */
  name: optionalText("completion report name"),
});

const StageSchema = z.enum(completionReportStages);
const StatusSchema = z.enum(completionStatuses);

/** A completion report as the API answers it; `code` is "CR0007". */
export const CompletionReportDetailSchema = z.object({
  id: IdSchema,
  code: z.string(),
  name: z.string(),
  assetId: IdSchema,
  assetTitle: z.string(),
  adId: z.string(),
  editVersionId: IdSchema.nullable(),
  editVersionLabel: z.string().nullable(),
  productionDate: Day.nullable(),
  stage: StageSchema,
  status: StatusSchema,
  submittedAt: InstantSchema.nullable(),
  submittedBy: z.string().nullable(),
  castCount: z.number().int().nonnegative(),
  revisionCount: z.number().int().nonnegative(),
  ...archiveStampFields,
  ...recordStampFields,
});
export type CompletionReportDetail = z.infer<typeof CompletionReportDetailSchema>;

export const CompletionReportSummarySchema = z.object({
  id: IdSchema,
  code: z.string(),
  name: z.string(),
  assetId: IdSchema,
  assetTitle: z.string(),
  adId: z.string(),
  productionDate: Day.nullable(),
  stage: StageSchema,
  status: StatusSchema,
  submittedOn: InstantSchema.nullable(),
  createdOn: InstantSchema,
  updatedOn: InstantSchema,
  archivedOn: InstantSchema.nullable(),
});
export type CompletionReportSummary = z.infer<typeof CompletionReportSummarySchema>;

export const completionReportListFields = defineListFields({
  id: "number",
  name: "text",
  assetId: "number",
  assetTitle: "text",
  adId: "text",
  productionDate: "date",
  stage: { kind: "enum", values: completionReportStages },
  status: { kind: "enum", values: completionStatuses },
  submittedOn: "date",
  createdOn: "date",
  updatedOn: "date",
  archivedOn: "date",
});
export const CompletionReportListResultSchema = listResultSchema(CompletionReportSummarySchema);

export const completionReportSectionSchemas = defineSectionSchemas(
  "completion report",
  completionReportSectionKeys,
);

export const CompletionReportGapSchema = z.object({
  kind: z.enum(completionReportGapKinds),
  blocking: z.boolean(),
  tab: z.enum(completionReportRoutes),
  message: z.string(),
  personId: IdSchema.optional(),
  contractId: IdSchema.optional(),
  elementId: IdSchema.optional(),
});

/** The reconciliation now: every gap with the tab that fixes it, and whether Submit would pass. */
export const CompletionReportReconciliationSchema = z.object({
  gaps: z.array(CompletionReportGapSchema),
  canSubmit: z.boolean(),
});

const FieldChangeSchema = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() });
const PerformerRefSchema = z.object({ personId: IdSchema, name: z.string() });

/** What changed between the submitted report and the one submitted again after a revision. */
export const CompletionReportChangesSchema = z.object({
  fields: z.array(FieldChangeSchema),
  castAdded: z.array(PerformerRefSchema),
  castRemoved: z.array(PerformerRefSchema),
  castChanged: z.array(PerformerRefSchema.extend({ fields: z.array(FieldChangeSchema) })),
  crewAdded: z.array(PerformerRefSchema),
  crewRemoved: z.array(PerformerRefSchema),
  elementsAdded: z.array(IdSchema),
  elementsRemoved: z.array(IdSchema),
});

export const CompletionReportRevisionSchema = z.object({
  id: IdSchema,
  number: z.number().int().positive(),
  reason: z.string().nullable(),
  revisedAt: InstantSchema,
  revisedBy: z.string().nullable(),
  /** Null while the revision is open (not submitted again yet). */
  resubmittedAt: InstantSchema.nullable(),
  resubmittedBy: z.string().nullable(),
  changes: CompletionReportChangesSchema.nullable(),
});
export const CompletionReportRevisionListSchema = listResultSchema(CompletionReportRevisionSchema);

/** Everything optional but the report: the performer, their agent and the contract a message is about. */
export const CastEmailDetailsQuerySchema = z.object({
  completionReportId: pathId("completion report"),
  personId: pathId("performer"),
  talentAgentId: pathId("talent agent").optional(),
  contractId: pathId("contract").optional(),
});

const AddresseeSchema = z.object({ id: IdSchema.nullable(), name: z.string(), email: z.string().nullable() });

export const CastEmailDetailsSchema = z.object({
  report: z.object({
    id: IdSchema,
    code: z.string(),
    name: z.string(),
    assetTitle: z.string(),
    adId: z.string(),
  }),
  performer: AddresseeSchema,
  agent: AddresseeSchema.nullable(),
  contract: z.object({ id: IdSchema, contractNumber: z.string(), title: z.string() }).nullable(),
  subject: z.string(),
});

export const completionReportExportParts = [
  "profile",
  "cast",
  "crew",
  "locations",
  "elements",
  "participants",
] as const;
export const completionReportExportFormats = ["pdf", "xlsx"] as const;

/** `include` lists the parts (comma-separated); every part when left out. */
export const CompletionReportExportQuerySchema = z.object({
  format: z.enum(completionReportExportFormats, { error: "Choose the format: pdf or xlsx." }),
  include: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === "") return [...completionReportExportParts];
      const parts = value.split(",").map((part) => part.trim().toLowerCase());
      const unknown = parts.filter(
        (part) => !(completionReportExportParts as readonly string[]).includes(part),
      );
      if (unknown.length > 0) {
        ctx.addIssue({
          code: "custom",
          message: `Include only ${completionReportExportParts.join(", ")}; not ${unknown.join(", ")}.`,
        });
        return z.NEVER;
      }
      return parts as (typeof completionReportExportParts)[number][];
    }),
});
export type CompletionReportExportPart = (typeof completionReportExportParts)[number];
export type CompletionReportExportFormat = (typeof completionReportExportFormats)[number];

/** "completion-report-CR0007.pdf" */
export function completionReportExportFileName(code: string, format: CompletionReportExportFormat): string {
  return `completion-report-${code}.${format}`;
}

import { z } from "zod";
import { CompletionStatusSchema } from "../status/asset-statuses.js";
import { PerformanceTypeSchema, UnionCodeSchema } from "../unions/performer-catalogues.js";
import {
  IdSchema,
  cents,
  hasUniqueIds,
  optionalDate,
  optionalText,
  referenceId,
  requiredText,
} from "../records/field-schemas.js";

/** A performer as listed on a completion report. */
export const CastMemberSchema = z.object({
  personId: referenceId("cast member"),
  contractId: referenceId("contract").optional(),
  unionCode: UnionCodeSchema,
  performerCategory: optionalText("performer category", 10),
  performanceType: PerformanceTypeSchema.optional(),
  role: optionalText("role", 200),
  scaleCents: cents("scale rate").optional(),
  /** True when the performer was cut from the finished spot. */
  editedOut: z.boolean().default(false),
});
export type CastMember = z.infer<typeof CastMemberSchema>;

/**
 * A completion report: the reference record of a finished commercial for paying talent
 * (see the shared completion-reports reference). It belongs to an asset and, optionally,
 * one of its edit versions.
 */
export const CompletionReportSchema = z.object({
  id: IdSchema.optional(),
  name: requiredText("completion report name"),
  assetId: referenceId("asset"),
  editVersionId: referenceId("edit version").optional(),
  productionDate: optionalDate("production date"),
  status: CompletionStatusSchema.default("INCOMPLETE"),
  cast: z
    .array(CastMemberSchema)
    .default([])
    .refine(
      (cast) => hasUniqueIds(cast.map((member) => member.personId)),
      "Each cast member can be listed once.",
    ),
  crewIds: z.array(IdSchema).default([]),
  participantIds: z.array(IdSchema).default([]),
  elementIds: z.array(IdSchema).default([]),
  submittedOn: optionalDate("submission date"),
});
export type CompletionReport = z.infer<typeof CompletionReportSchema>;
export type CompletionReportInput = z.input<typeof CompletionReportSchema>;

import { z } from "zod";
import { IsoDateSchema } from "../dates/iso-date.js";
import { FeeCategorySchema, FeeUnionSchema, RateConfidenceSchema } from "../fees/fee-schedule.js";
import { RateCardEntrySchema, RateCardOriginSchema } from "../fees/rate-card-entry.js";
import { figureSources } from "../fees/choose-rate-figure.js";
import { IdSchema, pathId } from "../records/field-schemas.js";
import { RenewalChoiceSchema, RenewalSubjectSchema } from "../renewals/renewal-decision.js";
import { forecastPaymentKinds } from "./forecast-payment.js";

/*
 * The calls' shapes for money ahead: the rate card (shipped figures and the client's versions),
 * renew-or-release decisions, and the forecast. The rules are the domain's (checkRateCardEntry,
 * chooseRateFigure, forecastPayments); these only carry them.
 */

const AMOUNT_MESSAGE = "Enter the amount as a whole number of cents, more than zero.";
const SOURCE_MESSAGE = "Say where the figure comes from (a rate sheet, a contract, a page).";

/** A client's figure as typed: what a version of the figure says, without its id or origin. */
export const RateCardEntryInputSchema = z.object({
  union: FeeUnionSchema,
  agreement: z.string().trim().max(200).nullable().optional(),
  contractYear: z
    .number({ error: "Enter the contract year." })
    .int("Enter the contract year.")
    .min(1990)
    .max(2100),
  category: FeeCategorySchema,
  medium: z.string().trim().max(200).nullable().optional(),
  effectiveFrom: IsoDateSchema,
  effectiveTo: IsoDateSchema.nullable().optional(),
  amountCents: z.number({ error: AMOUNT_MESSAGE }).int(AMOUNT_MESSAGE).positive(AMOUNT_MESSAGE).max(1e12),
  source: z.string({ error: SOURCE_MESSAGE }).trim().max(1000),
  /** Only V (seen in the cited source) prices anything; other marks are kept and shown, never used. */
  confidence: RateConfidenceSchema.optional(),
  /** A performer's negotiated over-scale rate; null: every performer's. */
  performerId: IdSchema.nullable().optional(),
});
export type RateCardEntryInput = z.infer<typeof RateCardEntryInputSchema>;

export const RateCardEntryIdParamsSchema = z.object({ id: pathId("rate card entry") });

export const RateCardEntryUpdateRequestSchema = RateCardEntryInputSchema.extend({
  /** The version read: a save over a newer one is refused rather than lost. */
  version: z.number().int().nonnegative(),
});

/** One row of the rate card: a shipped figure or a client version, with who changed it last. */
export const RateCardRowSchema = RateCardEntrySchema.and(
  z.object({
    /** Client versions only: the number an edit sends back. */
    version: z.number().int().nullable(),
    performerName: z.string().nullable(),
    updatedAt: z.iso.datetime({ offset: true }).nullable(),
    updatedBy: z.string().nullable(),
  }),
);
export type RateCardRow = z.infer<typeof RateCardRowSchema>;

/** A shipped schedule's row with no confirmed figure: what a client version can fill. */
export const RateCardGapSchema = z.object({
  union: FeeUnionSchema,
  contractYear: z.number().int(),
  schedule: z.string(),
  category: FeeCategorySchema,
  effectiveFrom: IsoDateSchema,
  effectiveTo: IsoDateSchema.nullable(),
  confidence: RateConfidenceSchema,
  /** Why the shipped card does not price it ("derived by arithmetic, not published"). */
  reason: z.string(),
});
export type RateCardGap = z.infer<typeof RateCardGapSchema>;

export const RateCardSchema = z.object({
  entries: z.array(RateCardRowSchema),
  gaps: z.array(RateCardGapSchema),
});
export type RateCard = z.infer<typeof RateCardSchema>;

export const RateCardImportResultSchema = z.object({
  added: z.number().int().nonnegative(),
  entries: z.array(RateCardRowSchema),
});
export type RateCardImportResult = z.infer<typeof RateCardImportResultSchema>;

export const RateCardOriginFilterSchema = z.object({ origin: RateCardOriginSchema.optional() });

/* Renew or release */

export const RenewalDecisionRecordSchema = z.object({
  id: IdSchema,
  subject: RenewalSubjectSchema,
  /** What the subject is, in words: "Harvest Crunch (NWFD0001000H): Rosa Quintero's holding fees". */
  label: z.string(),
  choice: RenewalChoiceSchema,
  decidedBy: z.object({ id: IdSchema, name: z.string() }),
  decidedOn: IsoDateSchema,
  decidedAt: z.iso.datetime({ offset: true }),
  note: z.string().nullable(),
});
export type RenewalDecisionRecord = z.infer<typeof RenewalDecisionRecordSchema>;

export const RenewalDecisionListQuerySchema = z.object({
  assetId: pathId("asset").optional(),
  elementId: pathId("element").optional(),
});

export const RenewalDecisionListSchema = z.object({ decisions: z.array(RenewalDecisionRecordSchema) });

/** The most subjects one call decides or asks about. */
export const MAX_RENEWAL_SUBJECTS = 500;

const SubjectsSchema = z
  .array(RenewalSubjectSchema)
  .min(1, "Choose at least one cycle, fee, MPU or licence.")
  .max(MAX_RENEWAL_SUBJECTS, `Decide at most ${MAX_RENEWAL_SUBJECTS} at a time.`);

const NoteSchema = z
  .string()
  .trim()
  .max(1000, "A note can be at most 1000 characters.")
  .nullable()
  .optional();

/** One decision for every subject named (from a list or the alerts): all are recorded, or none. */
export const RenewalDecideRequestSchema = z.object({
  subjects: SubjectsSchema,
  choice: RenewalChoiceSchema,
  note: NoteSchema,
});

export const RenewalDecideResultSchema = z.object({ decisions: z.array(RenewalDecisionRecordSchema) });

/** Asks people to decide: each gets an e-mail and a to-do in their alerts naming the subjects. */
export const RenewalAskRequestSchema = z.object({
  subjects: SubjectsSchema,
  userIds: z.array(IdSchema).min(1, "Choose who to ask.").max(50, "Ask at most 50 people at a time."),
  dueDate: IsoDateSchema,
  note: NoteSchema,
});

export const RenewalAskResultSchema = z.object({
  asked: z.array(z.object({ id: IdSchema, name: z.string(), todoId: IdSchema })),
});

/* Forecast */

export const ForecastScopeSchema = z.object({
  advertiserId: IdSchema.optional(),
  /** A product as the spots name it (their Products section), whatever the case. */
  product: z.string().trim().min(1, "Name the product.").max(200).optional(),
  assetIds: z.array(IdSchema).max(1000, "Choose at most 1000 spots.").optional(),
  performerId: IdSchema.optional(),
});
export type ForecastScope = z.infer<typeof ForecastScopeSchema>;

/** The largest window a forecast covers, in months. */
export const MAX_FORECAST_MONTHS = 36;

export const ForecastRequestSchema = z.object({
  /** The first day; today when absent. */
  from: IsoDateSchema.optional(),
  months: z
    .number({ error: `Enter a number of months from 1 to ${MAX_FORECAST_MONTHS}.` })
    .int(`Enter a number of months from 1 to ${MAX_FORECAST_MONTHS}.`)
    .min(1, `Enter a number of months from 1 to ${MAX_FORECAST_MONTHS}.`)
    .max(MAX_FORECAST_MONTHS, `Enter a number of months from 1 to ${MAX_FORECAST_MONTHS}.`)
    .default(12),
  scope: ForecastScopeSchema.default({}),
});
export type ForecastRequest = z.input<typeof ForecastRequestSchema>;

const RefSchema = z.object({ id: IdSchema, label: z.string() });

export const ForecastPaymentSchema = z.object({
  kind: z.enum(forecastPaymentKinds),
  month: z.string(),
  dueDate: IsoDateSchema,
  periodStart: IsoDateSchema,
  periodEnd: IsoDateSchema.nullable(),
  spot: z.object({ assetId: IdSchema, adId: z.string(), title: z.string() }).nullable(),
  performer: z.object({ castItemId: IdSchema, name: z.string() }).nullable(),
  element: z.object({ id: IdSchema, title: z.string() }).nullable(),
  licence: RefSchema.nullable(),
  category: FeeCategorySchema.nullable(),
  amountCents: z.number().int().nullable(),
  source: z.enum(figureSources),
  note: z.string(),
  subjects: z.array(RenewalSubjectSchema),
});

export const PaymentTotalSchema = z.object({
  amountCents: z.number().int(),
  pricedCount: z.number().int(),
  missingCount: z.number().int(),
});

export const ForecastAnswerSchema = z.object({
  window: z.object({ from: IsoDateSchema, to: IsoDateSchema }),
  payments: z.array(ForecastPaymentSchema),
  months: z.array(PaymentTotalSchema.extend({ month: z.string() })),
  total: PaymentTotalSchema,
  released: z.array(ForecastPaymentSchema),
  saving: PaymentTotalSchema,
  /** Each source's share of the total: what is priced from where, and what is missing. */
  bySource: z.array(PaymentTotalSchema.extend({ source: z.enum(figureSources) })),
  /** The scope read back in words ("Advertiser: Northwind Foods"); empty for everything. */
  scopeLabel: z.string(),
});
export type ForecastAnswer = z.infer<typeof ForecastAnswerSchema>;

export const forecastExportFormats = ["xlsx", "pdf", "csv"] as const;
export const ForecastExportRequestSchema = ForecastRequestSchema.extend({
  format: z.enum(forecastExportFormats, { error: "Choose xlsx, pdf or csv." }),
});

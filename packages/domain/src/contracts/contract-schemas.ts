import { z } from "zod";
import {
  ContractStatusSchema,
  ContractLifecycleStatusSchema,
  contractStatuses,
  contractLifecycleStatuses,
  CompletenessFlagSchema,
} from "./contract-statuses.js";
import {
  ContractFamilySchema,
  ContractTemplateNameSchema,
  contractFamilies,
  contractTemplateNames,
  contractTemplates,
} from "./contract-templates.js";
import { PayeeKindSchema, TermUnitSchema, payeeKinds } from "./contract-terms.js";
import { PaymentModeSchema, PaymentTimingSchema } from "./payment-catalogues.js";
import { PerformanceTypeSchema, UnionSchema } from "../unions/performer-catalogues.js";
import { castPerformerCategories } from "../asset/sections.js";
import {
  IdSchema,
  cents,
  isDateRangeReversed,
  isNoDate,
  optionalDate,
  optionalText,
  pathId,
  referenceId,
  requiredDate,
  requiredText,
} from "../records/field-schemas.js";
import { UseRightSchema } from "../rights/use-right.js";
import { DocumentItemSchema } from "../documents/schemas.js";
import { listResultSchema } from "../list-query/list-query.js";
import { defineListFields } from "../list-query/list-fields.js";
import { defineSectionSchemas } from "../records/section-schemas.js";
import { AssetUseRightRecordSchema } from "../asset/schemas.js";
import { contractSectionKeys } from "./contract-sections.js";
import { InstantSchema, RecordVersionSchema, recordStampFields } from "../records/record-stamps.js";

const Day = z.string();

export const ContractIdParamsSchema = z.object({ id: pathId("contract") });
export const ContractGuaranteeParamsSchema = z.object({ guaranteeId: pathId("guarantee") });
export const ContractAssetParamsSchema = z.object({ id: pathId("contract"), assetId: pathId("asset") });
export const ContractUseRightParamsSchema = z.object({ useRightId: pathId("use right") });

/** Contract numbers the server hands out: "CT00042". A user may type their own instead. */
export const CONTRACT_NUMBER_PREFIX = "CT";
export function formatContractNumber(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1)
    throw new RangeError(`A contract number must be a positive whole number, not ${n}.`);
  return `${CONTRACT_NUMBER_PREFIX}${String(n).padStart(5, "0")}`;
}
export const ContractNumberSchema = z
  .string({ error: "The contract number must be text." })
  .trim()
  .min(1, "Enter the contract number, or leave it out to take the next one.")
  .max(40, "The contract number must be 40 characters or fewer.")
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9._/-]*$/,
    "Use letters, digits, dot, dash, slash or underscore in the contract number.",
  );

export const contractPerformerCategories = castPerformerCategories;
export const ContractPerformerCategorySchema = z.enum(castPerformerCategories, {
  error: "Choose the performer category.",
});

/** Percent with up to two decimals, 0 to 100. */
function percent(what: string) {
  return z
    .number({ error: `Enter the ${what} as a number.` })
    .min(0, `The ${what} must be 0 or more.`)
    .max(100, `The ${what} must be 100 or less.`);
}

function need(ctx: z.RefinementCtx, path: string, message: string): void {
  ctx.addIssue({ code: "custom", message, path: [path] });
}

/** The fees that may be marked as an estimate. */
export const estimatableFees = ["sessionFeeCents", "holdingFeeCents"] as const;
export const EstimatedFeeSchema = z.enum(estimatableFees);
export type EstimatedFee = z.infer<typeof EstimatedFeeSchema>;

/**
 * A contract's profile: parties, agreement, dates, term and fees. Status is not here: it changes
 * only through the status call, which the domain's machines decide.
 */
const ContractProfileFields = z.object({
  /** Left out on create: the server takes the next number ("CT00042"). */
  contractNumber: ContractNumberSchema.optional(),
  title: requiredText("contract title", 200),
  subtitle: optionalText("contract subtitle", 200),
  family: ContractFamilySchema,
  agreement: ContractTemplateNameSchema,
  /** The template the PDF is drawn from (a user-made template, see ContractTemplate). */
  templateId: referenceId("template").optional(),
  /** The performer (UNION and NON UNION); an MSA has a vendor company instead. */
  talentId: referenceId("talent").optional(),
  payeeKind: PayeeKindSchema.optional(),
  /** The loan-out corporation paid when the payee is Loan-Out-Corp. */
  loanOutCompanyId: referenceId("loan-out corporation").optional(),
  /** The agency paid when the payee is Talent-Agency. */
  payeeAgencyId: referenceId("talent agency").optional(),
  /** MSA: the vendor or production company the master agreement is with. */
  vendorCompanyId: referenceId("vendor company").optional(),
  advertiserId: referenceId("advertiser").optional(),
  union: UnionSchema.optional(),
  performerCategory: ContractPerformerCategorySchema.optional(),
  performanceType: PerformanceTypeSchema.optional(),
  role: optionalText("role", 200),
  contractDate: requiredDate("contract date"),
  startDate: optionalDate("start date"),
  expirationDate: optionalDate("expiration date"),
  renewalDate: optionalDate("renewal date"),
  termCount: z
    .number({ error: "Enter the term as a whole number." })
    .int("Enter the term as a whole number.")
    .positive("The term must be 1 or more.")
    .optional(),
  termUnit: TermUnitSchema.optional(),
  sessionFeeCents: cents("session fee").optional(),
  holdingFeeCents: cents("holding fee").optional(),
  /** The fees entered from an estimate the user chose to use, not a confirmed or agreed rate. */
  estimatedFees: z.array(EstimatedFeeSchema).max(2).default([]),
  fittingFeeCents: cents("fitting fee").optional(),
  agentFeePercent: percent("agent fee").optional(),
  /** Pension and health contribution, percent of gross. */
  phPercent: percent("P&H").optional(),
  paymentMode: PaymentModeSchema.optional(),
  paymentTiming: PaymentTimingSchema.optional(),
  /** A contract signed elsewhere and recorded here (with its PDF as a document). */
  existing: z.boolean().default(false),
  signedOn: optionalDate("signed date"),
  description: optionalText("description", 4000),
});

/**
 * The rules across fields: the agreement belongs to the family; UNION and NON UNION contracts
 * name a talent and (UNION) a union other than NON UNION; an MSA names its vendor company and no
 * performer; the payee's company is named when the payee is a company; dates run forward; a term
 * needs its unit; an existing contract says when it was signed.
 */
export function checkContractProfile(
  profile: z.output<typeof ContractProfileFields>,
  ctx: z.RefinementCtx,
): void {
  const template = contractTemplates.find((t) => t.name === profile.agreement);
  if (template && template.family !== profile.family) {
    need(
      ctx,
      "agreement",
      `The ${profile.agreement} agreement belongs to the ${template.family} family, not ${profile.family}.`,
    );
  }
  if (profile.family === "MSA") {
    if (profile.vendorCompanyId === undefined)
      need(ctx, "vendorCompanyId", "Choose the vendor company the MSA is with.");
    if (profile.talentId !== undefined) need(ctx, "talentId", "An MSA has no performer; leave Talent empty.");
  } else {
    if (profile.talentId === undefined) need(ctx, "talentId", "Choose the talent.");
    if (profile.family === "UNION" && (profile.union === undefined || profile.union === "NON UNION")) {
      need(ctx, "union", "Choose the union of a union contract (SAG AFTRA, AFTRA or AFM).");
    }
    if (profile.family === "NON UNION" && profile.union !== undefined && profile.union !== "NON UNION") {
      need(
        ctx,
        "union",
        `A non-union contract cannot name ${profile.union}; leave Union empty or choose NON UNION.`,
      );
    }
    if (profile.payeeKind === "Loan-Out-Corp" && profile.loanOutCompanyId === undefined) {
      need(ctx, "loanOutCompanyId", "Choose the loan-out corporation that is paid.");
    }
    if (profile.payeeKind === "Talent-Agency" && profile.payeeAgencyId === undefined) {
      need(ctx, "payeeAgencyId", "Choose the talent agency that is paid.");
    }
  }
  if (isDateRangeReversed(profile.startDate, profile.expirationDate)) {
    need(ctx, "expirationDate", "The expiration date must be on or after the start date.");
  }
  if (isDateRangeReversed(profile.contractDate, profile.expirationDate)) {
    need(ctx, "expirationDate", "The expiration date must be on or after the contract date.");
  }
  if (isDateRangeReversed(profile.renewalDate, profile.expirationDate)) {
    need(
      ctx,
      "renewalDate",
      "The renewal date must be on or before the expiration date: renew before it lapses.",
    );
  }
  if ((profile.termCount === undefined) !== (profile.termUnit === undefined)) {
    need(
      ctx,
      profile.termCount === undefined ? "termCount" : "termUnit",
      "Enter the term and its unit together.",
    );
  }
  if (profile.existing && isNoDate(profile.signedOn))
    need(ctx, "signedOn", "Enter the date the existing contract was signed.");
}

export const ContractCreateRequestSchema = ContractProfileFields.superRefine(checkContractProfile);
export type ContractCreateRequest = z.input<typeof ContractCreateRequestSchema>;
export const ContractUpdateRequestSchema = ContractProfileFields.extend({
  version: RecordVersionSchema,
}).superRefine(checkContractProfile);
export type ContractUpdateRequest = z.input<typeof ContractUpdateRequestSchema>;
/** The profile fields without the cross-field rules, for forms that draw them one by one. */
export const ContractProfileFieldsSchema = ContractProfileFields;

/** What still keeps a contract INCOMPLETE, each with the tab that fixes it. */
export const ContractMissingItemSchema = z.object({
  field: z.string(),
  message: z.string(),
  route: z.string(),
});
export type ContractMissingItem = z.infer<typeof ContractMissingItemSchema>;

/** A contract as the API answers it. */
export const ContractDetailSchema = z.object({
  id: IdSchema,
  contractNumber: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  family: z.enum(contractFamilies),
  agreement: z.enum(contractTemplateNames),
  templateId: IdSchema.nullable(),
  templateName: z.string().nullable(),
  talentId: IdSchema.nullable(),
  talentName: z.string().nullable(),
  payeeKind: z.enum(payeeKinds).nullable(),
  loanOutCompanyId: IdSchema.nullable(),
  payeeAgencyId: IdSchema.nullable(),
  vendorCompanyId: IdSchema.nullable(),
  advertiserId: IdSchema.nullable(),
  /** Names of the companies above, by field name ("loanOutCompanyId": "Riverside Loan-Out Inc."). */
  labels: z.record(z.string(), z.string()),
  /** Who is paid, in words: the talent, the loan-out or the agency. */
  payeeName: z.string().nullable(),
  union: UnionSchema.nullable(),
  performerCategory: ContractPerformerCategorySchema.nullable(),
  performanceType: PerformanceTypeSchema.nullable(),
  role: z.string().nullable(),
  contractDate: Day,
  startDate: Day.nullable(),
  expirationDate: Day.nullable(),
  renewalDate: Day.nullable(),
  termCount: z.number().int().nullable(),
  termUnit: TermUnitSchema.nullable(),
  sessionFeeCents: z.number().int().nullable(),
  holdingFeeCents: z.number().int().nullable(),
  /** The fees that are an estimate, marked so wherever they are shown. */
  estimatedFees: z.array(EstimatedFeeSchema).default([]),
  fittingFeeCents: z.number().int().nullable(),
  agentFeePercent: z.number().nullable(),
  phPercent: z.number().nullable(),
  paymentMode: PaymentModeSchema.nullable(),
  paymentTiming: PaymentTimingSchema.nullable(),
  existing: z.boolean(),
  signedOn: Day.nullable(),
  description: z.string().nullable(),
  status: ContractStatusSchema,
  payrollStatus: ContractLifecycleStatusSchema,
  completeness: CompletenessFlagSchema,
  missing: z.array(ContractMissingItemSchema),
  /** The document statuses the status call would accept now, for the status menu. */
  nextStatuses: z.array(ContractStatusSchema),
  nextPayrollStatuses: z.array(ContractLifecycleStatusSchema),
  /** Set by bulk creation: the row key that made it, so a rerun skips it. */
  importKey: z.string().nullable(),
  linkedAssetCount: z.number().int().nonnegative(),
  ...recordStampFields,
});
export type ContractDetail = z.infer<typeof ContractDetailSchema>;

/** A row of /contracts/all. */
export const ContractSummarySchema = z.object({
  id: IdSchema,
  contractNumber: z.string(),
  title: z.string(),
  family: z.enum(contractFamilies),
  agreement: z.enum(contractTemplateNames),
  talentName: z.string().nullable(),
  payeeName: z.string().nullable(),
  union: UnionSchema.nullable(),
  performerCategory: z.string().nullable(),
  status: ContractStatusSchema,
  payrollStatus: ContractLifecycleStatusSchema,
  completeness: CompletenessFlagSchema,
  contractDate: Day,
  expirationDate: Day.nullable(),
  renewalDate: Day.nullable(),
  sessionFeeCents: z.number().int().nullable(),
  /** The session fee is an estimate, not a confirmed or agreed rate. */
  sessionFeeEstimated: z.boolean().default(false),
  createdOn: InstantSchema,
  updatedOn: InstantSchema,
});
export type ContractSummary = z.infer<typeof ContractSummarySchema>;
export const ContractListResultSchema = listResultSchema(ContractSummarySchema);

/** What /contracts/all may filter and sort on ("contract name" is the title, for global search). */
export const contractListFields = defineListFields({
  id: "number",
  contractNumber: "text",
  title: "text",
  family: { kind: "enum", values: contractFamilies },
  agreement: { kind: "enum", values: contractTemplateNames },
  talentName: "text",
  payeeName: "text",
  union: "text",
  performerCategory: "text",
  status: { kind: "enum", values: contractStatuses },
  payrollStatus: { kind: "enum", values: contractLifecycleStatuses },
  completeness: { kind: "enum", values: ["INCOMPLETE", "COMPLETE"] },
  contractDate: "date",
  expirationDate: "date",
  renewalDate: "date",
  sessionFeeCents: "number",
  createdOn: "date",
  updatedOn: "date",
});

/**
 * A status change: the document status (Draft → Due Review → ...) or the payroll status
 * (CREATED → ...), one per call, with the version edited. The server asks the domain's
 * machines and refuses anything they do not allow, whatever the client sends.
 */
export const ContractStatusChangeRequestSchema = z
  .object({
    status: ContractStatusSchema.optional(),
    payrollStatus: ContractLifecycleStatusSchema.optional(),
    version: RecordVersionSchema,
    /** Why (kept in the log); required to void. */
    reason: optionalText("reason", 500),
  })
  .superRefine((value, ctx) => {
    if ((value.status === undefined) === (value.payrollStatus === undefined)) {
      need(ctx, "status", "Send either the new status or the new payroll status.");
    }
    if ((value.status === "Voided" || value.status === "Cancelled") && !value.reason) {
      need(ctx, "reason", "Say why the contract is voided.");
    }
  });
export type ContractStatusChangeRequest = z.input<typeof ContractStatusChangeRequestSchema>;

/** GET /Contract/NextContractNumber. */
export const NextContractNumberSchema = z.object({ contractNumber: z.string() });

/** POST /Contract/Copy/{id}: a Draft copy with the next number; sections and guarantees come along, rights acquired do not. */
export const ContractCopyRequestSchema = z.object({ title: optionalText("contract title", 200) }).optional();

// ---------------------------------------------------------------------------------------------
// Guarantees: GTY… with their payment records GR00…

export const GuaranteePaymentInputSchema = z.object({
  /** Kept when editing an existing payment record. */
  id: z.number().int().positive().optional(),
  dueDate: requiredDate("payment due date"),
  amountCents: cents("payment amount"),
  paidOn: optionalDate("paid date"),
  note: optionalText("note", 500),
});

const GuaranteeFields = z.object({
  description: optionalText("description", 300),
  startDate: requiredDate("guarantee start date"),
  termCount: z
    .number({ error: "Enter the guarantee term as a whole number." })
    .int("Enter the guarantee term as a whole number.")
    .positive("The guarantee term must be 1 or more."),
  termUnit: TermUnitSchema,
  amountCents: cents("guarantee amount"),
  paymentMode: PaymentModeSchema,
  paymentTiming: PaymentTimingSchema.optional(),
  /** The installments (INSTALLMENT), or the single payment (FULL); none for P&H ONLY. */
  payments: z
    .array(GuaranteePaymentInputSchema)
    .max(120, "A guarantee takes at most 120 payments.")
    .default([]),
});

/**
 * Installments add up to the guarantee; a FULL guarantee has at most one payment of the whole
 * amount; P&H ONLY pays no fee; every payment falls within the term.
 */
export function checkGuarantee(value: z.output<typeof GuaranteeFields>, ctx: z.RefinementCtx): void {
  const total = value.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  if (value.paymentMode === "INSTALLMENT") {
    if (value.payments.length < 2)
      need(ctx, "payments", "An installment guarantee needs two payments or more.");
    else if (total !== value.amountCents) {
      need(
        ctx,
        "payments",
        `The installments add up to ${money(total)}, not the guarantee's ${money(value.amountCents)}.`,
      );
    }
  }
  if (value.paymentMode === "FULL" && value.payments.length > 1)
    need(ctx, "payments", "A FULL guarantee is paid in one payment.");
  if (value.paymentMode === "FULL" && value.payments.length === 1 && total !== value.amountCents) {
    need(
      ctx,
      "payments",
      `The payment of ${money(total)} is not the guarantee's ${money(value.amountCents)}.`,
    );
  }
  if (value.paymentMode === "P&H ONLY" && value.payments.length > 0)
    need(ctx, "payments", "A P&H ONLY guarantee pays no fee; remove the payments.");
  value.payments.forEach((payment, index) => {
    if (payment.dueDate < value.startDate) {
      ctx.addIssue({
        code: "custom",
        message: "A payment cannot fall due before the guarantee starts.",
        path: ["payments", index, "dueDate"],
      });
    }
  });
}

function money(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export const GuaranteeSaveRequestSchema = GuaranteeFields.superRefine(checkGuarantee);
export type GuaranteeSaveRequest = z.input<typeof GuaranteeSaveRequestSchema>;
export const GuaranteeUpdateRequestSchema = GuaranteeFields.extend({
  version: RecordVersionSchema,
}).superRefine(checkGuarantee);
export type GuaranteeUpdateRequest = z.input<typeof GuaranteeUpdateRequestSchema>;

export const GuaranteePaymentRecordSchema = z.object({
  id: IdSchema,
  /** "GR000042". */
  recordNumber: z.string(),
  dueDate: Day,
  amountCents: z.number().int(),
  paidOn: Day.nullable(),
  note: z.string().nullable(),
});
export const GuaranteeRecordSchema = z.object({
  id: IdSchema,
  contractId: IdSchema,
  /** "GTY0007". */
  guaranteeNumber: z.string(),
  description: z.string().nullable(),
  startDate: Day,
  /** The last day of the term: start + term − 1 day. */
  endDate: Day,
  termCount: z.number().int(),
  termUnit: TermUnitSchema,
  amountCents: z.number().int(),
  paidCents: z.number().int(),
  paymentMode: PaymentModeSchema,
  paymentTiming: PaymentTimingSchema.nullable(),
  payments: z.array(GuaranteePaymentRecordSchema),
  updatedAt: InstantSchema,
  updatedBy: z.string().nullable(),
  version: RecordVersionSchema,
});
export type GuaranteeRecord = z.infer<typeof GuaranteeRecordSchema>;
export const GuaranteeListSchema = listResultSchema(GuaranteeRecordSchema);

// ---------------------------------------------------------------------------------------------
// Linked assets and rights acquired

/**
 * Links an asset: the contract's talent is put on the asset's cast (performer category, union,
 * camera and session date from the contract) unless already there, so rights acquired can be
 * held by that cast member.
 */
export const ContractAssetLinkRequestSchema = z.object({ assetId: referenceId("asset") });
export const LinkedContractAssetSchema = z.object({
  assetId: IdSchema,
  adId: z.string(),
  title: z.string(),
  status: z.string(),
  earliestExpireDate: Day.nullable(),
  /** The asset's cast item that is this contract's talent, when the contract has a talent. */
  castItemId: IdSchema.nullable(),
  linkedAt: InstantSchema,
});
export type LinkedContractAsset = z.infer<typeof LinkedContractAssetSchema>;
export const LinkedContractAssetListSchema = listResultSchema(LinkedContractAssetSchema);

/**
 * A right acquired by the contract: a use right of one linked asset, held by the contract's
 * talent on that asset's cast. It is stored with the asset's use rights, so the asset's rights
 * tracker, status and earliest expiry count it.
 */
export const ContractUseRightAddRequestSchema = z.object({
  assetId: referenceId("asset"),
  useRight: UseRightSchema,
});
export type ContractUseRightAddRequest = z.input<typeof ContractUseRightAddRequestSchema>;
export const ContractUseRightUpdateRequestSchema = z.object({
  useRight: UseRightSchema,
  version: RecordVersionSchema,
});
export type ContractUseRightUpdateRequest = z.input<typeof ContractUseRightUpdateRequestSchema>;
export const ContractUseRightRecordSchema = AssetUseRightRecordSchema.extend({
  contractId: IdSchema,
  adId: z.string(),
  assetTitle: z.string(),
});
export type ContractUseRightRecord = z.infer<typeof ContractUseRightRecordSchema>;
export const ContractUseRightListSchema = listResultSchema(ContractUseRightRecordSchema);

// ---------------------------------------------------------------------------------------------
// Fees

/** POST /Contract/Rules/ProposeFees: what a union contract's fees would be on its date. */
export const ProposeFeesRequestSchema = z.object({
  family: ContractFamilySchema,
  union: UnionSchema.optional(),
  performerCategory: ContractPerformerCategorySchema.optional(),
  performanceType: PerformanceTypeSchema.optional(),
  agreement: ContractTemplateNameSchema.optional(),
  contractDate: requiredDate("contract date"),
});
export type ProposeFeesRequest = z.input<typeof ProposeFeesRequestSchema>;

const ProposedFeeSchema = z.discriminatedUnion("status", [
  z.object({
    status: z.literal("proposed"),
    amountCents: z.number().int(),
    scheduleId: z.string(),
    scheduleLabel: z.string(),
    source: z.string(),
    text: z.string(),
  }),
  z.object({
    status: z.literal("missing"),
    scheduleId: z.string().nullable(),
    reason: z.string(),
    text: z.string(),
    lastConfirmed: z
      .object({
        amountCents: z.number().int(),
        period: z.string(),
        scheduleLabel: z.string(),
        source: z.string(),
      })
      .optional(),
    /** Derived from the last confirmed figure: shown only as an estimate the user must choose to use. */
    estimate: z.object({ amountCents: z.number().int(), basis: z.string() }).optional(),
  }),
  /** Non-union and MSA fees are free amounts: nothing is proposed. */
  z.object({ status: z.literal("free"), text: z.string() }),
]);
export const ProposeFeesAnswerSchema = z.object({ session: ProposedFeeSchema, holding: ProposedFeeSchema });
export type ProposeFeesAnswer = z.infer<typeof ProposeFeesAnswerSchema>;

// ---------------------------------------------------------------------------------------------
// Bulk creation

/** The most rows one bulk request may carry; the CLI sends batches of this size or fewer. */
export const MAX_BULK_CONTRACT_ROWS = 500;

/**
 * One talent's row of a bulk creation. The talent is a person id, or a person number ("PE0042");
 * `key` identifies the row across reruns: a row whose key already made a contract is skipped,
 * never created twice. Anything left out comes from the shared terms.
 */
export const BulkContractRowSchema = z.object({
  key: requiredText("row key", 200),
  talent: z.union([referenceId("talent"), requiredText("talent", 40)], {
    error: "Enter the talent as a person id or a person number like PE0042.",
  }),
  title: optionalText("contract title", 200),
  contractNumber: ContractNumberSchema.optional(),
  payeeKind: PayeeKindSchema.optional(),
  loanOutCompanyId: referenceId("loan-out corporation").optional(),
  payeeAgencyId: referenceId("talent agency").optional(),
  performerCategory: ContractPerformerCategorySchema.optional(),
  performanceType: PerformanceTypeSchema.optional(),
  role: optionalText("role", 200),
  sessionFeeCents: cents("session fee").optional(),
  holdingFeeCents: cents("holding fee").optional(),
});
export type BulkContractRow = z.input<typeof BulkContractRowSchema>;

/** The terms every row shares: the profile without the talent. */
export const BulkContractSharedSchema = ContractProfileFields.omit({
  talentId: true,
  contractNumber: true,
  existing: true,
  signedOn: true,
}).extend({
  /** Each contract is linked to these assets, its talent put on their cast. */
  assetIds: z.array(referenceId("asset")).max(50, "Link at most 50 assets per bulk creation.").default([]),
});
export type BulkContractShared = z.input<typeof BulkContractSharedSchema>;

export const BulkContractRequestSchema = z.object({
  shared: BulkContractSharedSchema,
  rows: z
    .array(z.unknown())
    .min(1, "The bulk creation has no rows.")
    .max(MAX_BULK_CONTRACT_ROWS, `Send at most ${MAX_BULK_CONTRACT_ROWS} rows per request.`),
  /** Check every row and report, writing nothing. */
  dryRun: z.boolean().default(false),
});
export type BulkContractRequest = z.input<typeof BulkContractRequestSchema>;

export const BulkContractRowResultSchema = z.object({
  /** 1-based position in the request. */
  row: z.number().int().positive(),
  key: z.string().nullable(),
  /** created: made now (or would be, on a dry run); existing: its key made a contract before; invalid: see errors. */
  outcome: z.enum(["created", "existing", "invalid"]),
  contractId: IdSchema.nullable(),
  contractNumber: z.string().nullable(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
/**
 * What a bulk creation answers. All or nothing: when any row is invalid nothing is written
 * (committed false) and the invalid rows say why, naming the field (`rows.3.talent`).
 */
export const BulkContractResultSchema = z.object({
  dryRun: z.boolean(),
  committed: z.boolean(),
  created: z.number().int().nonnegative(),
  existing: z.number().int().nonnegative(),
  invalid: z.number().int().nonnegative(),
  rows: z.array(BulkContractRowResultSchema),
});
export type BulkContractResult = z.infer<typeof BulkContractResultSchema>;

export const contractSectionSchemas = defineSectionSchemas("contract", contractSectionKeys);
export const ContractSectionItemSchema = contractSectionSchemas.ItemSchema;
export type ContractSectionItem = z.infer<typeof ContractSectionItemSchema>;

/** What rendering a contract answers: the stored PDF document and the placeholders it could not fill. */
export const ContractPdfAnswerSchema = z.object({
  document: DocumentItemSchema,
  missing: z.array(z.string()),
  unknown: z.array(z.string()),
});
export type ContractPdfAnswer = z.infer<typeof ContractPdfAnswerSchema>;

import { z } from "zod";
import {
  CompletenessFlagSchema,
  ContractLifecycleStatusSchema,
  ContractStatusSchema,
} from "./contract-statuses.js";
import { ContractTemplateNameSchema, contractTemplates } from "./contract-templates.js";
import { ContractorKindSchema, PayeeKindSchema, ReclassificationActionSchema } from "./contract-terms.js";
import { GuaranteeChoiceSchema } from "../element/element-catalogues.js";
import { PaymentModeSchema, PaymentTimingSchema } from "./payment-catalogues.js";
import {
  PerformanceTypeSchema,
  findPerformerCategory,
  isPerformanceTypeAllowed,
} from "../unions/performer-catalogues.js";
import { findUnionAgreement } from "../unions/union-agreements.js";
import {
  ContractTermSchema,
  ExpenseSchema,
  ExtraPaymentSchema,
  InstallmentSchema,
  PaymentLineSchema,
} from "./contract-parts.js";
import {
  IdSchema,
  isDateRangeReversed,
  optionalDate,
  optionalText,
  referenceId,
  requiredDate,
  requiredText,
} from "../records/field-schemas.js";

const commonShape = {
  id: IdSchema.optional(),
  contractNumber: optionalText("contract number", 50),
  title: requiredText("contract title"),
  status: ContractStatusSchema.default("Draft"),
  lifecycleStatus: ContractLifecycleStatusSchema.default("CREATED"),
  completeness: CompletenessFlagSchema.default("INCOMPLETE"),
  templateName: ContractTemplateNameSchema.optional(),
  startDate: requiredDate("contract start date"),
  endDate: optionalDate("contract end date"),
  term: ContractTermSchema.optional(),
  linkedAssetIds: z.array(IdSchema).default([]),
  paymentMode: PaymentModeSchema.default("FULL"),
  paymentTiming: PaymentTimingSchema.optional(),
  paymentLines: z.array(PaymentLineSchema).default([]),
  installments: z.array(InstallmentSchema).default([]),
  extraPayments: z.array(ExtraPaymentSchema).default([]),
  expenses: z.array(ExpenseSchema).default([]),
};

/** Fields of a contract with a performer (union and non-union). */
const performerShape = {
  personId: referenceId("performer"),
  performanceType: PerformanceTypeSchema.optional(),
  payeeKind: PayeeKindSchema.default("Talent-Directly"),
  /** The loan-out corporation or talent agency paid, when the talent is not paid directly. */
  payeeCompanyId: referenceId("company that is paid").optional(),
  guarantee: GuaranteeChoiceSchema.optional(),
};

export const UnionContractSchema = z.object({
  ...commonShape,
  ...performerShape,
  family: z.literal("UNION"),
  union: z.enum(["AFTRA", "AFM", "SAG AFTRA"], { error: "Choose the union: AFTRA, AFM or SAG AFTRA." }),
  agreement: optionalText("union agreement", 100),
  performerCategory: requiredText("performer category", 10),
  reclassification: ReclassificationActionSchema.optional(),
});

export const NonUnionContractSchema = z.object({
  ...commonShape,
  ...performerShape,
  family: z.literal("NON UNION"),
  performerCategory: optionalText("performer category", 10),
  contractorKind: ContractorKindSchema.optional(),
});

/** A master services agreement with a company; it has no performer. */
export const MsaContractSchema = z.object({
  ...commonShape,
  family: z.literal("MSA"),
  companyId: referenceId("vendor company"),
  contractorKind: ContractorKindSchema,
});

type AnyContract =
  | z.infer<typeof UnionContractSchema>
  | z.infer<typeof NonUnionContractSchema>
  | z.infer<typeof MsaContractSchema>;

function issue(ctx: z.RefinementCtx, path: string, message: string): void {
  ctx.addIssue({ code: "custom", message, path: [path] });
}

function checkCommon(contract: AnyContract, ctx: z.RefinementCtx): void {
  if (isDateRangeReversed(contract.startDate, contract.endDate)) {
    issue(ctx, "endDate", "Contract end date must be on or after the contract start date.");
  }
  const template = contractTemplates.find((t) => t.name === contract.templateName);
  if (template !== undefined && template.family !== contract.family) {
    issue(
      ctx,
      "templateName",
      `The ${template.name} template is for ${template.family} contracts; choose a ${contract.family} template.`,
    );
  }
  if (contract.paymentMode === "INSTALLMENT" && contract.installments.length === 0) {
    issue(ctx, "installments", "Add the installments for an installment payment.");
  }
}

function checkPerformer(contract: Exclude<AnyContract, { family: "MSA" }>, ctx: z.RefinementCtx): void {
  if (contract.payeeKind !== "Talent-Directly" && contract.payeeCompanyId === undefined) {
    const who = contract.payeeKind === "Loan-Out-Corp" ? "loan-out corporation" : "talent agency";
    issue(ctx, "payeeCompanyId", `Choose the ${who} that is paid.`);
  }
  const abbreviation = contract.performerCategory;
  if (abbreviation === undefined || abbreviation === "") return;
  const category = findPerformerCategory(contract.family, abbreviation);
  if (category && contract.performanceType && !isPerformanceTypeAllowed(category, contract.performanceType)) {
    const allowed = category.camera === "ON_CAMERA" ? "on camera" : "off camera";
    issue(
      ctx,
      "performanceType",
      `A ${category.name} performs ${allowed}; change the performance type or the category.`,
    );
  }
}

/** AFTRA merged into SAG AFTRA, so AFTRA contracts use SAG AFTRA agreements. */
function agreementUnionOf(union: z.infer<typeof UnionContractSchema>["union"]): string {
  return union === "AFTRA" ? "SAG AFTRA" : union;
}

function checkUnion(contract: z.infer<typeof UnionContractSchema>, ctx: z.RefinementCtx): void {
  if (contract.agreement === undefined || contract.agreement === "") return;
  const agreement = findUnionAgreement(contract.agreement);
  if (agreement === undefined || agreement.union !== agreementUnionOf(contract.union)) {
    issue(ctx, "agreement", `Choose an agreement of ${contract.union}.`);
  }
}

/**
 * A contract: a discriminated union on `family` (UNION, NON UNION, MSA). Cross-field
 * rules: end date not before start date, template of the same family, installments
 * present for an installment payment, a paid company when talent is not paid directly,
 * a performance type the performer category allows, a union agreement of the chosen union.
 */
export const ContractSchema = z
  .discriminatedUnion("family", [UnionContractSchema, NonUnionContractSchema, MsaContractSchema], {
    error: "Choose the contract family: UNION, NON UNION or MSA.",
  })
  .superRefine((contract, ctx) => {
    checkCommon(contract, ctx);
    if (contract.family !== "MSA") checkPerformer(contract, ctx);
    if (contract.family === "UNION") checkUnion(contract, ctx);
  });
/** Named `ContractRecord` because `Contract` is the API contract's type. */
export type ContractRecord = z.infer<typeof ContractSchema>;
export type ContractRecordInput = z.input<typeof ContractSchema>;

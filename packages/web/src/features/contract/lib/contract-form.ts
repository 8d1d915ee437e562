import {
  ContractCreateRequestSchema,
  ContractUpdateRequestSchema,
  contractFamilies,
  contractPerformerCategories,
  contractTemplateNames,
  payeeKinds,
  paymentModes,
  paymentTimings,
  performanceTypes,
  termUnits,
  unions,
  type ContractCreateRequest,
  type ContractDetail,
  MONEY_INPUT_MESSAGE,
} from "@rightsdesk/domain";
import { z } from "zod";
import { centsToDollars, dollarsToCents } from "../../../lib/money";

const Picked = z.object({ id: z.number(), name: z.string() }).nullable();

/** The contract form as typed: every control a string, parties picked records, fees in dollars. */
export const ContractFormFieldsSchema = z.object({
  contractNumber: z.string(),
  title: z.string(),
  subtitle: z.string(),
  family: z.string(),
  agreement: z.string(),
  templateId: z.string(),
  talent: Picked,
  payeeKind: z.string(),
  loanOutCompany: Picked,
  payeeAgency: Picked,
  vendorCompany: Picked,
  advertiser: Picked,
  union: z.string(),
  performerCategory: z.string(),
  performanceType: z.string(),
  role: z.string(),
  contractDate: z.string(),
  startDate: z.string(),
  expirationDate: z.string(),
  renewalDate: z.string(),
  termCount: z.string(),
  termUnit: z.string(),
  sessionFee: z.string(),
  holdingFee: z.string(),
  /** The session fee was filled from an estimate the user chose to use (cleared when they type one). */
  sessionFeeEstimate: z.boolean(),
  holdingFeeEstimate: z.boolean(),
  fittingFee: z.string(),
  agentFeePercent: z.string(),
  phPercent: z.string(),
  paymentMode: z.string(),
  paymentTiming: z.string(),
  existing: z.boolean(),
  signedOn: z.string(),
  description: z.string(),
});
export type ContractFormValues = z.infer<typeof ContractFormFieldsSchema>;
export type ContractFormField = keyof ContractFormValues;

/** Request field → form control, where they differ (the server's messages land on the control). */
const controlOf: Readonly<Record<string, ContractFormField>> = {
  talentId: "talent",
  loanOutCompanyId: "loanOutCompany",
  payeeAgencyId: "payeeAgency",
  vendorCompanyId: "vendorCompany",
  advertiserId: "advertiser",
  sessionFeeCents: "sessionFee",
  holdingFeeCents: "holdingFee",
  fittingFeeCents: "fittingFee",
};

/** The form control a request field's message belongs on ("talentId" → "talent"). */
export function contractControlOf(field: string): ContractFormField | null {
  const name = field.replace(/^body\./, "");
  if (name in controlOf) return controlOf[name] ?? null;
  return name in ContractFormFieldsSchema.shape ? (name as ContractFormField) : null;
}

/** Every request field name the server may name, for `serverFieldErrors`. */
export const contractRequestFieldNames = [
  ...Object.keys(ContractFormFieldsSchema.shape),
  ...Object.keys(controlOf),
] as const;

const text = (value: string) => (value.trim() === "" ? undefined : value.trim());
const oneOf = <T extends string>(options: readonly T[], value: string): T | undefined =>
  options.find((option) => option === value);
const number = (value: string) => (value.trim() === "" ? undefined : Number(value));
const money = (value: string) => dollarsToCents(value) ?? undefined;

/**
 * The request the form's values make. Only what the family shows is sent: an MSA has a vendor and
 * no performer, union or category; a talent contract no vendor; the payee's company only for the
 * payee kind that names one. Fees go as cents.
 */
export function toContractRequest(values: ContractFormValues): ContractCreateRequest {
  const family = oneOf(contractFamilies, values.family);
  const msa = family === "MSA";
  const payeeKind = msa ? undefined : oneOf(payeeKinds, values.payeeKind);
  const templateId = Number(values.templateId);
  return {
    contractNumber: text(values.contractNumber),
    title: values.title.trim(),
    subtitle: text(values.subtitle),
    family: family ?? (values.family as ContractCreateRequest["family"]),
    agreement:
      oneOf(contractTemplateNames, values.agreement) ??
      (values.agreement as ContractCreateRequest["agreement"]),
    templateId: values.templateId !== "" && Number.isSafeInteger(templateId) ? templateId : undefined,
    talentId: msa ? undefined : values.talent?.id,
    payeeKind,
    loanOutCompanyId: payeeKind === "Loan-Out-Corp" ? values.loanOutCompany?.id : undefined,
    payeeAgencyId: payeeKind === "Talent-Agency" ? values.payeeAgency?.id : undefined,
    vendorCompanyId: msa ? values.vendorCompany?.id : undefined,
    advertiserId: values.advertiser?.id,
    union: msa ? undefined : oneOf(unions, values.union),
    performerCategory: msa ? undefined : oneOf(contractPerformerCategories, values.performerCategory),
    performanceType: msa ? undefined : oneOf(performanceTypes, values.performanceType),
    role: msa ? undefined : text(values.role),
    contractDate: values.contractDate,
    startDate: text(values.startDate),
    expirationDate: text(values.expirationDate),
    renewalDate: text(values.renewalDate),
    termCount: number(values.termCount),
    termUnit: oneOf(termUnits, values.termUnit),
    sessionFeeCents: money(values.sessionFee),
    holdingFeeCents: money(values.holdingFee),
    estimatedFees: [
      ...(values.sessionFeeEstimate ? (["sessionFeeCents"] as const) : []),
      ...(values.holdingFeeEstimate ? (["holdingFeeCents"] as const) : []),
    ],
    fittingFeeCents: money(values.fittingFee),
    agentFeePercent: number(values.agentFeePercent),
    phPercent: number(values.phPercent),
    paymentMode: oneOf(paymentModes, values.paymentMode),
    paymentTiming: oneOf(paymentTimings, values.paymentTiming),
    existing: values.existing,
    signedOn: values.existing ? text(values.signedOn) : undefined,
    description: text(values.description),
  };
}

const moneyControls = ["sessionFee", "holdingFee", "fittingFee"] as const;

/**
 * The form checked by the domain's contract rules (`ContractCreateRequestSchema`, or
 * `ContractUpdateRequestSchema` with the version being edited), each message on its control.
 */
export function contractFormSchema(version?: number) {
  return ContractFormFieldsSchema.transform((values, ctx) => {
    let badMoney = false;
    for (const control of moneyControls) {
      if (Number.isNaN(dollarsToCents(values[control]))) {
        badMoney = true;
        ctx.addIssue({
          code: "custom",
          path: [control],
          message: MONEY_INPUT_MESSAGE,
        });
      }
    }
    const request = toContractRequest(values);
    const checked =
      version === undefined
        ? ContractCreateRequestSchema.safeParse(request)
        : ContractUpdateRequestSchema.safeParse({ ...request, version });
    if (!checked.success || badMoney) {
      for (const issue of checked.error?.issues ?? []) {
        const control = contractControlOf(String(issue.path[0] ?? "")) ?? "title";
        ctx.addIssue({ code: "custom", path: [control], message: issue.message });
      }
      return z.NEVER;
    }
    return request;
  });
}

const today = () => new Date().toISOString().slice(0, 10);

export const emptyContractForm: ContractFormValues = {
  contractNumber: "",
  title: "",
  subtitle: "",
  family: "UNION",
  agreement: "PRINCIPAL COMMERCIAL",
  templateId: "",
  talent: null,
  payeeKind: "Talent-Directly",
  loanOutCompany: null,
  payeeAgency: null,
  vendorCompany: null,
  advertiser: null,
  union: "SAG AFTRA",
  performerCategory: "",
  performanceType: "",
  role: "",
  contractDate: "",
  startDate: "",
  expirationDate: "",
  renewalDate: "",
  termCount: "",
  termUnit: "",
  sessionFee: "",
  holdingFee: "",
  sessionFeeEstimate: false,
  holdingFeeEstimate: false,
  fittingFee: "",
  agentFeePercent: "",
  phPercent: "",
  paymentMode: "",
  paymentTiming: "",
  existing: false,
  signedOn: "",
  description: "",
};

/** A new contract's form: today's date, and the family's usual agreement. */
export function newContractForm(overrides: Partial<ContractFormValues> = {}): ContractFormValues {
  return { ...emptyContractForm, contractDate: today(), ...overrides };
}

/** The form's values for a contract as loaded. */
export function contractFormValues(contract: ContractDetail): ContractFormValues {
  const picked = (id: number | null, field: string, fallback: string) =>
    id === null ? null : { id, name: contract.labels[field] ?? `${fallback} #${id}` };
  const day = (value: string | null) => (value && !value.startsWith("0001") ? value : "");
  const str = (value: string | number | null) => (value === null ? "" : String(value));
  return {
    contractNumber: contract.contractNumber,
    title: contract.title,
    subtitle: contract.subtitle ?? "",
    family: contract.family,
    agreement: contract.agreement,
    templateId: str(contract.templateId),
    talent:
      contract.talentId === null
        ? null
        : { id: contract.talentId, name: contract.talentName ?? `Person #${contract.talentId}` },
    payeeKind: contract.payeeKind ?? "",
    loanOutCompany: picked(contract.loanOutCompanyId, "loanOutCompanyId", "Company"),
    payeeAgency: picked(contract.payeeAgencyId, "payeeAgencyId", "Company"),
    vendorCompany: picked(contract.vendorCompanyId, "vendorCompanyId", "Company"),
    advertiser: picked(contract.advertiserId, "advertiserId", "Company"),
    union: contract.union ?? "",
    performerCategory: contract.performerCategory ?? "",
    performanceType: contract.performanceType ?? "",
    role: contract.role ?? "",
    contractDate: day(contract.contractDate),
    startDate: day(contract.startDate),
    expirationDate: day(contract.expirationDate),
    renewalDate: day(contract.renewalDate),
    termCount: str(contract.termCount),
    termUnit: contract.termUnit ?? "",
    sessionFee: centsToDollars(contract.sessionFeeCents),
    holdingFee: centsToDollars(contract.holdingFeeCents),
    sessionFeeEstimate: contract.estimatedFees.includes("sessionFeeCents"),
    holdingFeeEstimate: contract.estimatedFees.includes("holdingFeeCents"),
    fittingFee: centsToDollars(contract.fittingFeeCents),
    agentFeePercent: str(contract.agentFeePercent),
    phPercent: str(contract.phPercent),
    paymentMode: contract.paymentMode ?? "",
    paymentTiming: contract.paymentTiming ?? "",
    existing: contract.existing,
    signedOn: day(contract.signedOn),
    description: contract.description ?? "",
  };
}

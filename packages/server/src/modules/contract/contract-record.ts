import {
  contractMissingItems,
  estimatableFees,
  nextDocumentStatuses,
  nextPayrollStatuses,
  type ContractCreateRequestSchema,
  type ContractDetail,
  type ContractFamily,
  type ContractLifecycleStatus,
  type ContractStatus,
  type ContractStatusFacts,
  type ContractSummarySchema,
  type EstimatedFee,
} from "@rightsdesk/domain";
import type { z } from "zod";
import { dayOf } from "../../records/day-of.js";
import type {
  ContractCounts,
  ContractRow,
  ContractSummaryRow,
  ContractValues,
} from "./contract-repository.js";

type SummaryOut = z.input<typeof ContractSummarySchema>;
type ProfileInput = z.output<typeof ContractCreateRequestSchema>;

/** `Contract CT00042 "Spring spot"`: how messages name a contract. */
export function describeContract(contract: { contractNumber: string; title: string }): string {
  return `Contract ${contract.contractNumber} "${contract.title}"`;
}

/** The value a statement or lookup must have produced; a missing one is a server fault, not bad input. */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}.`);
  return value;
}

function blankAsNull(value: string | undefined): string | null {
  return value === undefined || value.trim() === "" ? null : value.trim();
}

/** The columns a profile writes; the number is the one given or taken. */
export function contractValuesFrom(input: ProfileInput, contractNumber: string): ContractValues {
  return {
    contractNumber,
    title: input.title.trim(),
    subtitle: blankAsNull(input.subtitle),
    family: input.family,
    agreement: input.agreement,
    templateId: input.templateId ?? null,
    talentId: input.talentId ?? null,
    payeeKind: input.payeeKind ?? null,
    loanOutCompanyId: input.loanOutCompanyId ?? null,
    payeeAgencyId: input.payeeAgencyId ?? null,
    vendorCompanyId: input.vendorCompanyId ?? null,
    advertiserId: input.advertiserId ?? null,
    union: input.union ?? null,
    performerCategory: input.performerCategory ?? null,
    performanceType: input.performanceType ?? null,
    role: blankAsNull(input.role),
    contractDate: input.contractDate,
    startDate: blankAsNull(input.startDate),
    expirationDate: blankAsNull(input.expirationDate),
    renewalDate: blankAsNull(input.renewalDate),
    termCount: input.termCount ?? null,
    termUnit: input.termUnit ?? null,
    sessionFeeCents: input.sessionFeeCents ?? null,
    holdingFeeCents: input.holdingFeeCents ?? null,
    fittingFeeCents: input.fittingFeeCents ?? null,
    agentFeePercent: input.agentFeePercent ?? null,
    phPercent: input.phPercent ?? null,
    paymentMode: input.paymentMode ?? null,
    paymentTiming: input.paymentTiming ?? null,
    existing: input.existing,
    signedOn: blankAsNull(input.signedOn),
    description: blankAsNull(input.description),
  };
}

export function contractValuesOf(row: ContractRow): ContractValues {
  return {
    contractNumber: row.contractNumber,
    title: row.title,
    subtitle: row.subtitle,
    family: row.family,
    agreement: row.agreement,
    templateId: row.templateId,
    talentId: row.talentId,
    payeeKind: row.payeeKind,
    loanOutCompanyId: row.loanOutCompanyId,
    payeeAgencyId: row.payeeAgencyId,
    vendorCompanyId: row.vendorCompanyId,
    advertiserId: row.advertiserId,
    union: row.union,
    performerCategory: row.performerCategory,
    performanceType: row.performanceType,
    role: row.role,
    contractDate: row.contractDate,
    startDate: row.startDate,
    expirationDate: row.expirationDate,
    renewalDate: row.renewalDate,
    termCount: row.termCount,
    termUnit: row.termUnit,
    sessionFeeCents: row.sessionFeeCents,
    holdingFeeCents: row.holdingFeeCents,
    fittingFeeCents: row.fittingFeeCents,
    agentFeePercent: row.agentFeePercent === null ? null : Number(row.agentFeePercent),
    phPercent: row.phPercent === null ? null : Number(row.phPercent),
    paymentMode: row.paymentMode,
    paymentTiming: row.paymentTiming,
    existing: row.existing,
    signedOn: row.signedOn,
    description: row.description,
  };
}

/** The completeness rule's answer for a profile and its counts. */
export function missingOf(values: ContractValues, counts: ContractCounts) {
  return contractMissingItems({
    family: values.family as ContractFamily,
    existing: values.existing,
    talentId: values.talentId,
    payeeKind: values.payeeKind,
    union: values.union,
    performerCategory: values.performerCategory,
    performanceType: values.performanceType,
    sessionFeeCents: values.sessionFeeCents,
    expirationDate: values.expirationDate,
    vendorCompanyId: values.vendorCompanyId,
    ...counts,
  });
}

/** What the status machines decide on: complete, and past its expiration date today. */
export function statusFacts(values: ContractValues, complete: boolean, now: Date): ContractStatusFacts {
  return { complete, expired: values.expirationDate !== null && values.expirationDate < dayOf(now) };
}

function payeeNameOf(row: ContractRow): string | null {
  if (row.payeeKind === "Loan-Out-Corp") return row.loanOutName ?? null;
  if (row.payeeKind === "Talent-Agency") return row.payeeAgencyName ?? null;
  return row.talentName ?? row.vendorName ?? null;
}

/** The stored estimate marks that name a fee (anything else stored there is ignored). */
export function estimatedFeesOf(stored: unknown): EstimatedFee[] {
  return Array.isArray(stored) ? estimatableFees.filter((fee) => stored.includes(fee)) : [];
}

/** The fees a request marks as an estimate, kept only where the fee has an amount. */
export function estimatedFeesFrom(input: ProfileInput): EstimatedFee[] {
  return estimatableFees.filter((fee) => input.estimatedFees.includes(fee) && input[fee] !== undefined);
}

export function toContractDetail(row: ContractRow, counts: ContractCounts, now: Date): ContractDetail {
  const values = contractValuesOf(row);
  const missing = missingOf(values, counts);
  const facts = statusFacts(values, missing.length === 0, now);
  const labels: Record<string, string> = {};
  if (row.loanOutName) labels.loanOutCompanyId = row.loanOutName;
  if (row.payeeAgencyName) labels.payeeAgencyId = row.payeeAgencyName;
  if (row.vendorName) labels.vendorCompanyId = row.vendorName;
  if (row.advertiserName) labels.advertiserId = row.advertiserName;
  if (row.talentName) labels.talentId = row.talentName;
  if (row.templateName) labels.templateId = row.templateName;
  return {
    ...(values as unknown as Omit<ContractDetail, "id">),
    id: row.id,
    templateName: row.templateName ?? null,
    talentName: row.talentName ?? null,
    labels,
    payeeName: payeeNameOf(row),
    status: row.status as ContractStatus,
    payrollStatus: row.payrollStatus as ContractLifecycleStatus,
    completeness: missing.length === 0 ? "COMPLETE" : "INCOMPLETE",
    missing,
    nextStatuses: nextDocumentStatuses(row.status as ContractStatus, facts),
    nextPayrollStatuses: nextPayrollStatuses(row.payrollStatus as ContractLifecycleStatus, facts),
    importKey: row.importKey,
    linkedAssetCount: counts.linkedAssetCount,
    estimatedFees: estimatedFeesOf(row.estimatedFees),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy ?? null,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy ?? null,
    version: row.version,
  };
}

export function toContractSummary(row: ContractSummaryRow): SummaryOut {
  return {
    id: row.id,
    contractNumber: row.contractNumber,
    title: row.title,
    family: row.family as SummaryOut["family"],
    agreement: row.agreement as SummaryOut["agreement"],
    talentName: row.talentName ?? null,
    payeeName: row.payeeName ?? null,
    union: row.union as SummaryOut["union"],
    performerCategory: row.performerCategory,
    status: row.status as SummaryOut["status"],
    payrollStatus: row.payrollStatus as SummaryOut["payrollStatus"],
    completeness: row.completeness,
    contractDate: row.contractDate,
    expirationDate: row.expirationDate,
    renewalDate: row.renewalDate,
    sessionFeeCents: row.sessionFeeCents === null ? null : Number(row.sessionFeeCents),
    sessionFeeEstimated: row.sessionFeeEstimated === true,
    createdOn: row.createdAt.toISOString(),
    updatedOn: row.updatedAt.toISOString(),
  };
}

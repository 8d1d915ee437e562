import {
  feeCategories,
  feeUnions,
  MONEY_INPUT_MESSAGE,
  RateCardEntryInputSchema,
  RateCardEntrySchema,
  rateConfidences,
  type RateCardEntryInput,
  type RateCardGap,
  type RateCardRow,
} from "@rightsdesk/domain";
import { z } from "zod";
import { centsToDollars, dollarsToCents } from "../../../lib/money";

/** The rate card form as typed: text for the controls, the performer as picked. */
export const RateCardFormFieldsSchema = z.object({
  union: z.string(),
  agreement: z.string(),
  contractYear: z.string(),
  category: z.string(),
  medium: z.string(),
  effectiveFrom: z.string(),
  effectiveTo: z.string(),
  /** Dollars as typed ("1,250.50"); sent as whole cents. */
  amount: z.string(),
  source: z.string(),
  confidence: z.string(),
  performer: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type RateCardFormValues = z.infer<typeof RateCardFormFieldsSchema>;

/** The form's fields a server refusal can name, by the name the request gives them. */
export const rateCardServerFields = {
  union: "union",
  agreement: "agreement",
  contractYear: "contractYear",
  category: "category",
  medium: "medium",
  effectiveFrom: "effectiveFrom",
  effectiveTo: "effectiveTo",
  amountCents: "amount",
  source: "source",
  confidence: "confidence",
  performerId: "performer",
} as const satisfies Record<string, keyof RateCardFormValues>;

type RequestField = keyof typeof rateCardServerFields;

/** The form field that shows an issue about `field` of the request. */
export function formFieldOf(field: PropertyKey | undefined): keyof RateCardFormValues | undefined {
  return typeof field === "string" && field in rateCardServerFields
    ? rateCardServerFields[field as RequestField]
    : undefined;
}

const orNull = (text: string) => (text.trim() === "" ? null : text.trim());
const choose = <T extends string>(choices: readonly T[], value: string) =>
  choices.find((choice) => choice === value);

/** What the form's values ask to save; empty optional controls are null, the amount in cents. */
export function toRateCardInput(values: RateCardFormValues) {
  return {
    union: choose(feeUnions, values.union),
    agreement: orNull(values.agreement),
    contractYear: values.contractYear.trim() === "" ? undefined : Number(values.contractYear),
    category: choose(feeCategories, values.category),
    medium: orNull(values.medium),
    effectiveFrom: values.effectiveFrom,
    effectiveTo: orNull(values.effectiveTo),
    amountCents: dollarsToCents(values.amount) ?? undefined,
    source: values.source,
    confidence: choose(rateConfidences, values.confidence),
    performerId: values.performer?.id ?? null,
  };
}

/**
 * The form checked by the domain's rules: the call's own schema (amount above zero, a year, a
 * category), then the entry's (a source, an end no earlier than the start). Each issue lands on
 * the control that caused it; the amount is read as dollars first.
 */
export const RateCardFormSchema = RateCardFormFieldsSchema.transform((values, ctx): RateCardEntryInput => {
  const input = toRateCardInput(values);
  const issues: { path: keyof RateCardFormValues; message: string }[] = [];
  if (Number.isNaN(input.amountCents)) issues.push({ path: "amount", message: MONEY_INPUT_MESSAGE });
  const checked = RateCardEntryInputSchema.safeParse(input);
  const asEntry = RateCardEntrySchema.safeParse({
    ...input,
    id: "new",
    origin: "client",
    confidence: input.confidence ?? "V",
  });
  for (const issue of [
    ...(checked.success ? [] : checked.error.issues),
    ...(asEntry.success ? [] : asEntry.error.issues),
  ]) {
    const path = formFieldOf(issue.path[0]);
    if (path && !issues.some((known) => known.path === path)) issues.push({ path, message: issue.message });
  }
  if (issues.length > 0 || !checked.success) {
    for (const { path, message } of issues) ctx.addIssue({ code: "custom", path: [path], message });
    return z.NEVER;
  }
  return checked.data;
});

const blank: RateCardFormValues = {
  union: "",
  agreement: "",
  contractYear: "",
  category: "",
  medium: "",
  effectiveFrom: "",
  effectiveTo: "",
  amount: "",
  source: "",
  confidence: "V",
  performer: null,
};

/** A new figure's form, empty or filled from a shipped row that has no confirmed figure. */
export function newRateCardFormValues(gap: RateCardGap | null = null): RateCardFormValues {
  if (!gap) return blank;
  return {
    ...blank,
    union: gap.union,
    contractYear: String(gap.contractYear),
    category: gap.category,
    effectiveFrom: gap.effectiveFrom,
    effectiveTo: gap.effectiveTo ?? "",
  };
}

/** The form of a client version being changed. */
export function rateCardRowFormValues(row: RateCardRow): RateCardFormValues {
  return {
    union: row.union,
    agreement: row.agreement ?? "",
    contractYear: String(row.contractYear),
    category: row.category,
    medium: row.medium ?? "",
    effectiveFrom: row.effectiveFrom,
    effectiveTo: row.effectiveTo ?? "",
    amount: centsToDollars(row.amountCents),
    source: row.source,
    confidence: row.confidence,
    performer:
      row.performerId === null
        ? null
        : { id: row.performerId, name: row.performerName ?? `#${row.performerId}` },
  };
}

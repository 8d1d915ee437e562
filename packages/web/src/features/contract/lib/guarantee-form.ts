import {
  GuaranteeSaveRequestSchema,
  type GuaranteeRecord,
  type GuaranteeSaveRequest,
  MONEY_INPUT_MESSAGE,
} from "@rightsdesk/domain";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";
import { centsToDollars, dollarsToCents } from "../../../lib/money";

/** One payment row of the guarantee dialog, as typed. */
export interface PaymentRowValues {
  id?: number | undefined;
  dueDate: string;
  amount: string;
  paidOn: string;
  note: string;
}

/**
 * An amount in cents split into `count` payments that add up to it exactly: equal parts, the
 * leftover cents one each on the first payments ($100.00 in 3 → 33.34, 33.33, 33.33).
 */
export function splitEvenly(totalCents: number, count: number): number[] {
  if (count <= 0 || !Number.isSafeInteger(totalCents) || totalCents < 0) return [];
  const base = Math.floor(totalCents / count);
  const leftover = totalCents - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < leftover ? 1 : 0));
}

/** What the payments typed so far add up to, in cents; rows not yet a valid amount count as 0. */
export function sumPaymentCents(rows: readonly Pick<PaymentRowValues, "amount">[]): number {
  return rows.reduce((sum, row) => {
    const cents = dollarsToCents(row.amount);
    return sum + (cents === null || Number.isNaN(cents) ? 0 : cents);
  }, 0);
}

export interface GuaranteeFormValues {
  description: string;
  startDate: string;
  termCount: string;
  termUnit: string;
  amount: string;
  paymentMode: string;
  paymentTiming: string;
  payments: PaymentRowValues[];
}

/** The guarantee dialog's form, shared by its parts. */
export type GuaranteeForm = UseFormReturn<GuaranteeFormValues, unknown, GuaranteeSaveRequest>;

/** A domain issue path to the form control it belongs on (`payments.1.amountCents` → `payments.1.amount`). */
export function guaranteeControlOf(path: readonly PropertyKey[]): string {
  const parts = path.map(String);
  if (parts[0] === "amountCents") return "amount";
  if (parts[0] === "payments" && parts.length >= 3) {
    const field = parts[2] === "amountCents" ? "amount" : parts[2];
    return `payments.${parts[1]}.${field}`;
  }
  if (parts[0] === "payments") return "payments.root";
  return parts[0] ?? "description";
}

const text = (value: string) => (value.trim() === "" ? undefined : value.trim());

/** The request the dialog's values make: amounts in cents, empty controls left out. */
export function toGuaranteeRequest(values: GuaranteeFormValues): GuaranteeSaveRequest {
  const cents = (typed: string) => {
    const value = dollarsToCents(typed);
    return value === null ? Number.NaN : value;
  };
  return {
    description: text(values.description),
    startDate: values.startDate,
    termCount: values.termCount.trim() === "" ? Number.NaN : Number(values.termCount),
    termUnit: values.termUnit as GuaranteeSaveRequest["termUnit"],
    amountCents: cents(values.amount),
    paymentMode: values.paymentMode as GuaranteeSaveRequest["paymentMode"],
    paymentTiming: (text(values.paymentTiming) as GuaranteeSaveRequest["paymentTiming"]) ?? undefined,
    payments: values.payments.map((payment) => ({
      ...(payment.id ? { id: payment.id } : {}),
      dueDate: payment.dueDate,
      amountCents: cents(payment.amount),
      paidOn: text(payment.paidOn),
      note: text(payment.note),
    })),
  };
}

/** The dialog's form checked by the domain's guarantee rules, each message on its control. */
export const GuaranteeFormSchema = z.custom<GuaranteeFormValues>().transform((values, ctx) => {
  const checked = GuaranteeSaveRequestSchema.safeParse(toGuaranteeRequest(values));
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const money = issue.path.at(-1) === "amountCents";
      ctx.addIssue({
        code: "custom",
        path: guaranteeControlOf(issue.path).split("."),
        message: money && issue.code === "invalid_type" ? MONEY_INPUT_MESSAGE : issue.message,
      });
    }
    return z.NEVER;
  }
  return toGuaranteeRequest(values);
});

/** The dialog's values for a stored guarantee, or a new one. */
export function guaranteeFormValues(guarantee: GuaranteeRecord | null): GuaranteeFormValues {
  return {
    description: guarantee?.description ?? "",
    startDate: guarantee?.startDate ?? "",
    termCount: guarantee ? String(guarantee.termCount) : "",
    termUnit: guarantee?.termUnit ?? "WEEKS",
    amount: guarantee ? centsToDollars(guarantee.amountCents) : "",
    paymentMode: guarantee?.paymentMode ?? "FULL",
    paymentTiming: guarantee?.paymentTiming ?? "",
    payments: (guarantee?.payments ?? []).map((payment) => ({
      id: payment.id,
      dueDate: payment.dueDate,
      amount: centsToDollars(payment.amountCents),
      paidOn: payment.paidOn ?? "",
      note: payment.note ?? "",
    })),
  };
}

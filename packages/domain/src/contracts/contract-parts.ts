import { z } from "zod";
import {
  ExpenseTypeSchema,
  ExtraPaymentItemSchema,
  PaymentLineTypeSchema,
  RateBasisSchema,
} from "./payment-catalogues.js";
import { TermUnitSchema } from "./contract-terms.js";
import { cents, optionalText, requiredDate } from "../records/field-schemas.js";

/** How long a contract runs: a whole number of days, weeks, months or years. */
export const ContractTermSchema = z.object({
  length: z
    .number({ error: "Enter the term length as a whole number of 1 or more." })
    .int("Enter the term length as a whole number of 1 or more.")
    .min(1, "Enter the term length as a whole number of 1 or more."),
  unit: TermUnitSchema,
});
export type ContractTerm = z.infer<typeof ContractTermSchema>;

/** One line of compensation: what is paid, on what basis, how much per unit, how many units. */
export const PaymentLineSchema = z.object({
  type: PaymentLineTypeSchema,
  rateBasis: RateBasisSchema.default("FLAT"),
  rateCents: cents("rate"),
  quantity: z
    .number({ error: "Enter the quantity as a number greater than 0." })
    .positive("Enter the quantity as a number greater than 0.")
    .default(1),
  description: optionalText("payment description", 500),
});
export type PaymentLine = z.infer<typeof PaymentLineSchema>;

export const ExtraPaymentSchema = z.object({
  item: ExtraPaymentItemSchema,
  amountCents: cents("extra payment amount"),
});
export type ExtraPayment = z.infer<typeof ExtraPaymentSchema>;

export const ExpenseSchema = z.object({ type: ExpenseTypeSchema, amountCents: cents("expense amount") });
export type Expense = z.infer<typeof ExpenseSchema>;

export const InstallmentSchema = z.object({
  dueDate: requiredDate("installment due date"),
  amountCents: cents("installment amount"),
});
export type Installment = z.infer<typeof InstallmentSchema>;

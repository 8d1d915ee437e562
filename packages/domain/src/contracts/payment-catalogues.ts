import { z } from "zod";

/** Payment catalogues of contracts (spec 001 section 3). */

export const extraPaymentItems = [
  "Cancellation Fee",
  "Stunt Adjustment",
  "Manicure",
  "Travel",
  "Wardrobe/Fitting",
] as const;
export const ExtraPaymentItemSchema = z.enum(extraPaymentItems, { error: "Choose the extra payment item." });
export type ExtraPaymentItem = z.infer<typeof ExtraPaymentItemSchema>;

export const expenseTypes = [
  "Haircut",
  "Mileage",
  "Manicure",
  "Per Diem",
  "Cab/Uber",
  "Wardrobe",
  "Cancellation Fees",
] as const;
export const ExpenseTypeSchema = z.enum(expenseTypes, { error: "Choose the expense type." });
export type ExpenseType = z.infer<typeof ExpenseTypeSchema>;

export const paymentLineTypes = [
  "session",
  "travel",
  "fitting",
  "wardrobe",
  "overtime",
  "session/use",
  "use",
  "other",
] as const;
export const PaymentLineTypeSchema = z.enum(paymentLineTypes, { error: "Choose the payment line type." });
export type PaymentLineType = z.infer<typeof PaymentLineTypeSchema>;

export const rateBases = ["FLAT", "PER DAY", "PER HOUR", "PER ASSET", "PER SCRIPT"] as const;
export const RateBasisSchema = z.enum(rateBases, { error: "Choose the rate basis." });
export type RateBasis = z.infer<typeof RateBasisSchema>;

export const paymentModes = ["FULL", "INSTALLMENT", "P&H ONLY"] as const;
export const PaymentModeSchema = z.enum(paymentModes, { error: "Choose the payment mode." });
export type PaymentMode = z.infer<typeof PaymentModeSchema>;

/** When a payment falls due: on the full amount or on each installment. */
export const paymentTimings = ["ON FULL AMOUNT", "ON INSTALLMENTS"] as const;
export const PaymentTimingSchema = z.enum(paymentTimings, { error: "Choose the payment timing." });
export type PaymentTiming = z.infer<typeof PaymentTimingSchema>;

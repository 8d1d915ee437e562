import { describe, expect, it } from "vitest";
import {
  ExpenseTypeSchema,
  ExtraPaymentItemSchema,
  PaymentLineTypeSchema,
  PaymentModeSchema,
  PaymentTimingSchema,
  RateBasisSchema,
} from "./payment-catalogues.js";

describe("payment catalogues", () => {
  it("holds the spec's values", () => {
    expect(ExtraPaymentItemSchema.options).toEqual([
      "Cancellation Fee",
      "Stunt Adjustment",
      "Manicure",
      "Travel",
      "Wardrobe/Fitting",
    ]);
    expect(ExpenseTypeSchema.options).toEqual([
      "Haircut",
      "Mileage",
      "Manicure",
      "Per Diem",
      "Cab/Uber",
      "Wardrobe",
      "Cancellation Fees",
    ]);
    expect(PaymentLineTypeSchema.options).toEqual([
      "session",
      "travel",
      "fitting",
      "wardrobe",
      "overtime",
      "session/use",
      "use",
      "other",
    ]);
    expect(RateBasisSchema.options).toEqual(["FLAT", "PER DAY", "PER HOUR", "PER ASSET", "PER SCRIPT"]);
    expect(PaymentModeSchema.options).toEqual(["FULL", "INSTALLMENT", "P&H ONLY"]);
    expect(PaymentTimingSchema.options).toEqual(["ON FULL AMOUNT", "ON INSTALLMENTS"]);
  });
});

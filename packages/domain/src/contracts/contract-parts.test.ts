import { describe, expect, it } from "vitest";
import {
  ContractTermSchema,
  ExpenseSchema,
  ExtraPaymentSchema,
  InstallmentSchema,
  PaymentLineSchema,
} from "./contract-parts.js";

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("contract parts", () => {
  it("a term is a whole number of units", () => {
    expect(ContractTermSchema.parse({ length: 13, unit: "WEEKS" })).toEqual({ length: 13, unit: "WEEKS" });
    expect(messageOf(ContractTermSchema.safeParse({ length: 0, unit: "WEEKS" }))).toBe(
      "Enter the term length as a whole number of 1 or more.",
    );
    expect(messageOf(ContractTermSchema.safeParse({ length: 2, unit: "DECADES" }))).toBe(
      "Choose the term unit.",
    );
  });

  it("a payment line holds cents and a positive quantity", () => {
    expect(
      PaymentLineSchema.parse({ type: "overtime", rateBasis: "PER HOUR", rateCents: 9000, quantity: 1.5 })
        .quantity,
    ).toBe(1.5);
    expect(messageOf(PaymentLineSchema.safeParse({ type: "session", rateCents: 10.5 }))).toBe(
      "Enter the rate in cents, as a whole number.",
    );
    expect(messageOf(PaymentLineSchema.safeParse({ type: "session", rateCents: 100, quantity: 0 }))).toBe(
      "Enter the quantity as a number greater than 0.",
    );
  });

  it("extra payments, expenses and installments name their amounts", () => {
    expect(ExtraPaymentSchema.parse({ item: "Travel", amountCents: 5000 }).item).toBe("Travel");
    expect(messageOf(ExpenseSchema.safeParse({ type: "Mileage", amountCents: -1 }))).toBe(
      "The expense amount cannot be negative.",
    );
    expect(messageOf(InstallmentSchema.safeParse({ dueDate: "", amountCents: 1 }))).toBe(
      "Enter the installment due date.",
    );
  });
});

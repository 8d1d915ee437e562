import { describe, expect, it } from "vitest";
import {
  GuaranteeFormSchema,
  guaranteeControlOf,
  splitEvenly,
  sumPaymentCents,
  toGuaranteeRequest,
  type GuaranteeFormValues,
} from "./guarantee-form";
import { compensationTotals } from "./compensation-totals";

const base: GuaranteeFormValues = {
  description: "",
  startDate: "2025-01-01",
  termCount: "13",
  termUnit: "WEEKS",
  amount: "100",
  paymentMode: "INSTALLMENT",
  paymentTiming: "",
  payments: [
    { dueDate: "2025-01-01", amount: "50", paidOn: "", note: "" },
    { dueDate: "2025-02-01", amount: "50", paidOn: "", note: "" },
  ],
};

describe("splitting a guarantee evenly", () => {
  it("splits into equal parts that add up exactly, the leftover cents first", () => {
    expect(splitEvenly(10000, 3)).toEqual([3334, 3333, 3333]);
    expect(splitEvenly(10001, 2)).toEqual([5001, 5000]);
    expect(splitEvenly(500, 0)).toEqual([]);
  });
  it("adds up the payments typed, ignoring rows not yet an amount", () => {
    expect(sumPaymentCents([{ amount: "33.34" }, { amount: "" }, { amount: "x" }, { amount: "66.66" }])).toBe(
      10000,
    );
  });
});

describe("the guarantee form", () => {
  it("sends amounts in cents", () => {
    expect(toGuaranteeRequest(base)).toMatchObject({
      amountCents: 10000,
      termCount: 13,
      payments: [{ amountCents: 5000 }, { amountCents: 5000 }],
    });
  });
  it("puts the domain's installment rule on the payments, and a row's date on its row", () => {
    const short = GuaranteeFormSchema.safeParse({
      ...base,
      payments: [
        { dueDate: "2024-12-01", amount: "50", paidOn: "", note: "" },
        { dueDate: "2025-02-01", amount: "40", paidOn: "", note: "" },
      ],
    });
    const paths = short.error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toContain("payments.root");
    expect(paths).toContain("payments.0.dueDate");
  });
  it("maps the server's field names to the dialog's controls", () => {
    expect(guaranteeControlOf(["payments", 2, "amountCents"])).toBe("payments.2.amount");
    expect(guaranteeControlOf(["amountCents"])).toBe("amount");
    expect(guaranteeControlOf(["startDate"])).toBe("startDate");
  });
});

describe("the compensation totals", () => {
  it("adds rate times quantity, extra payments and expenses, reimbursable apart", () => {
    const totals = compensationTotals(
      [
        { rateCents: 10000, quantity: 2 },
        { rateCents: 2550, quantity: 1 },
      ],
      [{ amountCents: 500 }],
      [{ amountCents: 1000, reimbursable: true }, { amountCents: 250 }],
    );
    expect(totals).toEqual({
      compensationCents: 22550,
      extraPaymentsCents: 500,
      expensesCents: 1250,
      reimbursableCents: 1000,
      totalCents: 24300,
    });
  });
});

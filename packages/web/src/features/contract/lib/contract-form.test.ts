import { describe, expect, it } from "vitest";
import { contractFormSchema, newContractForm, toContractRequest } from "./contract-form";
import { centsToDollars, dollarsToCents } from "../../../lib/money";

const talent = { id: 7, name: "Ana Ruiz" };

describe("dollars and cents", () => {
  it("reads dollars as typed into whole cents", () => {
    expect(dollarsToCents("1,234.5")).toBe(123450);
    expect(dollarsToCents("$300")).toBe(30000);
    expect(dollarsToCents("0.07")).toBe(7);
    expect(dollarsToCents("")).toBeNull();
    expect(dollarsToCents("12.345")).toBeNaN();
    expect(dollarsToCents("ten")).toBeNaN();
  });
  it("shows cents as dollars with two decimals", () => {
    expect(centsToDollars(123450)).toBe("1234.50");
    expect(centsToDollars(7)).toBe("0.07");
    expect(centsToDollars(null)).toBe("");
  });
});

describe("the contract form and its request", () => {
  it("sends a union contract's parties and fees in cents", () => {
    const request = toContractRequest(
      newContractForm({
        title: "Spring spot",
        talent,
        contractDate: "2025-05-01",
        performerCategory: "PRINCIPAL",
        sessionFee: "1,200.50",
        vendorCompany: { id: 9, name: "Not for a union contract" },
      }),
    );
    expect(request).toMatchObject({
      family: "UNION",
      agreement: "PRINCIPAL COMMERCIAL",
      talentId: 7,
      union: "SAG AFTRA",
      payeeKind: "Talent-Directly",
      sessionFeeCents: 120050,
    });
    expect(request.vendorCompanyId).toBeUndefined();
  });

  it("sends an MSA's vendor and no performer, union or category", () => {
    const request = toContractRequest(
      newContractForm({
        family: "MSA",
        agreement: "MSA TEMPLATE THREE",
        title: "Vendor MSA",
        talent,
        performerCategory: "PRINCIPAL",
        vendorCompany: { id: 9, name: "Acme Post" },
      }),
    );
    expect(request).toMatchObject({ family: "MSA", vendorCompanyId: 9 });
    expect(request.talentId).toBeUndefined();
    expect(request.union).toBeUndefined();
    expect(request.performerCategory).toBeUndefined();
    expect(request.payeeKind).toBeUndefined();
  });

  it("sends the payee's company only for the payee kind that names one", () => {
    const values = newContractForm({
      title: "T",
      talent,
      payeeKind: "Loan-Out-Corp",
      loanOutCompany: { id: 3, name: "Loan-Out Inc." },
      payeeAgency: { id: 4, name: "Agency" },
    });
    const request = toContractRequest(values);
    expect(request.loanOutCompanyId).toBe(3);
    expect(request.payeeAgencyId).toBeUndefined();
  });

  it("puts the domain's messages on the controls, the talent picker included", () => {
    const result = contractFormSchema().safeParse(
      newContractForm({ title: "No talent", contractDate: "2025-05-01" }),
    );
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join("."));
    expect(paths).toContain("talent");
  });

  it("names a fee typed wrong", () => {
    const result = contractFormSchema().safeParse(
      newContractForm({ title: "T", talent, contractDate: "2025-05-01", sessionFee: "lots" }),
    );
    expect(result.error?.issues.find((issue) => issue.path[0] === "sessionFee")?.message).toMatch(/dollars/);
  });

  it("checks an update with the version edited", () => {
    const result = contractFormSchema(3).safeParse(
      newContractForm({ title: "T", talent, contractDate: "2025-05-01", performerCategory: "PRINCIPAL" }),
    );
    expect(result.success).toBe(true);
  });
});

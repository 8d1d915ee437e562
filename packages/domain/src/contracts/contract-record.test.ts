import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../errors/zod-issues.js";
import { ContractSchema } from "./contract-record.js";

const errorsOf = (input: unknown) => fieldErrorsOf(ContractSchema, input);

const union = {
  family: "UNION",
  title: "Summer Sale - principal",
  union: "SAG AFTRA",
  agreement: "TV COMMERCIAL STANDARD",
  personId: 11,
  performerCategory: "P",
  performanceType: "ON_CAMERA",
  startDate: "2025-04-01",
  endDate: "2026-03-31",
  paymentLines: [{ type: "session", rateCents: 82230 }],
};

describe("ContractSchema", () => {
  it("accepts a union contract and fills in the defaults", () => {
    const contract = ContractSchema.parse(union);
    expect(contract).toMatchObject({
      status: "Draft",
      lifecycleStatus: "CREATED",
      completeness: "INCOMPLETE",
      paymentMode: "FULL",
    });
    expect(contract.family === "UNION" && contract.payeeKind).toBe("Talent-Directly");
    expect(contract.paymentLines[0]).toEqual({
      type: "session",
      rateBasis: "FLAT",
      rateCents: 82230,
      quantity: 1,
    });
  });

  it("accepts non-union and MSA contracts with their own fields", () => {
    expect(
      ContractSchema.parse({
        family: "NON UNION",
        title: "Influencer post",
        personId: 4,
        startDate: "2025-05-01",
        templateName: "INFLUENCER",
      }).family,
    ).toBe("NON UNION");
    const msa = ContractSchema.parse({
      family: "MSA",
      title: "Post house MSA",
      companyId: 9,
      contractorKind: "Service",
      startDate: "2025-01-01",
    });
    expect(msa).not.toHaveProperty("personId");
  });

  it("asks for the family first", () => {
    expect(errorsOf({ family: "FREELANCE", title: "x" })).toEqual([
      { field: "family", message: "Choose the contract family: UNION, NON UNION or MSA." },
    ]);
  });

  it("names the missing fields of each family", () => {
    expect(errorsOf({ family: "UNION", title: "", startDate: "" })).toEqual([
      { field: "title", message: "Enter the contract title." },
      { field: "startDate", message: "Enter the contract start date." },
      { field: "personId", message: "Choose the performer." },
      { field: "union", message: "Choose the union: AFTRA, AFM or SAG AFTRA." },
      { field: "performerCategory", message: "Enter the performer category." },
    ]);
    expect(errorsOf({ family: "MSA", title: "MSA", startDate: "2025-01-01" })).toEqual([
      { field: "companyId", message: "Choose the vendor company." },
      { field: "contractorKind", message: "Choose Material or Service." },
    ]);
  });

  it("refuses an end date before the start date", () => {
    expect(errorsOf({ ...union, endDate: "2025-03-31" })).toEqual([
      { field: "endDate", message: "Contract end date must be on or after the contract start date." },
    ]);
    expect(ContractSchema.safeParse({ ...union, endDate: "" }).success).toBe(true);
  });

  it("refuses a template of another family", () => {
    expect(errorsOf({ ...union, templateName: "PRINT MODEL" })).toEqual([
      {
        field: "templateName",
        message: "The PRINT MODEL template is for NON UNION contracts; choose a UNION template.",
      },
    ]);
  });

  it("needs installments for an installment payment", () => {
    expect(errorsOf({ ...union, paymentMode: "INSTALLMENT" })).toEqual([
      { field: "installments", message: "Add the installments for an installment payment." },
    ]);
    const plan = {
      ...union,
      paymentMode: "INSTALLMENT",
      installments: [{ dueDate: "2025-05-01", amountCents: 50000 }],
    };
    expect(ContractSchema.safeParse(plan).success).toBe(true);
  });

  it("needs the paid company when talent is not paid directly", () => {
    expect(errorsOf({ ...union, payeeKind: "Loan-Out-Corp" })).toEqual([
      { field: "payeeCompanyId", message: "Choose the loan-out corporation that is paid." },
    ]);
    expect(errorsOf({ ...union, payeeKind: "Talent-Agency" })).toEqual([
      { field: "payeeCompanyId", message: "Choose the talent agency that is paid." },
    ]);
    expect(
      ContractSchema.safeParse({ ...union, payeeKind: "Talent-Agency", payeeCompanyId: 5 }).success,
    ).toBe(true);
  });

  it("keeps the performance type within what the category allows", () => {
    expect(errorsOf({ ...union, performerCategory: "VO", performanceType: "ON_CAMERA" })).toEqual([
      {
        field: "performanceType",
        message: "A VOICE OVER performs off camera; change the performance type or the category.",
      },
    ]);
    expect(errorsOf({ ...union, performerCategory: "DA", performanceType: "OFF_CAMERA" })[0]?.message).toBe(
      "A DANCER performs on camera; change the performance type or the category.",
    );
    expect(ContractSchema.safeParse({ ...union, performerCategory: "ZZ" }).success).toBe(true);
  });

  it("takes a union agreement of the chosen union only", () => {
    expect(errorsOf({ ...union, union: "AFM" })).toEqual([
      { field: "agreement", message: "Choose an agreement of AFM." },
    ]);
    expect(errorsOf({ ...union, agreement: "RADIO PLAY" })).toEqual([
      { field: "agreement", message: "Choose an agreement of SAG AFTRA." },
    ]);
    expect(ContractSchema.safeParse({ ...union, union: "AFTRA" }).success).toBe(true);
    expect(errorsOf({ ...union, union: "AFTRA", agreement: "TV AND RADIO COMMERCIAL" })).toEqual([
      { field: "agreement", message: "Choose an agreement of AFTRA." },
    ]);
    expect(ContractSchema.safeParse({ ...union, agreement: "" }).success).toBe(true);
  });
});

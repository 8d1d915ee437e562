import { describe, expect, it } from "vitest";
import {
  BulkContractRowSchema,
  ContractCreateRequestSchema,
  ContractStatusChangeRequestSchema,
  GuaranteeSaveRequestSchema,
  formatContractNumber,
} from "./contract-schemas.js";
import { RichDocSchema, TemplateSaveRequestSchema, richDocOf } from "./template-schemas.js";

function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
  );
}

const union = {
  title: "Harvest Crunch – Principal",
  family: "UNION",
  agreement: "PRINCIPAL COMMERCIAL",
  talentId: 3,
  union: "SAG AFTRA",
  contractDate: "2025-04-01",
} as const;

describe("ContractCreateRequestSchema", () => {
  it("takes a minimal union contract", () => {
    expect(ContractCreateRequestSchema.safeParse(union).success).toBe(true);
  });

  it("names each field that breaks a rule across fields", () => {
    const result = ContractCreateRequestSchema.safeParse({
      ...union,
      agreement: "INFLUENCER",
      union: "NON UNION",
      payeeKind: "Loan-Out-Corp",
      expirationDate: "2025-01-01",
      termCount: 13,
    });
    expect(issues(result)).toMatchObject({
      agreement: "The INFLUENCER agreement belongs to the NON UNION family, not UNION.",
      union: "Choose the union of a union contract (SAG AFTRA, AFTRA or AFM).",
      loanOutCompanyId: "Choose the loan-out corporation that is paid.",
      expirationDate: "The expiration date must be on or after the contract date.",
      termUnit: "Enter the term and its unit together.",
    });
  });

  it("asks an MSA for its vendor and refuses a performer on it", () => {
    const result = ContractCreateRequestSchema.safeParse({
      ...union,
      family: "MSA",
      agreement: "MSA TEMPLATE THREE",
      union: undefined,
    });
    expect(issues(result)).toMatchObject({
      vendorCompanyId: "Choose the vendor company the MSA is with.",
      talentId: "An MSA has no performer; leave Talent empty.",
    });
  });

  it("asks a contract signed elsewhere when it was signed", () => {
    expect(issues(ContractCreateRequestSchema.safeParse({ ...union, existing: true }))).toMatchObject({
      signedOn: "Enter the date the existing contract was signed.",
    });
  });
});

describe("ContractStatusChangeRequestSchema", () => {
  it("takes one status at a time and a reason to void", () => {
    expect(issues(ContractStatusChangeRequestSchema.safeParse({ version: 1 }))).toMatchObject({
      status: "Send either the new status or the new payroll status.",
    });
    expect(
      issues(ContractStatusChangeRequestSchema.safeParse({ status: "Voided", version: 1 })),
    ).toMatchObject({
      reason: "Say why the contract is voided.",
    });
    expect(
      ContractStatusChangeRequestSchema.safeParse({ payrollStatus: "APPROVED", version: 2 }).success,
    ).toBe(true);
  });
});

describe("GuaranteeSaveRequestSchema", () => {
  const guarantee = {
    startDate: "2025-04-01",
    termCount: 1,
    termUnit: "YEARS",
    amountCents: 300000,
    paymentMode: "INSTALLMENT",
  } as const;

  it("needs installments that add up to the guarantee, none before it starts", () => {
    const result = GuaranteeSaveRequestSchema.safeParse({
      ...guarantee,
      payments: [
        { dueDate: "2025-03-01", amountCents: 100000 },
        { dueDate: "2025-07-01", amountCents: 100000 },
      ],
    });
    expect(issues(result)).toMatchObject({
      payments: "The installments add up to $2,000.00, not the guarantee's $3,000.00.",
      "payments.0.dueDate": "A payment cannot fall due before the guarantee starts.",
    });
    const good = GuaranteeSaveRequestSchema.safeParse({
      ...guarantee,
      payments: [
        { dueDate: "2025-04-01", amountCents: 150000 },
        { dueDate: "2025-10-01", amountCents: 150000 },
      ],
    });
    expect(good.success).toBe(true);
  });

  it("pays no fee on a P&H ONLY guarantee", () => {
    const result = GuaranteeSaveRequestSchema.safeParse({
      ...guarantee,
      paymentMode: "P&H ONLY",
      payments: [{ dueDate: "2025-04-01", amountCents: 1 }],
    });
    expect(issues(result)).toMatchObject({
      payments: "A P&H ONLY guarantee pays no fee; remove the payments.",
    });
  });
});

describe("bulk rows, numbers and templates", () => {
  it("takes a talent as an id or a person number, and needs the row key", () => {
    expect(BulkContractRowSchema.safeParse({ key: "r1", talent: 42 }).success).toBe(true);
    expect(BulkContractRowSchema.safeParse({ key: "r1", talent: "PE0042" }).success).toBe(true);
    expect(issues(BulkContractRowSchema.safeParse({ talent: 42 }))).toMatchObject({
      key: "Enter the row key.",
    });
  });

  it("numbers contracts CT00001 and up", () => {
    expect(formatContractNumber(42)).toBe("CT00042");
    expect(() => formatContractNumber(0)).toThrow(RangeError);
  });

  it("keeps only the formatting a contract can print, and asks a snippet part for its snippet", () => {
    expect(RichDocSchema.safeParse(richDocOf("Hello {{talentName}}")).success).toBe(true);
    expect(RichDocSchema.safeParse({ type: "doc", content: [{ type: "image" }] }).success).toBe(false);
    expect(RichDocSchema.safeParse(richDocOf("")).success).toBe(false);
    const template = TemplateSaveRequestSchema.safeParse({
      name: "Standard",
      family: "UNION",
      parts: [
        { partType: "Header", kind: "S" },
        { partType: "Body", kind: "F" },
      ],
    });
    expect(issues(template)).toMatchObject({
      "parts.0.snippetId": "Choose the snippet.",
      "parts.1.content": "Enter the form part's text.",
    });
  });
});

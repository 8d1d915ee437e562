import { describe, expect, it } from "vitest";
import {
  ContractorKindSchema,
  NoteTypeSchema,
  PayeeKindSchema,
  ReclassificationActionSchema,
  TermUnitSchema,
} from "./contract-terms.js";

describe("contract term catalogues", () => {
  it("holds the spec's values", () => {
    expect(ContractorKindSchema.options).toEqual(["Material", "Service"]);
    expect(PayeeKindSchema.options).toEqual(["Talent-Directly", "Loan-Out-Corp", "Talent-Agency"]);
    expect(TermUnitSchema.options).toEqual(["DAYS", "WEEKS", "MONTHS", "YEARS"]);
    expect(NoteTypeSchema.options).toEqual(["Special Provisions", "Free Form", "Notes"]);
    expect(ReclassificationActionSchema.options).toEqual([
      "UPGRADE",
      "DOWNGRADE",
      "OUTGRADE",
      "RE CLASSIFY",
      "NO ACTION",
      "MOVED FROM NU TO UNION",
    ]);
  });

  it("says who is paid when the payee is wrong", () => {
    expect(PayeeKindSchema.safeParse("Friend").error?.issues[0]?.message).toBe("Choose who is paid.");
  });
});

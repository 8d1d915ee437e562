import { describe, expect, it } from "vitest";
import * as domain from "../index.js";
import { codeLabel } from "./code-labels.js";

/** Every code the domain declares: the options of its enums and its catalogues' string lists. */
function everyDomainCode(): string[] {
  const codes = new Set<string>();
  for (const value of Object.values(domain) as unknown[]) {
    const options =
      (value as { _zod?: { def?: { type?: string } }; options?: unknown[] } | null)?._zod?.def?.type ===
      "enum"
        ? (value as { options: unknown[] }).options
        : Array.isArray(value)
          ? value
          : [];
    for (const option of options) if (typeof option === "string") codes.add(option);
  }
  return [...codes].filter((code) => /^[A-Z0-9 _&\-/().,']+$/.test(code));
}

const keptInCapitals =
  /^(ACTRA|AFM|AFTRA|ASCAP|BMI|CA|CSV|E&O|EIN|HD|ID|ISCI|ITIN|LLC|MPU|MSA|NY|OTT|P&H|PDF|PRO|PSA|SAG|SESEC|SSN|TIN|TSA|TV|UDA|UK|US|USA|UTMA|XLSX|W-4|W-8|W-9|W-8BEN|SAG-AFTRA)$/;

describe("codeLabel", () => {
  it.each([
    ["ON_CAMERA", "On camera"],
    ["SAG AFTRA", "SAG-AFTRA"],
    ["NON UNION", "Non-union"],
    ["PRINCIPAL COMMERCIAL", "Principal commercial"],
    ["MSA TEMPLATE THREE", "MSA template three"],
    ["STREAMING/OTT", "Streaming/OTT"],
    ["HAIR/MAKE-UP", "Hair/make-up"],
    ["EXPIRED (ASSET MPU)", "Expired (asset MPU)"],
    ["RELEASED (USE ACTIVE)", "Released (use active)"],
    ["LLC (C-CORP)", "LLC (taxed as a C corporation)"],
    ["P&H ONLY", "P&H only"],
    ["W4 PART 1", "W-4 part 1"],
    ["HOLDING_FEE", "Holding fee"],
    ["AFTRA", "AFTRA (before 2012)"],
    ["Already words", "Already words"],
    ["VO", "VO"],
  ])("reads %s as %s", (code, label) => {
    expect(codeLabel(code)).toBe(label);
  });

  it("gives every code the domain declares a label in words", () => {
    const codes = everyDomainCode();
    expect(codes.length).toBeGreaterThan(300);
    const unread = codes.filter((code) => {
      const label = codeLabel(code);
      if (/^[A-Z]{1,2}$/.test(code)) return false;
      if (label.includes("_")) return true;
      const shouting = label
        .split(/[\s/()]+/)
        .filter((word) => word.length > 1 && word === word.toUpperCase() && /[A-Z]/.test(word));
      return shouting.some((word) => !keptInCapitals.test(word) && !/^[A-Z]{1,3}\d*$/.test(word));
    });
    expect(unread).toEqual([]);
  });
});

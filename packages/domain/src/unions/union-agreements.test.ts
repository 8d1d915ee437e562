import { describe, expect, it } from "vitest";
import {
  findUnionAgreement,
  unionAgreements,
  unionAgreementsComplete,
  unionAgreementsOf,
} from "./union-agreements.js";

describe("union agreements", () => {
  it("has the six SAG AFTRA agreements and the AFM commercial agreement", () => {
    expect(unionAgreementsOf("SAG AFTRA").map((a) => a.name)).toEqual([
      "AUDIO ACS",
      "AUDIO STANDARD",
      "CORPORATE/EDUCATIONAL/NON-BROADCAST",
      "INFOMERCIAL",
      "TV COMMERCIAL ACS",
      "TV COMMERCIAL STANDARD",
    ]);
    expect(unionAgreementsOf("AFM").map((a) => a.name)).toEqual(["TV AND RADIO COMMERCIAL"]);
    expect(unionAgreementsComplete).toBe(false);
  });

  it("gives TV agreements the principal, voice over, extra and group roles of the spec", () => {
    const tv = findUnionAgreement("TV COMMERCIAL STANDARD");
    for (const role of [
      "PRINCIPAL",
      "VOICE OVER",
      "EXTRA",
      "ON CAMERA GROUP 3-5",
      "ON CAMERA GROUP 6-8",
      "ON CAMERA GROUP 9+",
    ]) {
      expect(tv?.roles).toContain(role);
    }
    expect(tv?.roles).toEqual(expect.arrayContaining(["EXTRA 13 WEEKS", "HAND MODEL", "STAND-IN"]));
    expect(findUnionAgreement("TV AND RADIO COMMERCIAL")?.roles).toContain("SIDE MUSICIAN");
    expect(findUnionAgreement("NOPE")).toBeUndefined();
  });

  it("gives every agreement a STANDARD subcategory and unique names", () => {
    expect(unionAgreements.every((a) => a.subcategories[0] === "STANDARD")).toBe(true);
    expect(new Set(unionAgreements.map((a) => a.name)).size).toBe(unionAgreements.length);
  });
});

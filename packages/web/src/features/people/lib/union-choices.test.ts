import { describe, expect, it } from "vitest";
import { unionChoices, unionLabel } from "./union-choices";

describe("union choices", () => {
  const codes = ["SAG AFTRA", "AFM", "ACTRA", "AFTRA", "SAG", "UDA"];

  it("reads unions in words, the merged ones dated", () => {
    expect(unionLabel("SAG AFTRA")).toBe("SAG-AFTRA");
    expect(unionLabel("AFTRA")).toBe("AFTRA (before 2012)");
    expect(unionLabel("SAG")).toBe("SAG (before 2012)");
  });

  it("offers the unions merged in 2012 only to a person who already holds one", () => {
    expect(unionChoices(codes, []).map((choice) => choice.label)).toEqual([
      "SAG-AFTRA",
      "AFM",
      "ACTRA",
      "UDA",
    ]);
    expect(unionChoices(codes, ["AFTRA"]).map((choice) => choice.value)).toContain("AFTRA");
  });
});

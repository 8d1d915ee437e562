import { describe, expect, it } from "vitest";
import {
  PerformanceTypeSchema,
  UnionCategorySchema,
  UnionCodeSchema,
  UnionSchema,
  findPerformerCategory,
  isPerformanceTypeAllowed,
  performerCategoriesComplete,
  performerCategoryAbbreviations,
  unionCodeOf,
  unionMemberships,
  unions,
} from "./performer-catalogues.js";

describe("performer catalogues", () => {
  it("has the performance types, unions, categories and codes of the spec", () => {
    expect(PerformanceTypeSchema.options).toEqual(["ON_CAMERA", "OFF_CAMERA", "BOTH"]);
    expect(UnionSchema.options).toEqual(["AFTRA", "AFM", "SAG AFTRA", "NON UNION"]);
    expect(UnionCategorySchema.options).toEqual([
      "SAG AFTRA",
      "AFM",
      "ACTRA",
      "AFTRA",
      "SAG",
      "UDA",
      "PRINT",
    ]);
    expect(UnionCodeSchema.options).toEqual(["SA", "AF", "NU"]);
    expect(unionMemberships).toEqual(["UNION", "NON UNION"]);
  });

  it("gives the spec's example categories their abbreviations", () => {
    expect(performerCategoryAbbreviations).toEqual(["P", "VO", "DA", "ST", "GS"]);
    expect(findPerformerCategory("UNION", "VO")?.name).toBe("VOICE OVER");
    expect(findPerformerCategory("NON UNION", "ZZ")).toBeUndefined();
    expect(performerCategoriesComplete).toBe(false);
  });

  it("lets a voice over perform off camera only and a principal either way", () => {
    const vo = findPerformerCategory("UNION", "VO");
    const principal = findPerformerCategory("UNION", "P");
    if (!vo || !principal) throw new Error("catalogue is missing VO or P");
    expect(isPerformanceTypeAllowed(vo, "OFF_CAMERA")).toBe(true);
    expect(isPerformanceTypeAllowed(vo, "ON_CAMERA")).toBe(false);
    expect(isPerformanceTypeAllowed(principal, "ON_CAMERA")).toBe(true);
    expect(isPerformanceTypeAllowed(principal, "BOTH")).toBe(true);
  });

  it("codes each union SA, AF or NU", () => {
    expect(unions.map((union) => unionCodeOf[union])).toEqual(["SA", "AF", "SA", "NU"]);
  });
});

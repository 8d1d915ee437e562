import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../errors/zod-issues.js";
import { CompletionReportSchema } from "./completion-report-schema.js";

const errorsOf = (input: unknown) => fieldErrorsOf(CompletionReportSchema, input);

describe("CompletionReportSchema", () => {
  it("accepts a report with its cast and fills in the defaults", () => {
    const report = CompletionReportSchema.parse({
      name: "Summer Sale CR",
      assetId: 3,
      productionDate: "2025-03-10",
      cast: [
        {
          personId: 11,
          unionCode: "SA",
          performerCategory: "P",
          performanceType: "ON_CAMERA",
          scaleCents: 82230,
        },
      ],
    });
    expect(report).toMatchObject({ status: "INCOMPLETE", crewIds: [], elementIds: [] });
    expect(report.cast[0]?.editedOut).toBe(false);
  });

  it("needs a name and an asset", () => {
    expect(errorsOf({ name: "" })).toEqual([
      { field: "name", message: "Enter the completion report name." },
      { field: "assetId", message: "Choose the asset." },
    ]);
  });

  it("lists each cast member once, with a union code", () => {
    const member = { personId: 11, unionCode: "SA" };
    expect(errorsOf({ name: "CR", assetId: 3, cast: [member, member] })).toEqual([
      { field: "cast", message: "Each cast member can be listed once." },
    ]);
    expect(errorsOf({ name: "CR", assetId: 3, cast: [{ personId: 11, unionCode: "XX" }] })).toEqual([
      { field: "cast.0.unionCode", message: "Choose the union code: SA, AF or NU." },
    ]);
  });
});

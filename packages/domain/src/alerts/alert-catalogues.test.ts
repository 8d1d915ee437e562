import { describe, expect, it } from "vitest";
import {
  AlertViewKindSchema,
  ReminderCategorySchema,
  ReportTrackingKindSchema,
  alertKinds,
  alertViewKindOf,
} from "./alert-catalogues.js";

describe("alert catalogues", () => {
  it("holds the spec's alert kinds, view kinds, reminders and tracking kinds", () => {
    expect(alertKinds).toHaveLength(5);
    expect(AlertViewKindSchema.options).toEqual([
      "HOLDING_FEE",
      "USAGE_RIGHT",
      "MPU_EXPIRE",
      "TALENT_CONTRACT",
      "ELEMENT_EXPIRE",
    ]);
    expect(ReminderCategorySchema.options).toEqual([
      "ASSET MPU",
      "HOLDING FEE DUE",
      "USE CYCLE EXPIRATIONS",
      "ELEMENTS",
      "CONTRACTS",
    ]);
    expect(ReportTrackingKindSchema.options).toEqual(["GUARANTEE TRACKING", "INTERNAL NOTES"]);
  });

  it("shows each alert kind in its own view", () => {
    const views = alertKinds.map((kind) => alertViewKindOf[kind]);
    expect(new Set(views).size).toBe(alertKinds.length);
    expect(alertViewKindOf["HOLDING FEE DUE"]).toBe("HOLDING_FEE");
    expect(alertViewKindOf["ASSETS EXPIRING"]).toBe("MPU_EXPIRE");
  });
});

import { describe, expect, it } from "vitest";
import {
  CycleLengthLabelSchema,
  CycleUnitSchema,
  UseLengthLabelSchema,
  cycleLengthDays,
  cycleLengths,
  useLengthLabels,
} from "./cycle-length-catalogue.js";

describe("cycle lengths", () => {
  it("adds the 1-day session cycle", () => {
    expect(cycleLengthDays("1 day")).toBe(1);
    expect(cycleLengthDays("1 Days ")).toBe(1);
    expect(cycleLengths[0].label).toBe("1 day");
  });

  it("reads labels whatever their case and spacing, and knows nothing else", () => {
    expect(cycleLengthDays(" 13 Weeks ")).toBe(91);
    expect(cycleLengthDays("1 years")).toBe(365);
    expect(cycleLengthDays("5 weeks")).toBeUndefined();
    expect(cycleLengthDays("forever")).toBeUndefined();
  });

  it("reads the retired labels as the entries they were folded into, and offers none of them", () => {
    expect(cycleLengthDays("52 weeks")).toBe(365);
    expect(cycleLengthDays("12 Months")).toBe(365);
    expect(cycleLengthDays("24 months")).toBe(730);
    for (const label of ["52 weeks", "12 months", "24 months"]) {
      expect(CycleLengthLabelSchema.safeParse(label).success).toBe(false);
    }
  });

  it("validates a cycle length label with a message", () => {
    expect(CycleLengthLabelSchema.safeParse("13 weeks").success).toBe(true);
    expect(CycleLengthLabelSchema.safeParse("13 wks").error?.issues[0]?.message).toBe(
      "Choose the cycle length.",
    );
    expect(CycleUnitSchema.options).toEqual(["day", "week", "month", "year"]);
  });

  it("lists the use-length labels with the rights module's keys", () => {
    expect(UseLengthLabelSchema.options).toEqual([
      "unlimited through MPU",
      "unlimited",
      "physical media (DVD)",
      "maximum use",
      "in perpetuity",
      "13 weeks",
    ]);
    expect(useLengthLabels["in perpetuity"]).toBe("inPerpetuity");
  });
});

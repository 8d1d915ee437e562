import { describe, expect, it } from "vitest";
import { daysAheadFormValues, daysAheadFromForm, daysAheadProblem } from "./days-ahead-form";

describe("days ahead in a form", () => {
  it("shows saved kinds as numbers and the rest blank", () => {
    const values = daysAheadFormValues({ HOLDING_FEE: 45, MPU_EXPIRE: 0 });
    expect(values.HOLDING_FEE).toBe("45");
    expect(values.MPU_EXPIRE).toBe("0");
    expect(values.USAGE_RIGHT).toBe("");
  });

  it("saves only the kinds filled in, so blank ones follow the default", () => {
    const values = { ...daysAheadFormValues({}), USAGE_RIGHT: " 60 ", ELEMENT_EXPIRE: "0" };
    expect(daysAheadFromForm(values)).toEqual({ USAGE_RIGHT: 60, ELEMENT_EXPIRE: 0 });
  });

  it("accepts blank and whole numbers up to 730, and says what is wrong otherwise", () => {
    expect(daysAheadProblem("")).toBeNull();
    expect(daysAheadProblem("730")).toBeNull();
    expect(daysAheadProblem("731")).toBe("Days ahead can be at most 730.");
    expect(daysAheadProblem("-1")).toBe("Days ahead must be a whole number.");
    expect(daysAheadProblem("2.5")).toBe("Days ahead must be a whole number.");
  });
});

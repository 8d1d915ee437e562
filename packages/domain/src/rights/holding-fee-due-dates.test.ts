import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import { FIXED_CYCLE_DAYS, computeHoldingFeeDueDates } from "./holding-fee-due-dates.js";

const d = toIsoDate;
const fixedCycleStart = d("2025-01-06");

describe("holding-fee due dates", () => {
  it("fall on the first day of each 13-week fixed cycle after the first (the session fee covers cycle 1)", () => {
    expect(FIXED_CYCLE_DAYS).toBe(91);
    const due = computeHoldingFeeDueDates({ fixedCycleStart, through: d("2026-01-05") });
    expect(due.map((entry) => entry.dueDate)).toEqual([
      "2025-04-07",
      "2025-07-07",
      "2025-10-06",
      "2026-01-05",
    ]);
    expect(due[0]).toEqual({
      cycleNumber: 2,
      dueDate: "2025-04-07",
      cycleStart: "2025-04-07",
      cycleExpire: "2025-07-06",
    });
  });

  it("can include the first cycle", () => {
    const due = computeHoldingFeeDueDates({
      fixedCycleStart,
      through: d("2025-04-07"),
      includeFirstCycle: true,
    });
    expect(due.map((entry) => entry.dueDate)).toEqual(["2025-01-06", "2025-04-07"]);
  });

  it("stops at the MPU end", () => {
    const due = computeHoldingFeeDueDates({
      fixedCycleStart,
      through: d("2030-01-01"),
      mpuEnd: d("2025-10-06"),
    });
    expect(due.map((entry) => entry.dueDate)).toEqual(["2025-04-07", "2025-07-07", "2025-10-06"]);
  });

  it("skips cycles already paid for by a 1-year use purchase", () => {
    const due = computeHoldingFeeDueDates({
      fixedCycleStart,
      through: d("2026-04-06"),
      coveredThrough: d("2026-01-05"),
    });
    expect(due.map((entry) => entry.dueDate)).toEqual(["2026-04-06"]);
  });

  it("is empty before the second cycle starts", () => {
    expect(computeHoldingFeeDueDates({ fixedCycleStart, through: d("2025-04-06") })).toEqual([]);
  });
});

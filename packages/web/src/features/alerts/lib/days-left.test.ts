import { describe, expect, it } from "vitest";
import { describeDaysLeft } from "./days-left";

describe("describeDaysLeft", () => {
  it("says today for a due date of today", () => {
    expect(describeDaysLeft(0)).toBe("today");
  });

  it("counts the days still to go, one day in the singular", () => {
    expect(describeDaysLeft(1)).toBe("in 1 day");
    expect(describeDaysLeft(19)).toBe("in 19 days");
  });

  it("counts the days overdue once the date has passed", () => {
    expect(describeDaysLeft(-1)).toBe("1 day overdue");
    expect(describeDaysLeft(-12)).toBe("12 days overdue");
  });
});

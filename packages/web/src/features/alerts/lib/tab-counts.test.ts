import { describe, expect, it } from "vitest";
import { countOfView, tabLabelOf } from "./tab-counts";

const counts = {
  HOLDING_FEE: 2,
  USAGE_RIGHT: 3,
  MPU_EXPIRE: 0,
  TALENT_CONTRACT: 0,
  ELEMENT_EXPIRE: 0,
  MSA_CONTRACT: 0,
  REMINDER: 1,
  AIRING_ISSUES: 0,
};

describe("tab counts", () => {
  it("adds every kind up for All and takes one kind for a kind's view", () => {
    expect(countOfView("all", counts)).toBe(6);
    expect(countOfView("use-rights-expiring", counts)).toBe(3);
    expect(countOfView("mpu-expiring", counts)).toBe(0);
    expect(countOfView("to-do-list", counts)).toBeNull();
  });

  it("puts the count after the label once known, and none on an empty view", () => {
    expect(tabLabelOf("holding-fee", counts)).toBe("Holding fees (2)");
    expect(tabLabelOf("holding-fee", undefined)).toBe("Holding fees");
    expect(tabLabelOf("mpu-expiring", counts)).toBe("MPU expiring");
    expect(tabLabelOf("to-do-list", counts)).toBe("To-do list");
  });
});

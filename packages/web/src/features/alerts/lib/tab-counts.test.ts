import { describe, expect, it } from "vitest";
import { tabLabelOf } from "./tab-counts";

const views = {
  all: 6,
  "holding-fee": 2,
  "use-rights-expiring": 3,
  "mpu-expiring": 0,
  "talent-contracts-expiring": 0,
  "elements-expiring": 0,
  "msa-contracts-expiring": 0,
};

describe("tab counts", () => {
  it("puts the server's count of the view after the label once known, and none on an empty view", () => {
    expect(tabLabelOf("all", views)).toBe("All alerts (6)");
    expect(tabLabelOf("holding-fee", views)).toBe("Holding fees (2)");
    expect(tabLabelOf("holding-fee", undefined)).toBe("Holding fees");
    expect(tabLabelOf("mpu-expiring", views)).toBe("MPU expiring");
    expect(tabLabelOf("to-do-list", views)).toBe("To-do list");
  });
});

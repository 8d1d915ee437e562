import { describe, expect, it } from "vitest";
import { daysAheadOfView } from "./empty-window";

describe("daysAheadOfView", () => {
  it("says the chosen days ahead, whatever the preferences", () => {
    expect(daysAheadOfView("holding-fee", 14, { HOLDING_FEE: 60 })).toBe(14);
  });

  it("takes the user's preference for the view's kind, or the default", () => {
    expect(daysAheadOfView("holding-fee", null, { HOLDING_FEE: 60 })).toBe(60);
    expect(daysAheadOfView("elements-expiring", null, { HOLDING_FEE: 60 })).toBe(30);
  });

  it("counts MPU alerts' longer reach only on their own view", () => {
    expect(daysAheadOfView("mpu-expiring", null, {})).toBe(120);
    expect(daysAheadOfView("all", null, {})).toBe(30);
    expect(daysAheadOfView("all", null, { USAGE_RIGHT: 90 })).toBe(90);
  });
});

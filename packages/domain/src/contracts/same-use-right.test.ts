import { describe, expect, it } from "vitest";
import { isSameUseRight, type UseRightTerms } from "./same-use-right.js";

const right: UseRightTerms = {
  useRightType: "TV",
  mediaType: "TV",
  mediaSubTypes: ["NETWORK", "CABLE"],
  startCycleDate: "2025-05-01",
  cycleExpireDate: "2025-07-30",
  cycleLength: "13 WEEKS",
};

describe("isSameUseRight", () => {
  it("takes the same use, media and term as the same right, whatever the order or case of the sub types", () => {
    expect(isSameUseRight(right, { ...right, mediaSubTypes: ["cable", "NETWORK"] })).toBe(true);
  });

  it("tells rights apart by their media, their term or their use", () => {
    expect(isSameUseRight(right, { ...right, mediaType: "DIGITAL" })).toBe(false);
    expect(isSameUseRight(right, { ...right, mediaSubTypes: ["NETWORK"] })).toBe(false);
    expect(isSameUseRight(right, { ...right, cycleExpireDate: "2025-10-30" })).toBe(false);
    expect(isSameUseRight(right, { ...right, startCycleDate: null })).toBe(false);
    expect(isSameUseRight(right, { ...right, useRightType: "INTERNET" })).toBe(false);
  });
});

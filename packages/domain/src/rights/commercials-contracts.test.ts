import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import { commercialsContracts, findCommercialsContract } from "./commercials-contracts.js";

const yearOn = (text: string) => {
  const lookup = findCommercialsContract(toIsoDate(text));
  return lookup.status === "found" ? lookup.contract.contractYear : null;
};

describe("contract editions by date", () => {
  it("honours the cut-overs 2022-04-01, 2025-03-31 and 2025-04-01", () => {
    expect(yearOn("2022-03-31")).toBeNull();
    expect(yearOn("2022-04-01")).toBe(2022);
    expect(yearOn("2025-03-31")).toBe(2022);
    expect(yearOn("2025-04-01")).toBe(2025);
    expect(yearOn("2040-01-01")).toBe(2025);
  });

  it("explains a date before the first edition instead of guessing", () => {
    const lookup = findCommercialsContract(toIsoDate("2019-06-01"));
    expect(lookup).toEqual({ status: "noContract", reason: expect.stringContaining("2022-04-01") });
  });

  it("sets 21 months MPU for 2022 and 24 for 2025, the 2025 start trigger assumed unchanged", () => {
    const [c2022, c2025] = commercialsContracts;
    expect(c2022).toMatchObject({
      contractYear: 2022,
      mpuMonths: 21,
      mpuStartRuleAssumed: false,
      mpuStartRuleConfidence: "V",
    });
    expect(c2025).toMatchObject({
      contractYear: 2025,
      mpuMonths: 24,
      mpuStartRuleAssumed: true,
      mpuStartRuleConfidence: "NF",
      effectiveTo: null,
    });
  });
});

import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import { computeMpu, computeMpuEnd, computeMpuStart } from "./compute-mpu.js";

const d = toIsoDate;

describe("MPU start: earlier of first use and 13 weeks after the last production day", () => {
  it("uses first use when it comes first", () => {
    expect(computeMpuStart(d("2023-01-06"), d("2023-02-01"))).toEqual({
      start: "2023-02-01",
      trigger: "firstUse",
    });
  });

  it("uses 91 days after the last production day when the spot is not used sooner", () => {
    expect(computeMpuStart(d("2023-01-06"), d("2023-06-01"))).toEqual({
      start: "2023-04-07",
      trigger: "thirteenWeeksAfterLastProductionDay",
    });
    expect(computeMpuStart(d("2023-01-06"), null)).toEqual({
      start: "2023-04-07",
      trigger: "thirteenWeeksAfterLastProductionDay",
    });
  });

  it("counts a tie as first use", () => {
    expect(computeMpuStart(d("2023-01-06"), d("2023-04-07"))).toEqual({
      start: "2023-04-07",
      trigger: "firstUse",
    });
  });
});

describe("computeMpu", () => {
  it("gives 21 months under the 2022 contract", () => {
    const mpu = computeMpu({
      sessionDate: d("2023-01-05"),
      lastProductionDay: d("2023-01-06"),
      firstUseDate: d("2023-02-01"),
    });
    expect(mpu).toMatchObject({
      status: "found",
      contractYear: 2022,
      months: 21,
      start: "2023-02-01",
      end: "2024-10-31",
      startRuleAssumed: false,
    });
    expect(mpu.status === "found" && mpu.renegotiationWindow).toEqual({
      opens: "2024-07-03",
      closes: "2024-09-01",
    });
  });

  it("gives 24 months under the 2025 contract, flagging the assumed start rule", () => {
    const mpu = computeMpu({
      sessionDate: d("2025-04-01"),
      lastProductionDay: d("2025-04-02"),
      firstUseDate: null,
    });
    expect(mpu).toMatchObject({
      status: "found",
      contractYear: 2025,
      months: 24,
      start: "2025-07-02",
      end: "2027-07-01",
      trigger: "thirteenWeeksAfterLastProductionDay",
      startRuleAssumed: true,
      renegotiationWindow: { opens: "2027-03-03", closes: "2027-05-02" },
    });
  });

  it("picks the contract by session date at the cut-over", () => {
    const input = { lastProductionDay: d("2025-04-02"), firstUseDate: d("2025-05-01") };
    expect(computeMpu({ ...input, sessionDate: d("2025-03-31") })).toMatchObject({
      contractYear: 2022,
      months: 21,
      end: "2027-01-31",
    });
    expect(computeMpu({ ...input, sessionDate: d("2025-04-01") })).toMatchObject({
      contractYear: 2025,
      months: 24,
      end: "2027-04-30",
    });
  });

  it("refuses a session before 2022-04-01 and a production that ends before it starts", () => {
    expect(
      computeMpu({ sessionDate: d("2022-03-31"), lastProductionDay: d("2022-04-01"), firstUseDate: null })
        .status,
    ).toBe("noContract");
    expect(
      computeMpu({ sessionDate: d("2023-01-06"), lastProductionDay: d("2023-01-05"), firstUseDate: null }),
    ).toEqual({
      status: "invalid",
      reason: expect.stringContaining("before the session date"),
    });
  });

  it("computeMpuEnd counts calendar months", () => {
    expect(computeMpuEnd(d("2023-05-31"), 21)).toBe("2025-02-28");
    expect(computeMpuEnd(d("2025-04-01"), 24)).toBe("2027-03-31");
  });
});

import { describe, expect, it } from "vitest";
import { decideAssetMpu } from "./asset-mpu.js";
import { checkCastRightDates } from "./cast-cycles.js";

const principal = {
  union: "SAG AFTRA",
  performerCategory: "PRINCIPAL",
  performanceType: "ON_CAMERA",
  sessionDate: "2025-05-20",
  holdingFeesPaidThrough: null,
};

describe("decideAssetMpu", () => {
  // Session 2025-05-20 (2025 contract, 24 months), never aired: start 2025-05-20 + 91 = 2025-08-19, end 2027-08-18.
  it("is the rule's MPU when the typed end agrees", () => {
    const mpu = decideAssetMpu({
      typedEnd: "2027-08-18",
      confirmedEnd: null,
      firstAirDate: null,
      cast: [principal],
      sessionDates: [],
    });
    expect(mpu).toMatchObject({
      end: "2027-08-18",
      needsReview: false,
      computed: { start: "2025-08-19", contractYear: 2025, months: 24 },
    });
  });

  it("flags a typed end that differs and uses the earlier until it is confirmed", () => {
    const later = decideAssetMpu({
      typedEnd: "2028-07-18",
      confirmedEnd: null,
      firstAirDate: null,
      cast: [principal],
      sessionDates: [],
    });
    expect(later).toMatchObject({
      end: "2027-08-18",
      typedEnd: "2028-07-18",
      needsReview: true,
      confirmed: false,
    });
    const earlier = decideAssetMpu({
      typedEnd: "2027-01-31",
      confirmedEnd: null,
      firstAirDate: null,
      cast: [principal],
      sessionDates: [],
    });
    expect(earlier).toMatchObject({ end: "2027-01-31", needsReview: true });
    const confirmed = decideAssetMpu({
      typedEnd: "2028-07-18",
      confirmedEnd: "2028-07-18",
      firstAirDate: null,
      cast: [principal],
      sessionDates: [],
    });
    expect(confirmed).toMatchObject({ end: "2028-07-18", needsReview: false, confirmed: true });
  });

  it("moves the start to the first airing, and the last production day to the last session", () => {
    const aired = decideAssetMpu({
      typedEnd: null,
      confirmedEnd: null,
      firstAirDate: "2025-07-01",
      cast: [principal],
      sessionDates: [],
    });
    expect(aired.computed).toMatchObject({ start: "2025-07-01", trigger: "firstUse", end: "2027-06-30" });
    const twoDays = decideAssetMpu({
      typedEnd: null,
      confirmedEnd: null,
      firstAirDate: null,
      cast: [principal],
      sessionDates: ["2025-05-21"],
    });
    expect(twoDays.computed).toMatchObject({ start: "2025-08-20", lastProductionDay: "2025-05-21" });
  });

  it("keeps the typed end when no union principal has a session date", () => {
    const nonUnion = decideAssetMpu({
      typedEnd: "2027-01-01",
      confirmedEnd: null,
      firstAirDate: null,
      cast: [{ ...principal, union: "NON UNION" }],
      sessionDates: ["2025-05-21"],
    });
    expect(nonUnion).toMatchObject({ end: "2027-01-01", computed: null, needsReview: false });
  });
});

describe("checkCastRightDates", () => {
  it("accepts a union principal's right on the rule's cycle dates and refuses others, naming the field and the dates", () => {
    const right = { startCycleDate: "2026-11-17", cycleExpireDate: "2027-02-15", cycleLength: "13 weeks" };
    expect(checkCastRightDates(principal, right)).toBeNull();
    expect(
      checkCastRightDates(principal, {
        ...right,
        startCycleDate: "2026-09-07",
        cycleExpireDate: "2026-12-06",
      }),
    ).toEqual({
      field: "startCycleDate",
      message: expect.stringContaining(
        "cycle 6 counted from the session date 05/20/2025 runs 08/18/2026 to 11/16/2026",
      ) as string,
    });
    expect(checkCastRightDates(principal, { ...right, cycleExpireDate: "2027-02-20" })?.field).toBe(
      "cycleExpireDate",
    );
    expect(
      checkCastRightDates({ ...principal, union: "NON UNION" }, { ...right, startCycleDate: "2026-09-07" }),
    ).toBeNull();
  });
});

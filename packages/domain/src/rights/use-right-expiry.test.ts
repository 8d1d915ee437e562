import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import { computeUseRightExpiry, cycleRequirementOf } from "./use-right-expiry.js";

const d = toIsoDate;
const base = { usageType: "CABLE", startCycleDate: d("2025-01-06"), cycleLengthDays: 91 };

describe("cycle requirement by usage type", () => {
  it("is optional for REINSTATEMENT, absent for AUDITION, required otherwise", () => {
    expect(cycleRequirementOf("REINSTATEMENT")).toBe("optional");
    expect(cycleRequirementOf(" audition ")).toBe("none");
    expect(cycleRequirementOf("WILDSPOT")).toBe("required");
  });
});

describe("computeUseRightExpiry", () => {
  it("counts a cycle to its last covered day", () => {
    expect(computeUseRightExpiry(base)).toEqual({
      status: "expires",
      expireDate: "2025-04-06",
      basis: "cycle",
    });
  });

  it("ends a right flagged endsAtTalentMpu at the talent's MPU end", () => {
    expect(computeUseRightExpiry({ ...base, endsAtTalentMpu: true, talentMpuEnd: d("2026-10-05") })).toEqual({
      status: "expires",
      expireDate: "2026-10-05",
      basis: "talentMpu",
    });
    expect(
      computeUseRightExpiry({ ...base, useLength: "unlimitedThroughMpu", talentMpuEnd: d("2026-10-05") }),
    ).toMatchObject({ expireDate: "2026-10-05" });
    expect(
      computeUseRightExpiry({ ...base, useLength: "maximumUse", talentMpuEnd: d("2026-10-05") }),
    ).toMatchObject({ expireDate: "2026-10-05" });
    expect(computeUseRightExpiry({ ...base, endsAtTalentMpu: true })).toMatchObject({
      status: "invalid",
      field: "talentMpuEnd",
    });
  });

  it.each(["unlimited", "inPerpetuity", "physicalMedia"] as const)(
    "never ends a right of use length %s",
    (useLength) => {
      expect(computeUseRightExpiry({ ...base, useLength })).toMatchObject({ status: "never" });
    },
  );

  it("REINSTATEMENT may have no cycle length", () => {
    expect(
      computeUseRightExpiry({
        usageType: "REINSTATEMENT",
        startCycleDate: d("2025-01-06"),
        cycleLengthDays: null,
      }),
    ).toMatchObject({ status: "never" });
    expect(
      computeUseRightExpiry({
        usageType: "REINSTATEMENT",
        startCycleDate: d("2025-01-06"),
        cycleLengthDays: 91,
      }),
    ).toMatchObject({ expireDate: "2025-04-06" });
  });

  it("AUDITION has no cycle length", () => {
    expect(
      computeUseRightExpiry({ usageType: "AUDITION", startCycleDate: null, cycleLengthDays: null }),
    ).toMatchObject({ status: "never" });
    expect(
      computeUseRightExpiry({ usageType: "AUDITION", startCycleDate: null, cycleLengthDays: 91 }),
    ).toMatchObject({ status: "invalid", field: "cycleLength" });
  });

  it("reports a missing length or start", () => {
    expect(computeUseRightExpiry({ ...base, cycleLengthDays: null })).toMatchObject({
      status: "invalid",
      field: "cycleLength",
    });
    expect(computeUseRightExpiry({ ...base, startCycleDate: null })).toMatchObject({
      status: "invalid",
      field: "startCycleDate",
    });
  });
});

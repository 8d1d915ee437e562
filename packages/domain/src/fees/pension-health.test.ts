import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import type { FeeSchedule } from "./fee-schedule.js";
import { feeSchedules } from "./fee-schedules.js";
import { computePensionHealthCents, lookupPensionHealthRate } from "./pension-health.js";

const d = toIsoDate;
const onSession = (date: string) => ({
  union: "SAG-AFTRA" as const,
  keyOn: "sessionDate" as const,
  sessionDate: d(date),
});

describe("P&H rates", () => {
  it("20.5% under 2022 (19.25% JPC authorizers), 23.5% under 2025 (19.95%)", () => {
    expect(lookupPensionHealthRate(onSession("2025-03-31"))).toMatchObject({
      status: "found",
      variant: "standard",
      basisPoints: 2050,
    });
    expect(lookupPensionHealthRate({ ...onSession("2022-04-01"), variant: "jpcAuthorizer" })).toMatchObject({
      status: "found",
      basisPoints: 1925,
    });
    expect(lookupPensionHealthRate(onSession("2025-04-01"))).toMatchObject({
      status: "found",
      basisPoints: 2350,
    });
    expect(lookupPensionHealthRate({ ...onSession("2027-06-01"), variant: "jpcAuthorizer" })).toMatchObject({
      status: "found",
      basisPoints: 1995,
    });
  });

  it("no schedule before 2022-04-01", () => {
    expect(lookupPensionHealthRate(onSession("2022-03-31"))).toMatchObject({
      status: "noSchedule",
      variant: "standard",
    });
  });

  it("missing when a schedule has no confirmed rate", () => {
    const [first] = feeSchedules as [FeeSchedule];
    const unconfirmed: FeeSchedule[] = [
      {
        ...first,
        pensionHealth: [
          { variant: "standard", confidence: "NF", basisPoints: null, sourceUrl: null, note: "not found" },
        ],
      },
    ];
    expect(lookupPensionHealthRate(onSession("2023-01-01"), unconfirmed)).toMatchObject({
      status: "missing",
      confidence: "NF",
      reason: expect.stringContaining("not found"),
    });
    expect(
      lookupPensionHealthRate({ ...onSession("2023-01-01"), variant: "jpcAuthorizer" }, unconfirmed),
    ).toMatchObject({ status: "missing", confidence: null });
  });
});

describe("computePensionHealthCents", () => {
  it("rounds half up to the cent", () => {
    expect(computePensionHealthCents(82230, 2350)).toBe(19324);
    expect(computePensionHealthCents(78310, 2050)).toBe(16054);
    expect(computePensionHealthCents(10, 2050)).toBe(2);
    expect(computePensionHealthCents(0, 2350)).toBe(0);
  });

  it("refuses fractional or negative inputs", () => {
    expect(() => computePensionHealthCents(1.5, 2350)).toThrow(RangeError);
    expect(() => computePensionHealthCents(-1, 2350)).toThrow(RangeError);
    expect(() => computePensionHealthCents(100, 0.5)).toThrow(RangeError);
  });
});

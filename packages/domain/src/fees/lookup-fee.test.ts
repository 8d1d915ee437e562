import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import type { FeeSchedule } from "./fee-schedule.js";
import { feeSchedules } from "./fee-schedules.js";
import { lookupFee, lookupHoldingFee } from "./lookup-fee.js";

const d = toIsoDate;
const onSession = (date: string) => ({
  union: "SAG-AFTRA" as const,
  keyOn: "sessionDate" as const,
  sessionDate: d(date),
});

describe("lookupFee: confirmed figures", () => {
  it("on-camera principal session: $783.10 under 2022, $822.30 under 2025 year 1", () => {
    expect(lookupFee({ ...onSession("2022-04-01"), category: "onCameraPrincipalSession" })).toMatchObject({
      status: "found",
      amountCents: 78310,
      schedule: { contractYear: 2022 },
    });
    expect(lookupFee({ ...onSession("2025-03-31"), category: "onCameraPrincipalSession" })).toMatchObject({
      status: "found",
      amountCents: 78310,
    });
    expect(lookupFee({ ...onSession("2025-04-01"), category: "onCameraPrincipalSession" })).toMatchObject({
      status: "found",
      amountCents: 82230,
      schedule: { id: "SAG-AFTRA-2025-Y1", contractYear: 2025, yearOfContract: 1 },
      source: "https://online.flippingbook.com/view/785349758/40",
    });
  });

  it("2025 streaming 1 year $10,000 and national cable 1 year $13,500", () => {
    expect(lookupFee({ ...onSession("2025-06-01"), category: "streaming1Year" })).toMatchObject({
      status: "found",
      amountCents: 1_000_000,
    });
    expect(lookupFee({ ...onSession("2025-06-01"), category: "nationalCable1Year" })).toMatchObject({
      status: "found",
      amountCents: 1_350_000,
    });
  });

  it("2022 Class A cap $20,000 per 13-week cycle", () => {
    expect(lookupFee({ ...onSession("2023-06-01"), category: "classACapPer13Weeks" })).toMatchObject({
      status: "found",
      amountCents: 2_000_000,
    });
  });
});

describe("lookupHoldingFee: holding fee = session fee", () => {
  it("is $822.30 for a 2025 on-camera principal", () => {
    expect(
      lookupHoldingFee({ ...onSession("2025-04-01"), sessionCategory: "onCameraPrincipalSession" }),
    ).toMatchObject({ status: "found", amountCents: 82230 });
  });

  it("for a 2022 spot held into a cycle starting after the cut-over, follows keyOn", () => {
    const key = {
      union: "SAG-AFTRA" as const,
      sessionCategory: "onCameraPrincipalSession" as const,
      sessionDate: d("2025-01-06"),
      cycleStart: d("2025-04-07"),
    };
    expect(lookupHoldingFee({ ...key, keyOn: "sessionDate" })).toMatchObject({ amountCents: 78310 });
    expect(lookupHoldingFee({ ...key, keyOn: "cycleStart" })).toMatchObject({ amountCents: 82230 });
  });
});

describe("lookupFee: never a guessed or zero amount", () => {
  it("a derived figure (D) is missing, naming category, schedule and why", () => {
    const result = lookupFee({ ...onSession("2023-01-10"), category: "streaming1Year" });
    expect(result).toMatchObject({
      status: "missing",
      category: "streaming1Year",
      confidence: "D",
      schedule: { id: "SAG-AFTRA-2022" },
    });
    expect(result.status === "missing" && result.reason).toContain(
      "The one-year streaming fee in SAG-AFTRA Commercials Contract 2022 is not confirmed (derived by arithmetic, not published)",
    );
    expect(result).not.toHaveProperty("amountCents");
  });

  it("a not-found figure (NF) is missing", () => {
    expect(lookupFee({ ...onSession("2025-06-01"), category: "group3To5Session" })).toMatchObject({
      status: "missing",
      confidence: "NF",
    });
    expect(lookupFee({ ...onSession("2023-06-01"), category: "nationalCable1Year" })).toMatchObject({
      status: "missing",
      confidence: "NF",
    });
  });

  it("2025 year 2 on-camera (x1.04, derived) is missing", () => {
    expect(lookupFee({ ...onSession("2026-06-01"), category: "onCameraPrincipalSession" })).toMatchObject({
      status: "missing",
      confidence: "D",
      schedule: { yearOfContract: 2 },
    });
    expect(
      lookupHoldingFee({ ...onSession("2027-06-01"), sessionCategory: "offCameraPrincipalSession" }),
    ).toMatchObject({ status: "missing", schedule: { yearOfContract: 3 } });
  });

  it("a date before the first schedule is noSchedule", () => {
    expect(lookupFee({ ...onSession("2022-03-31"), category: "onCameraPrincipalSession" })).toEqual({
      status: "noSchedule",
      category: "onCameraPrincipalSession",
      reason: expect.stringContaining("2022-04-01"),
    });
  });

  it("a category the schedule does not record is missing", () => {
    const [first] = feeSchedules as [FeeSchedule];
    const bare: FeeSchedule[] = [{ ...first, rates: [] }];
    expect(
      lookupFee({ ...onSession("2023-06-01"), category: "onCameraPrincipalSession" }, bare),
    ).toMatchObject({
      status: "missing",
      confidence: null,
      reason: expect.stringMatching(/records no .+ fee/),
    });
  });
});

import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import { proposeUnionFees } from "./propose-union-fees.js";

const principal = (date: string) =>
  proposeUnionFees({
    union: "SAG-AFTRA",
    sessionCategory: "onCameraPrincipalSession",
    contractDate: toIsoDate(date),
  });

describe("proposeUnionFees", () => {
  it("proposes from different schedules on either side of the 2025 cut-over", () => {
    const before = principal("2025-03-31").session;
    const after = principal("2025-04-01").session;
    expect(before).toMatchObject({ status: "proposed", amountCents: 78310 });
    expect(after).toMatchObject({ status: "proposed", amountCents: 82230, scheduleId: "SAG-AFTRA-2025-Y1" });
    expect(before.scheduleId).not.toBe(after.scheduleId);
    expect(after.text).toBe(
      "Session fee: $822.30 (SAG-AFTRA Commercials Contract 2025, year 1, in force on 04/01/2025).",
    );
    expect(principal("2025-04-01").holding).toMatchObject({ status: "proposed", amountCents: 82230 });
  });

  it("says plainly when the contract is dated before the first known schedule", () => {
    const fee = principal("2019-06-01").session;
    expect(fee).toMatchObject({ status: "missing", scheduleId: null });
    expect(fee.text).toBe(
      "No confirmed SAG-AFTRA session fee for a contract dated 06/01/2019: enter the amount agreed.",
    );
    expect(fee).not.toHaveProperty("estimate");
  });

  it("says in a sentence that a later year has no confirmed fee yet, and offers the derived figure only as an estimate", () => {
    const fee = principal("2027-05-01").session;
    expect(fee).toMatchObject({ status: "missing", scheduleId: "SAG-AFTRA-2025-Y3" });
    expect(fee.text).toBe(
      "No confirmed SAG-AFTRA session fee for 2027 yet: the last confirmed figure is $822.30 for 2025–2026 (SAG-AFTRA Commercials Contract 2025, year 1).",
    );
    if (fee.status !== "missing") throw new Error("expected a missing fee");
    expect(fee.lastConfirmed?.source).toBe("https://online.flippingbook.com/view/785349758/40");
    // Year 2 +4%, then year 3 +3%, each rounded to the cent: the reference's ≈$880.85.
    expect(fee.estimate?.amountCents).toBe(88085);
    expect(fee).not.toHaveProperty("amountCents");
    expect(principal("2027-05-01").holding.text).toMatch(/^No confirmed SAG-AFTRA holding fee for 2027 yet/);
  });

  it("offers no estimate past the last schedule or for a fee never confirmed", () => {
    const late = principal("2029-01-10").session;
    expect(late.text).toMatch(
      /^No confirmed SAG-AFTRA session fee for 2029 yet: the last confirmed figure is \$822\.30/,
    );
    expect(late).not.toHaveProperty("estimate");
    const offCamera = proposeUnionFees({
      union: "SAG-AFTRA",
      sessionCategory: "offCameraPrincipalSession",
      contractDate: toIsoDate("2026-05-01"),
    }).session;
    expect(offCamera.text).toBe(
      "No confirmed SAG-AFTRA off-camera session fee for a contract dated 05/01/2026: enter the amount agreed.",
    );
  });

  it("shows a rate the sources do not confirm as missing, never as zero", () => {
    const fee = proposeUnionFees({
      union: "AFM",
      sessionCategory: "onCameraPrincipalSession",
      contractDate: toIsoDate("2025-04-01"),
    }).session;
    expect(fee.status).toBe("missing");
    expect(fee).not.toHaveProperty("amountCents");
  });
});

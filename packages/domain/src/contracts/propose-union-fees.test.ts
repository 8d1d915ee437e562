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
      "Session fee: no confirmed rate for a contract dated 06/01/2019. 2019-06-01 is before the first SAG-AFTRA schedule (2022-04-01); earlier rates are not loaded. Enter the amount agreed.",
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

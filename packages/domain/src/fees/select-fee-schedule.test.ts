import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import type { FeeSchedule } from "./fee-schedule.js";
import { feeSchedules } from "./fee-schedules.js";
import { selectFeeSchedule } from "./select-fee-schedule.js";

const d = toIsoDate;
const onSession = (text: string) =>
  selectFeeSchedule("SAG-AFTRA", { keyOn: "sessionDate", sessionDate: d(text) });
const idOn = (text: string) => {
  const selection = onSession(text);
  return selection.status === "found" ? selection.schedule.id : selection.status;
};

describe("selectFeeSchedule: the cut-overs", () => {
  it("2022-03-31 has no schedule, and says why", () => {
    expect(onSession("2022-03-31")).toEqual({
      status: "noSchedule",
      keyDate: "2022-03-31",
      reason: expect.stringContaining("before the first SAG-AFTRA schedule (2022-04-01)"),
    });
  });

  it.each([
    ["2022-04-01", "SAG-AFTRA-2022"],
    ["2025-03-31", "SAG-AFTRA-2022"],
    ["2025-04-01", "SAG-AFTRA-2025-Y1"],
    ["2026-03-31", "SAG-AFTRA-2025-Y1"],
    ["2026-04-01", "SAG-AFTRA-2025-Y2"],
    ["2027-04-01", "SAG-AFTRA-2025-Y3"],
    ["2028-03-31", "SAG-AFTRA-2025-Y3"],
  ])("%s -> %s", (date, id) => expect(idOn(date)).toBe(id));

  it("has no schedule after the last known one", () => {
    expect(onSession("2028-04-01")).toEqual({
      status: "noSchedule",
      keyDate: "2028-04-01",
      reason: expect.stringContaining("2022-04-01 to 2028-03-31"),
    });
  });
});

describe("selectFeeSchedule: key date", () => {
  it("keys on the cycle start when asked", () => {
    const key = { sessionDate: d("2025-01-06"), cycleStart: d("2025-04-07") };
    expect(selectFeeSchedule("SAG-AFTRA", { ...key, keyOn: "sessionDate" })).toMatchObject({
      schedule: { contractYear: 2022 },
      keyDate: "2025-01-06",
    });
    expect(selectFeeSchedule("SAG-AFTRA", { ...key, keyOn: "cycleStart" })).toMatchObject({
      schedule: { contractYear: 2025 },
      keyDate: "2025-04-07",
    });
  });

  it("refuses to guess when keyed on a cycle start that is missing", () => {
    expect(selectFeeSchedule("SAG-AFTRA", { keyOn: "cycleStart", sessionDate: d("2025-04-01") })).toEqual({
      status: "noSchedule",
      keyDate: null,
      reason: expect.stringContaining("no cycle start"),
    });
  });

  it("has no AFM schedule", () => {
    expect(selectFeeSchedule("AFM", { keyOn: "sessionDate", sessionDate: d("2025-04-01") })).toEqual({
      status: "noSchedule",
      keyDate: "2025-04-01",
      reason: expect.stringContaining("No AFM rate schedule"),
    });
  });

  it("reports a gap between schedules and an open-ended last schedule", () => {
    const [first, second] = feeSchedules as [FeeSchedule, FeeSchedule];
    const gapped: FeeSchedule[] = [{ ...second, effectiveFrom: d("2025-06-01"), effectiveTo: null }, first];
    expect(
      selectFeeSchedule("SAG-AFTRA", { keyOn: "sessionDate", sessionDate: d("2025-05-01") }, gapped),
    ).toMatchObject({
      status: "noSchedule",
      reason: expect.stringContaining("2022-04-01 to open-ended"),
    });
  });
});

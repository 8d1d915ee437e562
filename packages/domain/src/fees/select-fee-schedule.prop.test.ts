import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../dates/date-arithmetic.js";
import { fromDayNumber, toDayNumber } from "../dates/day-number.js";
import { toIsoDate, type IsoDate } from "../dates/iso-date.js";
import { findCommercialsContract } from "../rights/commercials-contracts.js";
import { feeUnions } from "./fee-schedule.js";
import { feeSchedules } from "./fee-schedules.js";
import { selectFeeSchedule } from "./select-fee-schedule.js";

const around = fc
  .integer({ min: toDayNumber(toIsoDate("2020-01-01")), max: toDayNumber(toIsoDate("2030-12-31")) })
  .map(fromDayNumber);
const scheduleId = (date: IsoDate) => {
  const selection = selectFeeSchedule("SAG-AFTRA", { keyOn: "sessionDate", sessionDate: date });
  return selection.status === "found" ? selection.schedule.id : null;
};
const contractYear = (date: IsoDate) => {
  const lookup = findCommercialsContract(date);
  return lookup.status === "found" ? lookup.contract.contractYear : null;
};

/** Days on which the answer may change: each schedule's first day and the day after its last. */
const scheduleCutOvers = new Set(
  feeSchedules.flatMap((schedule) => [
    schedule.effectiveFrom,
    ...(schedule.effectiveTo ? [addDays(schedule.effectiveTo, 1)] : []),
  ]),
);

describe("schedule choice (properties)", () => {
  it("is total: every date and union gets found or an explained noSchedule, never a throw", () => {
    fc.assert(
      fc.property(
        around,
        fc.constantFrom(...feeUnions),
        fc.constantFrom("sessionDate", "cycleStart") as fc.Arbitrary<"sessionDate" | "cycleStart">,
        (date, union, keyOn) => {
          const selection = selectFeeSchedule(union, { keyOn, sessionDate: date, cycleStart: date });
          return selection.status === "found" || selection.reason.length > 0;
        },
      ),
    );
  });

  it("changes only at cut-overs", () => {
    fc.assert(
      fc.property(around, (date) => {
        const next = addDays(date, 1);
        if (scheduleId(date) !== scheduleId(next)) expect(scheduleCutOvers.has(next)).toBe(true);
      }),
    );
  });

  it("the contract edition changes only at 2022-04-01 and 2025-04-01 (2025-03-31 is the last 2022 day)", () => {
    fc.assert(
      fc.property(around, (date) => {
        const next = addDays(date, 1);
        if (contractYear(date) !== contractYear(next)) expect(["2022-04-01", "2025-04-01"]).toContain(next);
      }),
    );
  });

  it("fee schedule and contract edition agree on the contract year", () => {
    fc.assert(
      fc.property(around, (date) => {
        const selection = selectFeeSchedule("SAG-AFTRA", { keyOn: "sessionDate", sessionDate: date });
        if (selection.status === "found") expect(selection.schedule.contractYear).toBe(contractYear(date));
        else expect(date < "2022-04-01" || date > "2028-03-31").toBe(true);
      }),
    );
  });

  it("keying on the cycle start is the same choice as a session on that day", () => {
    fc.assert(
      fc.property(around, around, (sessionDate, cycleStart) => {
        const byCycle = selectFeeSchedule("SAG-AFTRA", { keyOn: "cycleStart", sessionDate, cycleStart });
        return (byCycle.status === "found" ? byCycle.schedule.id : null) === scheduleId(cycleStart);
      }),
    );
  });
});

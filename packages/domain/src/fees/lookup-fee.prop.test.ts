import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromDayNumber, toDayNumber } from "../dates/day-number.js";
import { toIsoDate } from "../dates/iso-date.js";
import { feeCategories, feeUnions } from "./fee-schedule.js";
import { feeSchedules } from "./fee-schedules.js";
import { lookupFee } from "./lookup-fee.js";

const date = fc
  .integer({ min: toDayNumber(toIsoDate("2020-01-01")), max: toDayNumber(toIsoDate("2030-12-31")) })
  .map(fromDayNumber);

describe("lookupFee (properties)", () => {
  it("found means a positive amount from a V row of the schedule in force; nothing else carries an amount", () => {
    fc.assert(
      fc.property(
        date,
        fc.constantFrom(...feeUnions),
        fc.constantFrom(...feeCategories),
        (sessionDate, union, category) => {
          const result = lookupFee({ union, category, keyOn: "sessionDate", sessionDate });
          if (result.status !== "found") {
            expect(result).not.toHaveProperty("amountCents");
            expect(result.reason.length).toBeGreaterThan(0);
            return;
          }
          expect(result.amountCents).toBeGreaterThan(0);
          const row = feeSchedules
            .find((schedule) => schedule.id === result.schedule.id)
            ?.rates.find((rate) => rate.category === category);
          expect(row?.confidence).toBe("V");
          expect(
            sessionDate >= result.schedule.effectiveFrom &&
              (result.schedule.effectiveTo === null || sessionDate <= result.schedule.effectiveTo),
          ).toBe(true);
        },
      ),
    );
  });
});

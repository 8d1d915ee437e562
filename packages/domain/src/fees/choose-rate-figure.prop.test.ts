import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromDayNumber, toDayNumber } from "../dates/day-number.js";
import { toIsoDate } from "../dates/iso-date.js";
import { chooseRateFigure } from "./choose-rate-figure.js";
import { feeCategories } from "./fee-schedule.js";
import { lookupFee } from "./lookup-fee.js";

const day = fc
  .integer({ min: toDayNumber(toIsoDate("2021-01-01")), max: toDayNumber(toIsoDate("2029-12-31")) })
  .map(fromDayNumber);

describe("chooseRateFigure without client entries", () => {
  it("answers exactly what lookupFee answers: the same amount, or missing with the same reason", () => {
    fc.assert(
      fc.property(day, fc.constantFrom(...feeCategories), (sessionDate, category) => {
        const input = { union: "SAG-AFTRA" as const, category, keyOn: "sessionDate" as const, sessionDate };
        const lookup = lookupFee(input);
        const figure = chooseRateFigure(input);
        if (lookup.status === "found")
          expect(figure).toMatchObject({ source: "shippedConfirmed", amountCents: lookup.amountCents });
        else
          expect(figure).toEqual({
            source: "missing",
            amountCents: null,
            note: lookup.reason,
            entryId: null,
          });
      }),
    );
  });
});

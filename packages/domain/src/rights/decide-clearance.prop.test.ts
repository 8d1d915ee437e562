import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mediaCatalogue } from "../media/media-catalogue.js";
import { addDays } from "../dates/date-arithmetic.js";
import { fromDayNumber, toDayNumber } from "../dates/day-number.js";
import { toIsoDate, type IsoDate } from "../dates/iso-date.js";
import { sessionFeeCategories } from "../fees/fee-schedule.js";
import { clearanceVerdicts, type ClearanceVerdict } from "./clearance-reason.js";
import { useCycleLengths } from "./cycle-lengths.js";
import { decideClearance, type ClearanceInput, type ClearanceMpu } from "./decide-clearance.js";
import type { ClearanceElementLicence } from "./evaluate-element-licence.js";
import type { ClearanceUseRight, CycleRenewal } from "./evaluate-use-right.js";
import { computeHoldingFeeDueDates, FIXED_CYCLE_DAYS } from "./holding-fee-due-dates.js";
import type { MediaGrant, RequestedMedia } from "./media-coverage.js";
import { useLengths } from "./use-right-expiry.js";

const day = fc
  .integer({ min: toDayNumber(toIsoDate("2024-01-01")), max: toDayNumber(toIsoDate("2028-12-31")) })
  .map(fromDayNumber);
const lengthDays = fc.constantFrom(...useCycleLengths.map((entry) => entry.days));
const territory = fc.constantFrom(null, "US", "UK", "worldwide");
const rank = (verdict: ClearanceVerdict): number => clearanceVerdicts.indexOf(verdict);

const mainType = fc.constantFrom(...mediaCatalogue);
const grant: fc.Arbitrary<MediaGrant> = mainType.chain((type) =>
  fc.subarray(type.subtypes.map((sub) => sub.name)).map((subtypes) => ({ type: type.name, subtypes })),
);
const requested: fc.Arbitrary<RequestedMedia> = mainType.chain((type) =>
  fc
    .option(fc.constantFrom("", ...type.subtypes.map((sub) => sub.name)))
    .map((subtype) => ({ type: type.name, subtype })),
);

const renewal = (sessionDate: IsoDate): fc.Arbitrary<CycleRenewal> =>
  fc.record({
    kind: fc.constant("holdingFee" as const),
    union: fc.constantFrom("SAG-AFTRA" as const, "AFM" as const),
    sessionCategory: fc.constantFrom(...sessionFeeCategories),
    keyOn: fc.constantFrom("sessionDate" as const, "cycleStart" as const),
    sessionDate: fc.constant(sessionDate),
  });

const anyUseRight: fc.Arbitrary<ClearanceUseRight> = fc.record({
  id: fc.constantFrom("UR-1", "UR-2", "UR-3"),
  label: fc.constant("Right"),
  useRightType: fc.constantFrom("CABLE", "WILDSPOT", "AUDITION", "REINSTATEMENT"),
  useLength: fc.constantFrom(...useLengths),
  media: grant,
  cycleStart: fc.option(day),
  cycleLengthDays: fc.option(lengthDays),
  paidThrough: fc.option(day),
  endsAtTalentMpu: fc.boolean(),
  renewal: fc.option(day.chain(renewal)),
});

const licence = (termStart: fc.Arbitrary<IsoDate>, termEnd: fc.Arbitrary<IsoDate | null>) =>
  fc.record({
    id: fc.constantFrom("EL-1", "EL-2"),
    label: fc.constant("Element"),
    termStart,
    termEnd,
    media: fc.array(grant, { maxLength: 2 }),
    territory,
  });

const anyMpu: fc.Arbitrary<ClearanceMpu | null> = fc.option(
  day.map((end) => ({ kind: "given" as const, id: "MPU", label: "MPU", end })),
);

const anyInput: fc.Arbitrary<ClearanceInput> = fc.record({
  airDate: day,
  today: day,
  media: requested,
  territory,
  useRights: fc.array(anyUseRight, { maxLength: 3 }),
  elementLicences: fc.array(licence(day, fc.option(day)), { maxLength: 2 }),
  mpu: anyMpu,
});

/** A right covering all media whose recorded cycle began `offset` days before the air date, renewable. */
const renewableRightAround = (airDate: IsoDate): fc.Arbitrary<ClearanceUseRight> =>
  fc
    .record({ length: lengthDays, cycles: fc.nat({ max: 3 }), into: fc.nat(), session: fc.constant(airDate) })
    .chain(({ length, cycles, into, session }) =>
      renewal(session).map((fee) => ({
        id: "UR-1",
        label: "Right",
        useRightType: "CABLE",
        media: { type: "ALL MEDIA" },
        cycleStart: addDays(airDate, -(cycles * length + (into % length))),
        cycleLengthDays: length,
        renewal: fee,
      })),
    );

describe("decideClearance (properties)", () => {
  it("a date before every expiry, with every media and territory covered, is never notCleared", () => {
    const scenario = day.chain((airDate) =>
      fc.record({
        airDate: fc.constant(airDate),
        today: day,
        media: requested,
        territory,
        useRights: fc.array(renewableRightAround(airDate), { minLength: 1, maxLength: 3 }),
        elementLicences: fc.array(
          licence(
            fc.nat({ max: 400 }).map((n) => addDays(airDate, -n)),
            fc.option(fc.nat({ max: 400 }).map((n) => addDays(airDate, n))),
          ).map((entry): ClearanceElementLicence => ({
            ...entry,
            media: [{ type: "ALL MEDIA" }],
            territory: null,
          })),
          { maxLength: 3 },
        ),
        mpu: fc
          .nat({ max: 800 })
          .map((n): ClearanceMpu => ({ kind: "given", id: "M", label: "M", end: addDays(airDate, n) })),
      }),
    );
    fc.assert(
      fc.property(scenario, (input) => {
        const decision = decideClearance(input);
        expect(decision.verdict).not.toBe("notCleared");
        const inFirstCycle = input.useRights.some(
          (right) =>
            right.cycleStart !== null &&
            right.cycleLengthDays !== null &&
            addDays(right.cycleStart, right.cycleLengthDays) > input.airDate,
        );
        if (inFirstCycle) expect(decision.verdict).toBe("cleared");
      }),
    );
  });

  it("adding an element licence or an earlier MPU never makes the verdict better", () => {
    fc.assert(
      fc.property(anyInput, licence(day, fc.option(day)), fc.nat({ max: 500 }), (input, extra, earlier) => {
        const before = rank(decideClearance(input).verdict);
        const withLicence = decideClearance({
          ...input,
          elementLicences: [...(input.elementLicences ?? []), extra],
        });
        expect(rank(withLicence.verdict)).toBeGreaterThanOrEqual(before);
        if (input.mpu?.kind === "given") {
          const shorter = { ...input.mpu, end: addDays(input.mpu.end, -earlier) };
          expect(rank(decideClearance({ ...input, mpu: shorter }).verdict)).toBeGreaterThanOrEqual(before);
        }
      }),
    );
  });

  it("names at least one reason unless cleared, and a payable verdict says what to pay, by when, never a zero", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const decision = decideClearance(input);
        expect(decision.reasons.length === 0).toBe(decision.verdict === "cleared");
        if (decision.verdict === "cleared") expect(decision.coveredBy.length).toBeGreaterThan(0);
        for (const reason of decision.reasons) {
          expect(reason.message.length).toBeGreaterThan(0);
          if (reason.kind !== "useRightUnpaid") {
            expect(decision.verdict).toBe("notCleared");
            continue;
          }
          expect(reason.payments.length).toBeGreaterThan(0);
          const last = reason.payments.at(-1);
          expect(
            last !== undefined && last.cycleStart <= input.airDate && input.airDate <= last.cycleExpire,
          ).toBe(true);
          for (const payment of reason.payments) {
            expect(payment.dueDate).toBe(payment.cycleStart);
            expect(payment.cycleStart > reason.lastCoveredDay).toBe(true);
            if (payment.fee.status === "found") expect(payment.fee.amountCents).toBeGreaterThan(0);
            else expect(payment.fee).not.toHaveProperty("amountCents");
          }
          const allFound = reason.payments.every((payment) => payment.fee.status === "found");
          expect(reason.totalCents === null).toBe(!allFound);
        }
      }),
    );
  });

  it("asks for holding fees on 13-week cycles exactly when computeHoldingFeeDueDates says they fall due", () => {
    const scenario = fc.record({
      start: day,
      airDate: day,
      paidThrough: fc.option(day),
      mpuEnd: day,
      fee: day.chain(renewal),
    });
    fc.assert(
      fc.property(scenario, ({ start, airDate, paidThrough, mpuEnd, fee }) => {
        const right: ClearanceUseRight = {
          id: "UR-1",
          label: "Cable",
          useRightType: "CABLE",
          media: { type: "ALL MEDIA" },
          cycleStart: start,
          cycleLengthDays: FIXED_CYCLE_DAYS,
          paidThrough,
          renewal: fee,
        };
        const mpu: ClearanceMpu = { kind: "given", id: "M", label: "M", end: mpuEnd };
        const decision = decideClearance({
          airDate,
          today: airDate,
          media: { type: "DIGITAL" },
          useRights: [right],
          mpu,
        });
        const due =
          airDate < start || airDate > mpuEnd
            ? []
            : computeHoldingFeeDueDates({
                fixedCycleStart: start,
                through: airDate,
                mpuEnd,
                coveredThrough: paidThrough,
              });
        const [reason] = decision.reasons.filter((entry) => entry.kind === "useRightUnpaid");
        const asked = reason?.kind === "useRightUnpaid" ? reason.payments : [];
        expect(asked.map((payment) => [payment.cycleNumber, payment.dueDate])).toEqual(
          due.map((entry) => [entry.cycleNumber, entry.dueDate]),
        );
      }),
    );
  });
});

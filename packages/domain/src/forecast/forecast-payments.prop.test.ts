import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, diffDays, isDateInRange } from "../dates/date-arithmetic.js";
import { fromDayNumber, toDayNumber } from "../dates/day-number.js";
import { toIsoDate, type IsoDate } from "../dates/iso-date.js";
import { feeCategories } from "../fees/fee-schedule.js";
import { RateCardEntrySchema, type RateCardEntry } from "../fees/rate-card-entry.js";
import { FIXED_CYCLE_DAYS } from "../rights/holding-fee-due-dates.js";
import type { RenewalDecision, RenewalSubject } from "../renewals/renewal-decision.js";
import { castMember, spot, streamingRight } from "./forecast.fixtures.js";
import type { ForecastElement, ForecastInput, ForecastSpot } from "./forecast-input.js";
import { forecastPayments } from "./forecast-payments.js";
import { forecastWindow, splitWindow } from "./forecast-window.js";

const dayBetween = (from: string, to: string) =>
  fc.integer({ min: toDayNumber(toIsoDate(from)), max: toDayNumber(toIsoDate(to)) }).map(fromDayNumber);

const castArb = (castItemId: number) =>
  fc
    .record({
      onCamera: fc.boolean(),
      sessionDate: dayBetween("2024-01-01", "2026-12-31"),
      paidCycles: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
      agreed: fc.option(fc.integer({ min: 50_000, max: 200_000 }), { nil: null, freq: 4 }),
      performerId: fc.option(fc.constantFrom(11, 12), { nil: null }),
      editedOut: fc.boolean().map((out) => out && castItemId % 3 === 0),
    })
    .map(({ onCamera, sessionDate, paidCycles, agreed, performerId, editedOut }) =>
      castMember({
        castItemId,
        name: `Performer ${castItemId}`,
        performerCategory: onCamera ? "PRINCIPAL" : "VOICE OVER",
        performanceType: onCamera ? "ON_CAMERA" : "OFF_CAMERA",
        sessionDate,
        holdingFeesPaidThrough:
          paidCycles === null ? null : addDays(sessionDate, paidCycles * FIXED_CYCLE_DAYS),
        agreedHoldingFeeCents: agreed,
        performerId,
        editedOut,
      }),
    );

const spotArb = (assetId: number): fc.Arbitrary<ForecastSpot> =>
  fc
    .record({
      cast: fc
        .integer({ min: 0, max: 3 })
        .chain((count) =>
          fc.tuple(...Array.from({ length: count }, (_, i) => castArb(assetId * 10 + i + 1))),
        ),
      mpuEnd: fc.option(dayBetween("2025-06-01", "2028-12-31"), { nil: null }),
      mpu: fc.option(
        fc.record({
          months: fc.constantFrom(21, 24),
          noticeDate: fc.option(dayBetween("2025-01-01", "2028-12-31"), { nil: null }),
        }),
        { nil: null },
      ),
      streaming: fc.option(dayBetween("2024-06-01", "2026-06-01"), { nil: null }),
    })
    .map(({ cast, mpuEnd, mpu, streaming }) =>
      spot({
        assetId,
        cast,
        expireMpuEndDate: mpuEnd,
        mpu: mpu === null ? null : { ...mpu, renegotiatedAmountCents: null },
        useRights:
          streaming === null
            ? []
            : [
                {
                  ...streamingRight,
                  id: assetId * 100,
                  startCycleDate: streaming,
                  cycleExpireDate: addDays(streaming, 364),
                },
              ],
      }),
    );

const elementArb = (id: number): fc.Arbitrary<ForecastElement> =>
  fc
    .record({
      termEnd: fc.option(dayBetween("2025-01-01", "2027-12-31"), { nil: null }),
      months: fc.option(fc.constantFrom(3, 6, 12), { nil: null }),
      amount: fc.option(fc.integer({ min: 10_000, max: 500_000 }), { nil: null }),
    })
    .map(({ termEnd, months, amount }) => ({
      id,
      title: `Element ${id}`,
      licences: [{ id: 1, label: "Sync", termEnd, renewal: { months, amountCents: amount } }],
    }));

const inputArb = fc
  .record({
    spots: fc
      .integer({ min: 1, max: 3 })
      .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => spotArb(i + 1)))),
    elements: fc
      .integer({ min: 0, max: 2 })
      .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => elementArb(i + 1)))),
  })
  .map(({ spots, elements }): ForecastInput => ({ spots, elements, decisions: [], rateCard: [] }));

const todayArb = dayBetween("2025-01-01", "2027-06-30");

function subjectsOf(input: ForecastInput): RenewalSubject[] {
  return [
    ...input.spots.flatMap((s): RenewalSubject[] => [
      { kind: "mpuRenegotiation", assetId: s.assetId },
      ...s.cast.map((m): RenewalSubject => ({
        kind: "holdingFee",
        assetId: s.assetId,
        castItemId: m.castItemId,
      })),
      ...s.useRights.map((r): RenewalSubject => ({
        kind: "useRightCycle",
        assetId: s.assetId,
        useRightId: r.id,
      })),
    ]),
    ...input.elements.map((e): RenewalSubject => ({ kind: "licenceRenewal", elementId: e.id, licenceId: 1 })),
  ];
}

const withDecisions = inputArb.chain((input) =>
  fc.subarray(subjectsOf(input)).map((subjects) => ({
    ...input,
    decisions: subjects.map((subject): RenewalDecision => ({
      subject,
      choice: "notRenewing",
      decidedBy: "Dana",
      decidedOn: toIsoDate("2025-01-01"),
    })),
  })),
);

const entryArb = fc
  .record({
    category: fc.constantFrom(...feeCategories),
    from: dayBetween("2024-01-01", "2027-12-31"),
    days: fc.option(fc.integer({ min: 0, max: 900 }), { nil: null }),
    amountCents: fc.integer({ min: 1, max: 900_000 }),
  })
  .map(({ category, from, days, amountCents }): RateCardEntry =>
    RateCardEntrySchema.parse({
      id: "added",
      union: "SAG-AFTRA",
      agreement: null,
      contractYear: 2025,
      category,
      medium: null,
      effectiveFrom: from,
      effectiveTo: days === null ? null : addDays(from, days),
      amountCents,
      source: "Client sheet",
      confidence: "V",
      performerId: null,
      origin: "client",
    }),
  );

describe("forecastPayments properties", () => {
  it("a release never raises the total: it only sets payments apart, and what is left is unchanged", () => {
    fc.assert(
      fc.property(withDecisions, todayArb, (input, today) => {
        const window = forecastWindow(today);
        const all = forecastPayments({ ...input, decisions: [] }, window);
        const decided = forecastPayments(input, window);
        expect(decided.total.amountCents).toBeLessThanOrEqual(all.total.amountCents);
        expect(decided.total.missingCount).toBeLessThanOrEqual(all.total.missingCount);
        expect(decided.total.amountCents + decided.saving.amountCents).toBe(all.total.amountCents);
        const key = (payment: object) => JSON.stringify(payment);
        const releasedKeys = new Set(decided.released.map(key));
        expect(all.payments.filter((payment) => !releasedKeys.has(key(payment)))).toEqual(decided.payments);
      }),
      { numRuns: 60 },
    );
  });

  it("adding a figure to the rate card prices exactly the items it matches and changes nothing else", () => {
    fc.assert(
      fc.property(inputArb, todayArb, entryArb, (input, today, entry) => {
        const window = forecastWindow(today);
        const before = forecastPayments(input, window).payments;
        const after = forecastPayments({ ...input, rateCard: [entry] }, window).payments;
        expect(after).toHaveLength(before.length);
        before.forEach((payment, index) => {
          const matches =
            payment.category === entry.category &&
            payment.source !== "contract" &&
            isDateInRange(payment.periodStart, entry.effectiveFrom, entry.effectiveTo);
          if (matches)
            expect(after[index]).toEqual({
              ...payment,
              amountCents: entry.amountCents,
              source: "clientRateCard",
              note: "Client sheet",
            });
          else expect(after[index]).toEqual(payment);
        });
      }),
      { numRuns: 60 },
    );
  });

  it("splitting a window in two gives the same items, and the same sums, as the whole", () => {
    fc.assert(
      fc.property(withDecisions, todayArb, fc.integer({ min: 0, max: 400 }), (input, today, offset) => {
        const whole = forecastWindow(today);
        const cut: IsoDate = addDays(whole.from, Math.min(offset, diffDays(whole.from, whole.to) - 1));
        const [first, second] = splitWindow(whole, cut).map((window) => forecastPayments(input, window));
        const all = forecastPayments(input, whole);
        expect([...(first?.payments ?? []), ...(second?.payments ?? [])]).toEqual(all.payments);
        expect([...(first?.released ?? []), ...(second?.released ?? [])]).toEqual(all.released);
        expect((first?.total.amountCents ?? 0) + (second?.total.amountCents ?? 0)).toBe(
          all.total.amountCents,
        );
        expect((first?.total.missingCount ?? 0) + (second?.total.missingCount ?? 0)).toBe(
          all.total.missingCount,
        );
      }),
      { numRuns: 60 },
    );
  });
});

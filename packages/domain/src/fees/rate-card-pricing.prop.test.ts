import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { standSpotCast, type SpotCastMember } from "../asset/cast-cycles.js";
import { addDays } from "../dates/date-arithmetic.js";
import { fromDayNumber, toDayNumber } from "../dates/day-number.js";
import { toIsoDate, type IsoDate } from "../dates/iso-date.js";
import { paymentFeeAmount, paymentFeeNote, priceFee } from "../rights/clearance-reason.js";
import { feeCategories, feeUnions } from "./fee-schedule.js";
import { lookupFee } from "./lookup-fee.js";
import { clientRateCardEntry } from "./rate-card.fixtures.js";
import { isEntryInForce } from "./rate-card-entry.js";

/*
 * The client's rate card only adds figures: with no entries every priced place answers exactly
 * what the shipped lookup answers, and an entry for one category changes that category's items
 * only (the cycles it is in force for), nothing else.
 */
const day = fc
  .integer({ min: toDayNumber(toIsoDate("2021-01-01")), max: toDayNumber(toIsoDate("2028-12-31")) })
  .map(fromDayNumber);

const query = fc.record({
  union: fc.constantFrom(...feeUnions),
  category: fc.constantFrom(...feeCategories),
  keyOn: fc.constantFrom("sessionDate" as const, "cycleStart" as const),
  sessionDate: day,
  cycleStart: fc.option(day),
});

const memberArb = fc.record({
  union: fc.constantFrom("SAG AFTRA", "AFM", "NON UNION"),
  performerCategory: fc.constantFrom("PRINCIPAL", "VOICE OVER", "EXTRA"),
  performanceType: fc.constantFrom("ON_CAMERA", "OFF_CAMERA", null),
  session: day,
  paidWeeks: fc.option(fc.integer({ min: 0, max: 120 })),
  agreed: fc.option(fc.integer({ min: 1, max: 200_000 })),
});

interface MemberCase {
  readonly union: string;
  readonly performerCategory: string;
  readonly performanceType: string | null;
  readonly session: IsoDate;
  readonly paidWeeks: number | null;
  readonly agreed: number | null;
}

function castOf(members: readonly MemberCase[]): SpotCastMember[] {
  return members.map((member, index) => ({
    castItemId: index + 1,
    name: `Performer ${index + 1}`,
    union: member.union,
    performerCategory: member.performerCategory,
    performanceType: member.performanceType,
    sessionDate: member.session,
    holdingFeesPaidThrough: member.paidWeeks === null ? null : addDays(member.session, member.paidWeeks * 7),
    editedOut: false,
    agreedHoldingFeeCents: member.agreed,
    performerId: index + 1,
  }));
}

const spotOf = (cast: SpotCastMember[]) => ({
  cast,
  useRights: [],
  asset: { expireMpuEndDate: "2029-12-31" },
});

describe("pricing with an empty client rate card", () => {
  it("priceFee answers the shipped lookup itself, for every union, category and date", () => {
    fc.assert(
      fc.property(query, (input) => {
        expect(priceFee(input, { rateCard: [] })).toEqual(lookupFee(input));
      }),
    );
  });

  it("every cast cycle's amount and note are the contract's agreed fee or the shipped lookup's", () => {
    fc.assert(
      fc.property(fc.array(memberArb, { minLength: 1, maxLength: 3 }), day, (members, today) => {
        const cast = castOf(members);
        const standings = standSpotCast(spotOf(cast), today, []);
        expect(standSpotCast(spotOf(cast), today)).toEqual(standings);
        for (const standing of standings) {
          const member = cast.find((candidate) => candidate.castItemId === standing.castItemId);
          const offCamera =
            member?.performerCategory === "VOICE OVER" || member?.performanceType === "OFF_CAMERA";
          for (const cycle of [
            ...standing.unpaid,
            standing.nextDue ?? [],
            standing.currentCycle ?? [],
          ].flat()) {
            if (member?.agreedHoldingFeeCents != null) {
              expect(cycle.amountCents).toBe(member.agreedHoldingFeeCents);
              continue;
            }
            const lookup = lookupFee({
              union: member?.union === "AFM" ? "AFM" : "SAG-AFTRA",
              category: offCamera ? "offCameraPrincipalSession" : "onCameraPrincipalSession",
              keyOn: "cycleStart",
              sessionDate: toIsoDate(standing.sessionDate),
              cycleStart: toIsoDate(cycle.start),
            });
            expect([cycle.amountCents, cycle.feeNote]).toEqual([
              paymentFeeAmount(lookup),
              paymentFeeNote(lookup),
            ]);
          }
        }
      }),
    );
  });
});

describe("adding a client entry for one category", () => {
  it("changes priceFee only for that union and category, and only where the entry is in force", () => {
    fc.assert(
      fc.property(query, day, fc.integer({ min: 0, max: 800 }), (input, from, length) => {
        const entry = clientRateCardEntry({
          category: "offCameraPrincipalSession",
          effectiveFrom: from,
          effectiveTo: addDays(from, length),
        });
        const before = priceFee(input);
        const after = priceFee(input, { rateCard: [entry] });
        const keyDate = input.keyOn === "sessionDate" ? input.sessionDate : input.cycleStart;
        const applies =
          input.union === "SAG-AFTRA" &&
          input.category === "offCameraPrincipalSession" &&
          keyDate !== null &&
          isEntryInForce(entry, keyDate);
        if (applies) expect(paymentFeeNote(after)).toBe("Client rate card: Acme 2025 rate sheet");
        else expect(after).toEqual(before);
      }),
    );
  });

  it("changes only the cast cycles of that category without an agreed fee", () => {
    fc.assert(
      fc.property(fc.array(memberArb, { minLength: 1, maxLength: 3 }), day, (members, today) => {
        const cast = castOf(members);
        const entry = clientRateCardEntry({ effectiveFrom: "2021-01-01", effectiveTo: null });
        const before = standSpotCast(spotOf(cast), today);
        const after = standSpotCast(spotOf(cast), today, [entry]);
        expect(after.length).toBe(before.length);
        before.forEach((standing, index) => {
          const member = cast.find((candidate) => candidate.castItemId === standing.castItemId);
          const touched =
            member?.union === "SAG AFTRA" &&
            member.agreedHoldingFeeCents === null &&
            (member.performerCategory === "VOICE OVER" || member.performanceType === "OFF_CAMERA");
          const changed = after[index];
          if (!touched) expect(changed).toEqual(standing);
          else
            for (const cycle of changed?.unpaid ?? [])
              expect([cycle.amountCents, cycle.feeNote]).toEqual([
                61_800,
                "Client rate card: Acme 2025 rate sheet",
              ]);
        });
      }),
    );
  });
});

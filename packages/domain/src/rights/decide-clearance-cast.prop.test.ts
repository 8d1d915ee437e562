import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromDayNumber, toDayNumber } from "../dates/day-number.js";
import { toIsoDate, type IsoDate } from "../dates/iso-date.js";
import { decideClearance, type ClearanceInput } from "./decide-clearance.js";
import type { ClearanceUseRight } from "./evaluate-use-right.js";
import type { ClearancePerformer } from "./stand-performer.js";

/*
 * Random casts of union principals, each with a session day, a TV right for one fixed cycle, holding
 * fees paid through some day (or none), appearing or edited out; random air dates and MPU ends.
 * The oracle counts 13-week cycles with plain day arithmetic, independently of the rules' code.
 */
const base = toDayNumber(toIsoDate("2025-04-01"));
const dayAt = (offset: number): IsoDate => fromDayNumber(base + offset);

interface CastCase {
  readonly session: number;
  readonly rightCycle: number;
  readonly paidThrough: number | null;
  readonly appears: boolean;
}

const castCase: fc.Arbitrary<CastCase> = fc.record({
  session: fc.integer({ min: 0, max: 400 }),
  rightCycle: fc.integer({ min: 1, max: 6 }),
  paidThrough: fc.option(fc.integer({ min: 0, max: 1400 })),
  appears: fc.boolean(),
});

const scenario = fc.record({
  cast: fc.array(castCase, { minLength: 1, maxLength: 3 }),
  air: fc.integer({ min: 0, max: 1400 }),
  mpuEnd: fc.option(fc.integer({ min: 300, max: 1400 })),
  media: fc.constantFrom("TV", "TV", "TV", "DIGITAL"),
});

/** The cycle (from 1) holding `day` for a session on `session`; 0 before it. */
const cycleOf = (session: number, day: number) => (day < session ? 0 : Math.floor((day - session) / 91) + 1);
const cycleStart = (session: number, cycle: number) => session + (cycle - 1) * 91;

function inputOf(
  cases: readonly CastCase[],
  air: number,
  mpuEnd: number | null,
  media: string,
): ClearanceInput {
  const performers: ClearancePerformer[] = cases.map((member, index) => ({
    id: `CAST-${index + 1}`,
    label: `Performer ${index + 1}`,
    appears: member.appears,
    fixedCycles: {
      sessionDate: dayAt(member.session),
      holdingFeesPaidThrough: member.paidThrough === null ? null : dayAt(member.paidThrough),
    },
    renewal: {
      kind: "holdingFee",
      union: "SAG-AFTRA",
      sessionCategory: "onCameraPrincipalSession",
      keyOn: "cycleStart",
      sessionDate: dayAt(member.session),
    },
  }));
  const useRights: ClearanceUseRight[] = cases.map((member, index) => {
    const start = cycleStart(member.session, member.rightCycle);
    return {
      id: `UR-${index + 1}`,
      label: `Performer ${index + 1}: NETWORK TV`,
      useRightType: "NETWORK",
      media: { type: "TV" },
      cycleStart: dayAt(start),
      cycleEnd: dayAt(start + 90),
      cycleLengthDays: 91,
      holderId: `CAST-${index + 1}`,
    };
  });
  return {
    airDate: dayAt(air),
    today: dayAt(air),
    media: { type: media },
    useRights,
    performers,
    mpu: mpuEnd === null ? null : { kind: "given", id: "AS-1", label: "Spot", end: dayAt(mpuEnd) },
  };
}

/** Whether the cycle holding the air date is paid for this performer (session fee, holding fee, or their right). */
function paidOnAir(member: CastCase, air: number): boolean {
  const cycle = cycleOf(member.session, air);
  if (cycle === 1) return true;
  if (member.paidThrough !== null && cycleStart(member.session, cycle) <= member.paidThrough) return true;
  return cycle === member.rightCycle;
}

describe("clearance over random casts, payments and air dates", () => {
  it("is cleared exactly when the MPU runs and every appearing performer's paid cycle covers the day", () => {
    fc.assert(
      fc.property(scenario, ({ cast, air, mpuEnd, media }) => {
        const decision = decideClearance(inputOf(cast, air, mpuEnd, media));
        const appearing = cast.filter((member) => member.appears);
        const mpuHolds = mpuEnd === null || air <= mpuEnd;
        const mediaHolds = media === "TV" || appearing.length === 0;
        const started = appearing.every((member) => air >= cycleStart(member.session, member.rightCycle));
        const paid = appearing.every((member) => paidOnAir(member, air));
        const anyCovering = media === "TV";
        const expectCleared =
          mpuHolds && mediaHolds && started && paid && (appearing.length > 0 || anyCovering);
        expect(decision.verdict === "cleared").toBe(expectCleared);
        // Only unpaid cycles inside the MPU can be paid away; every reason names one performer's right.
        const payable = mpuHolds && mediaHolds && started && !paid;
        if (payable) expect(decision.verdict).toBe("clearedIfPaid");
        for (const reason of decision.reasons) {
          if (reason.kind === "useRightUnpaid") {
            expect(reason.payments.length).toBeGreaterThan(0);
            expect(reason.payments.every((payment) => payment.dueDate <= decision.airDate)).toBe(true);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it("names each uncovered performer in a reason of their own", () => {
    fc.assert(
      fc.property(scenario, ({ cast, air, mpuEnd }) => {
        const decision = decideClearance(inputOf(cast, air, mpuEnd, "TV"));
        const uncovered = cast
          .map((member, index) => ({ member, label: `Performer ${index + 1}` }))
          .filter(({ member }) => member.appears)
          .filter(
            ({ member }) => air < cycleStart(member.session, member.rightCycle) || !paidOnAir(member, air),
          );
        for (const { label } of uncovered) {
          expect(decision.reasons.some((reason) => reason.message.includes(label))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

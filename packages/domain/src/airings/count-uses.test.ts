import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../dates/date-arithmetic.js";
import { toIsoDate, type IsoDate } from "../dates/iso-date.js";
import {
  countUses,
  performerUseFees,
  programUseTiers,
  USE_CYCLE_DAYS,
  type CountedAiring,
} from "./count-uses.js";
import { airingUseKinds } from "./reconcile-airing.js";

const first = toIsoDate("2026-01-05");
const day = (offset: number): IsoDate => addDays(first, offset);
const program = (offset: number): CountedAiring => ({
  airDate: day(offset),
  outlet: "NBC",
  market: null,
  useKind: "program",
});

describe("programUseTiers", () => {
  it("puts the 1st, 2nd, 3rd–13th and 14th-on uses in their tiers", () => {
    expect(programUseTiers(0)).toEqual({ first: 0, second: 0, thirdToThirteenth: 0, fourteenthOn: 0 });
    expect(programUseTiers(1)).toEqual({ first: 1, second: 0, thirdToThirteenth: 0, fourteenthOn: 0 });
    expect(programUseTiers(13)).toEqual({ first: 1, second: 1, thirdToThirteenth: 11, fourteenthOn: 0 });
    expect(programUseTiers(20)).toEqual({ first: 1, second: 1, thirdToThirteenth: 11, fourteenthOn: 7 });
  });
});

describe("countUses (hand-worked)", () => {
  it("counts Class A uses per 13-week cycle from the first use", () => {
    const airings = [...Array.from({ length: 15 }, (_, index) => program(index)), program(91), program(95)];
    const cycles = countUses(airings, first);
    expect(cycles.map((cycle) => [cycle.cycleNumber, cycle.start, cycle.end, cycle.program.uses])).toEqual([
      [1, "2026-01-05", "2026-04-05", 15],
      [2, "2026-04-06", "2026-07-05", 2],
    ]);
    expect(cycles[0]?.program.tiers).toEqual({ first: 1, second: 1, thirdToThirteenth: 11, fourteenthOn: 2 });
  });

  it("weighs wild-spot markets, keeps the majors apart and counts an unlisted market as one unit", () => {
    const wild = (market: string): CountedAiring => ({
      airDate: day(3),
      outlet: null,
      market,
      useKind: "wildSpot",
    });
    const [cycle] = countUses(
      [wild("NEW YORK, NY"), wild("Philadelphia"), wild("Philadelphia"), wild("Boise")],
      first,
    );
    expect(cycle?.wildSpot.majors).toEqual(["NEW YORK"]);
    expect(cycle?.wildSpot.units).toBe(9);
    expect(cycle?.wildSpot.markets).toEqual([
      { name: "Boise", major: null, units: 1, listed: false, airings: 1 },
      { name: "New York", major: "NEW YORK", units: 0, listed: true, airings: 1 },
      { name: "Philadelphia", major: null, units: 8, listed: true, airings: 2 },
    ]);
  });

  it("starts at the earliest airing when it is before the recorded first use", () => {
    expect(countUses([program(-10), program(0)], first)[0]?.start).toBe(day(-10));
  });

  it("prices nothing without a confirmed figure, and says why", () => {
    const [cycle] = countUses([program(0), program(1)], first);
    if (cycle === undefined) throw new Error("one cycle");
    const [fee] = performerUseFees(cycle, [
      { id: "CAST-1", label: "Jane Doe", union: "SAG-AFTRA", sessionDate: toIsoDate("2025-12-01") },
    ]);
    expect(fee?.amountCents).toBeNull();
    expect(fee?.note).toMatch(/^No confirmed rate: /);
  });
});

const airingArb = fc.record({
  airDate: fc.integer({ min: 0, max: 400 }).map(day),
  outlet: fc.constantFrom("NBC", "ESPN", "CNN", null),
  market: fc.constantFrom("New York", "Boise", "Philadelphia", "803", null),
  useKind: fc.constantFrom(...airingUseKinds),
});

describe("countUses (properties)", () => {
  it("counts every airing once, in one cycle, whatever their order", () => {
    fc.assert(
      fc.property(fc.array(airingArb, { maxLength: 60 }), (airings) => {
        const cycles = countUses(airings, first);
        expect(cycles.reduce((sum, cycle) => sum + cycle.airings, 0)).toBe(airings.length);
        expect(countUses([...airings].reverse(), first)).toEqual(cycles);
        for (const cycle of cycles) {
          const tiers = cycle.program.tiers;
          expect(tiers.first + tiers.second + tiers.thirdToThirteenth + tiers.fourteenthOn).toBe(
            cycle.program.uses,
          );
          expect(addDays(cycle.start, USE_CYCLE_DAYS - 1)).toBe(cycle.end);
        }
      }),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, diffDays } from "../dates/date-arithmetic.js";
import { fromDayNumber } from "../dates/day-number.js";
import { useCycleLengths } from "./cycle-lengths.js";
import { computeCycleExpiry } from "./compute-cycle-expiry.js";
import { findCycleContaining } from "./find-cycle-containing.js";
import { listUseCycles, listUseCyclesThrough } from "./list-use-cycles.js";

const date = fc.integer({ min: -25567, max: 84000 }).map(fromDayNumber);
const length = fc.oneof(
  fc.constantFrom(...useCycleLengths.map((entry) => entry.days)),
  fc.integer({ min: 1, max: 2000 }),
);

describe("cycles (properties)", () => {
  it("a cycle ends on or after it starts, and covers exactly its length", () => {
    fc.assert(
      fc.property(date, length, (start, days) => {
        const expire = computeCycleExpiry(start, days);
        return expire >= start && diffDays(start, expire) + 1 === days;
      }),
    );
  });

  it("successive cycles are contiguous: each starts the day after the previous expires", () => {
    fc.assert(
      fc.property(date, length, fc.integer({ min: 1, max: 12 }), (start, days, count) => {
        const cycles = listUseCycles(start, days, count);
        expect(cycles[0]?.start).toBe(start);
        cycles
          .slice(1)
          .forEach((cycle, index) => expect(cycle.start).toBe(addDays(cycles[index]?.expire ?? start, 1)));
      }),
    );
  });

  it("the cycle containing a date starts on or before it and expires on or after it", () => {
    fc.assert(
      fc.property(date, length, fc.integer({ min: 0, max: 5000 }), (start, days, offset) => {
        const day = addDays(start, offset);
        const cycle = findCycleContaining(start, days, day);
        expect(cycle).not.toBeNull();
        expect(cycle && cycle.start <= day && day <= cycle.expire).toBe(true);
        expect(listUseCyclesThrough(start, days, day).at(-1)).toEqual(cycle);
      }),
    );
  });
});

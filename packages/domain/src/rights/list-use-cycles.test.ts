import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import { cycleNumbered, listUseCycles, listUseCyclesThrough } from "./list-use-cycles.js";

const d = toIsoDate;
const start = d("2025-01-06");

describe("successive cycles", () => {
  it("lists n back-to-back 13-week cycles", () => {
    expect(listUseCycles(start, 91, 3)).toEqual([
      { number: 1, start: "2025-01-06", expire: "2025-04-06" },
      { number: 2, start: "2025-04-07", expire: "2025-07-06" },
      { number: 3, start: "2025-07-07", expire: "2025-10-05" },
    ]);
  });

  it("lists no cycles for a count of 0 and refuses a bad count", () => {
    expect(listUseCycles(start, 91, 0)).toEqual([]);
    expect(() => listUseCycles(start, 91, -1)).toThrow(RangeError);
    expect(() => listUseCycles(start, 91, 1.5)).toThrow(RangeError);
    expect(() => listUseCycles(start, 0, 1)).toThrow(RangeError);
  });

  it("lists every cycle needed to cover a date", () => {
    expect(listUseCyclesThrough(start, 91, d("2025-04-06"))).toHaveLength(1);
    expect(listUseCyclesThrough(start, 91, d("2025-04-07"))).toHaveLength(2);
    expect(listUseCyclesThrough(start, 91, start)).toHaveLength(1);
    expect(listUseCyclesThrough(start, 91, d("2025-01-05"))).toEqual([]);
    expect(listUseCyclesThrough(start, 91, d("2026-01-05")).at(-1)).toEqual({
      number: 5,
      start: "2026-01-05",
      expire: "2026-04-05",
    });
  });

  it("numbers cycles from 1", () => {
    expect(cycleNumbered(start, 91, 2)).toEqual({ number: 2, start: "2025-04-07", expire: "2025-07-06" });
    expect(() => cycleNumbered(start, 91, 0)).toThrow(RangeError);
  });
});

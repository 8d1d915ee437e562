import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import { findCycleContaining } from "./find-cycle-containing.js";

const d = toIsoDate;
const start = d("2025-01-06");

describe("findCycleContaining", () => {
  it("finds the cycle a date falls in; the expire date still belongs to its cycle", () => {
    expect(findCycleContaining(start, 91, start)?.number).toBe(1);
    expect(findCycleContaining(start, 91, d("2025-04-06"))?.number).toBe(1);
    expect(findCycleContaining(start, 91, d("2025-04-07"))).toEqual({
      number: 2,
      start: "2025-04-07",
      expire: "2025-07-06",
    });
  });

  it("is null before the first cycle", () => {
    expect(findCycleContaining(start, 91, d("2025-01-05"))).toBeNull();
  });

  it("refuses a bad length", () => {
    expect(() => findCycleContaining(start, 0, start)).toThrow(RangeError);
  });
});

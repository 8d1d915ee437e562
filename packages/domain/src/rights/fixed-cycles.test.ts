import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import {
  deriveFixedCycleTerm,
  fixedCycleOn,
  fixedCyclesPaidThrough,
  nextUnpaidFixedCycle,
  unpaidFixedCycles,
  type FixedCycleTerms,
} from "./fixed-cycles.js";

const d = toIsoDate;

/*
 * Session 2025-05-20: cycle 1 runs 2025-05-20 … 2025-08-18; cycle n starts 91 × (n − 1) days later,
 * so cycle 6 runs 2026-08-18 … 2026-11-16 and cycle 7 2026-11-17 … 2027-02-15.
 */
const keiko: FixedCycleTerms = {
  sessionDate: d("2025-05-20"),
  holdingFeesPaidThrough: d("2026-08-18"),
  paidTerms: [],
  mpuEnd: d("2027-08-18"),
};

describe("fixed cycles from the session date", () => {
  it("finds the cycle holding a day, with how it is paid", () => {
    expect(fixedCycleOn(keiko, d("2025-06-01"))).toMatchObject({ number: 1, paidBy: "sessionFee" });
    expect(fixedCycleOn(keiko, d("2026-11-16"))).toMatchObject({
      number: 6,
      start: "2026-08-18",
      expire: "2026-11-16",
      paidBy: "holdingFee",
    });
    expect(fixedCycleOn(keiko, d("2026-12-20"))).toMatchObject({
      number: 7,
      start: "2026-11-17",
      expire: "2027-02-15",
      dueDate: "2026-11-17",
      paidBy: null,
    });
    expect(fixedCycleOn(keiko, d("2025-05-19"))).toBeNull();
    expect(fixedCycleOn({ ...keiko, mpuEnd: d("2026-11-01") }, d("2026-12-20"))).toBeNull();
  });

  it("is paid through the end of the unbroken run of paid cycles", () => {
    expect(fixedCyclesPaidThrough(keiko, d("2026-11-26"))).toBe("2026-11-16");
    const gap = {
      ...keiko,
      holdingFeesPaidThrough: null,
      paidTerms: [
        deriveFixedCycleTerm(d("2025-05-20"), { start: d("2026-08-18"), end: null, lengthDays: 91 }),
      ],
    };
    expect(fixedCyclesPaidThrough(gap, d("2026-11-26"))).toBe("2025-08-18");
    expect(unpaidFixedCycles(gap, d("2026-11-26")).map((cycle) => cycle.number)).toEqual([2, 3, 4, 5, 7]);
    expect(nextUnpaidFixedCycle(gap, d("2026-11-26"))?.number).toBe(2);
  });

  it("derives a recorded right's cycles and flags dates the rule does not give", () => {
    const aligned = deriveFixedCycleTerm(d("2025-05-20"), {
      start: d("2026-11-17"),
      end: d("2027-02-15"),
      lengthDays: 91,
    });
    expect(aligned).toMatchObject({ firstCycle: 7, lastCycle: 7, needsReview: false });
    const typed = deriveFixedCycleTerm(d("2025-05-20"), {
      start: d("2026-09-07"),
      end: d("2026-12-06"),
      lengthDays: 91,
    });
    expect(typed).toMatchObject({
      firstCycle: 6,
      start: "2026-08-18",
      end: "2026-11-16",
      recordedStart: "2026-09-07",
      recordedEnd: "2026-12-06",
      needsReview: true,
    });
    const year = deriveFixedCycleTerm(d("2025-05-20"), {
      start: d("2025-05-20"),
      end: null,
      lengthDays: 365,
    });
    expect(year).toMatchObject({ firstCycle: 1, lastCycle: 4, end: "2026-05-18" });
  });
});

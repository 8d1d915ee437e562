import type { FixedCycleTerms } from "../rights/fixed-cycles.js";
import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import {
  alertCursorOf,
  alertKey,
  compareAlerts,
  countAlertViews,
  isAfterAlertCursor,
  parseAlertKey,
  daysLeft,
  describeMpuAlert,
  holdingFeesDueIn,
  isInWindow,
  lookAheadWindow,
  mpuLookAhead,
  nextHoldingFeeDue,
  resolveDaysAhead,
} from "./alert-rules.js";
import type { AlertKindValue } from "./alert-schemas.js";

const d = toIsoDate;

describe("alert windows", () => {
  it("runs from 30 days back through the days ahead, both ends included", () => {
    const window = lookAheadWindow(d("2026-03-01"), 30);
    expect(window).toEqual({ from: "2026-01-30", to: "2026-03-31" });
    expect(isInWindow(d("2026-01-30"), window)).toBe(true);
    expect(isInWindow(d("2026-03-31"), window)).toBe(true);
    expect(isInWindow(d("2026-01-29"), window)).toBe(false);
    expect(isInWindow(d("2026-04-01"), window)).toBe(false);
    expect(lookAheadWindow(d("2026-03-01"), 0).to).toBe("2026-03-01");
  });

  it("counts days left, negative once past", () => {
    expect(daysLeft(d("2026-03-01"), d("2026-03-11"))).toBe(10);
    expect(daysLeft(d("2026-03-01"), d("2026-03-01"))).toBe(0);
    expect(daysLeft(d("2026-03-01"), d("2026-02-27"))).toBe(-2);
  });
});

describe("days ahead: withinDays, then the company's, then the user's, then 30", () => {
  it("takes the first that is set", () => {
    const company = { USAGE_RIGHT: 90 };
    const user = { USAGE_RIGHT: 45, MPU_EXPIRE: 10 };
    expect(resolveDaysAhead("USAGE_RIGHT", { withinDays: 7, company, user })).toBe(7);
    expect(resolveDaysAhead("USAGE_RIGHT", { company, user })).toBe(90);
    expect(resolveDaysAhead("MPU_EXPIRE", { company, user })).toBe(10);
    expect(resolveDaysAhead("HOLDING_FEE", { company, user })).toBe(30);
    expect(resolveDaysAhead("HOLDING_FEE", { company: null, user: null })).toBe(30);
    expect(resolveDaysAhead("HOLDING_FEE", {})).toBe(30);
    expect(resolveDaysAhead("USAGE_RIGHT", { withinDays: 0, company })).toBe(0);
  });

  it("looks at least 120 days ahead for an MPU, so the notice window is never missed", () => {
    expect(mpuLookAhead(30)).toBe(120);
    expect(mpuLookAhead(120)).toBe(120);
    expect(mpuLookAhead(200)).toBe(200);
  });

  it("names the MPU's renegotiation notice window", () => {
    expect(describeMpuAlert(d("2027-07-01"))).toBe(
      "MPU ends 2027-07-01; renegotiation notice window 2027-03-03 to 2027-05-02.",
    );
  });
});

describe("holding fees: every unpaid fixed cycle after the first, however old, until paid", () => {
  const terms: FixedCycleTerms = {
    sessionDate: d("2026-01-01"),
    holdingFeesPaidThrough: null,
    paidTerms: [],
    mpuEnd: null,
  };
  const numbers = (cycles: readonly { number: number }[]) => cycles.map((cycle) => cycle.number);

  it("lists each cycle due by the window's end, cycle 1 being paid by the session fee", () => {
    expect(holdingFeesDueIn(terms, { from: d("2025-12-01"), to: d("2026-07-31") })).toEqual([
      { number: 2, start: "2026-04-02", expire: "2026-07-01", dueDate: "2026-04-02", paidBy: null },
      { number: 3, start: "2026-07-02", expire: "2026-09-30", dueDate: "2026-07-02", paidBy: null },
    ]);
  });

  it("keeps an overdue fee listed whatever the window's start: unpaid money does not age out", () => {
    expect(numbers(holdingFeesDueIn(terms, { from: d("2026-12-20"), to: d("2027-01-31") }))).toEqual([
      2, 3, 4, 5,
    ]);
  });

  it("lists none before the session, after the MPU ends, or already paid (holding fee or recorded right)", () => {
    expect(holdingFeesDueIn(terms, { from: d("2025-01-01"), to: d("2025-12-31") })).toEqual([]);
    const mpu = { ...terms, mpuEnd: d("2026-05-01") };
    expect(numbers(holdingFeesDueIn(mpu, { from: d("2026-01-01"), to: d("2026-12-31") }))).toEqual([2]);
    const paid = { ...terms, holdingFeesPaidThrough: d("2026-04-02") };
    expect(
      holdingFeesDueIn(paid, { from: d("2026-01-01"), to: d("2026-12-31") }).map((f) => f.dueDate),
    ).toEqual(["2026-07-02", "2026-10-01", "2026-12-31"]);
    const byRight = {
      ...terms,
      paidTerms: [{ firstCycle: 3, lastCycle: 3, start: d("2026-07-02"), end: d("2026-09-30") }],
    };
    expect(numbers(holdingFeesDueIn(byRight, { from: d("2026-01-01"), to: d("2026-12-31") }))).toEqual([
      2, 4, 5,
    ]);
  });

  it("names the next fee to pay: the oldest owed, else the next ahead", () => {
    expect(nextHoldingFeeDue(terms, d("2026-04-02"))?.dueDate).toBe("2026-04-02");
    expect(nextHoldingFeeDue(terms, d("2026-08-03"))?.number).toBe(2);
    const paid = { ...terms, holdingFeesPaidThrough: d("2026-04-02") };
    expect(nextHoldingFeeDue(paid, d("2026-04-03"))?.number).toBe(3);
    expect(nextHoldingFeeDue({ ...paid, mpuEnd: d("2026-05-01") }, d("2026-04-03"))).toBeNull();
  });
});

describe("alert keys and order", () => {
  it("keys an alert by kind, source, id and due date", () => {
    expect(alertKey("USAGE_RIGHT", "use-right", 55, d("2026-12-01"))).toBe(
      "USAGE_RIGHT:use-right:55:2026-12-01",
    );
    expect(alertKey("REMINDER", "reminder", "7", d("2026-12-01"))).toBe("REMINDER:reminder:7:2026-12-01");
  });

  it("sorts by due date, then kind order, then the record id of the key (as numbers)", () => {
    const alert = (dueDate: string, kind: AlertKindValue, id: number) => ({
      dueDate: d(dueDate),
      kind,
      key: alertKey(kind, "x", id, d(dueDate)),
    });
    const alerts = [
      alert("2026-02-01", "HOLDING_FEE", 1),
      alert("2026-01-01", "REMINDER", 1),
      alert("2026-01-01", "USAGE_RIGHT", 100),
      alert("2026-01-01", "USAGE_RIGHT", 55),
      alert("2026-01-01", "HOLDING_FEE", 900),
    ];
    expect([...alerts].sort(compareAlerts).map((a) => a.key)).toEqual([
      "HOLDING_FEE:x:900:2026-01-01",
      "USAGE_RIGHT:x:55:2026-01-01",
      "USAGE_RIGHT:x:100:2026-01-01",
      "REMINDER:x:1:2026-01-01",
      "HOLDING_FEE:x:1:2026-02-01",
    ]);
    const one = alert("2026-01-01", "USAGE_RIGHT", 55);
    expect(compareAlerts(one, one)).toBe(0);
    expect(compareAlerts(alert("2026-01-02", "HOLDING_FEE", 1), one)).toBe(1);
    expect(compareAlerts(alert("2026-01-01", "USAGE_RIGHT", 56), one)).toBe(1);
    expect(compareAlerts(alert("2026-01-01", "USAGE_RIGHT", 9), one)).toBe(-1);
  });

  it("reads a key back into its parts, and refuses what is not one", () => {
    expect(parseAlertKey("USAGE_RIGHT:use-right:55:2026-12-01")).toEqual({
      kind: "USAGE_RIGHT",
      source: "use-right",
      id: 55,
      dueDate: "2026-12-01",
    });
    for (const bad of [
      "nonsense",
      "SNOOZE:use-right:55:2026-12-01",
      "USAGE_RIGHT:use-right:0:2026-12-01",
      "USAGE_RIGHT:use-right:5x:2026-12-01",
      "USAGE_RIGHT:use-right:55:2026-02-30",
      "USAGE_RIGHT:use-right:55:2026-12-01:extra",
    ]) {
      expect(parseAlertKey(bad), bad).toBeNull();
    }
  });

  it("starts a page after its cursor: later day, later kind on the day, or a higher id of the kind", () => {
    const cursor = { dueDate: d("2026-01-01"), kind: "USAGE_RIGHT" as const, id: 55 };
    const at = (dueDate: string, kind: AlertKindValue, id: number) => ({ dueDate: d(dueDate), kind, id });
    expect(isAfterAlertCursor(at("2026-01-01", "USAGE_RIGHT", 56), cursor)).toBe(true);
    expect(isAfterAlertCursor(at("2026-01-01", "MPU_EXPIRE", 1), cursor)).toBe(true);
    expect(isAfterAlertCursor(at("2026-01-02", "HOLDING_FEE", 1), cursor)).toBe(true);
    expect(isAfterAlertCursor(at("2026-01-01", "USAGE_RIGHT", 55), cursor)).toBe(false);
    expect(isAfterAlertCursor(at("2026-01-01", "HOLDING_FEE", 999), cursor)).toBe(false);
    expect(isAfterAlertCursor(at("2025-12-31", "REMINDER", 999), cursor)).toBe(false);
    expect(isAfterAlertCursor(at("2025-12-31", "REMINDER", 999), null)).toBe(true);
    const alert = {
      key: "USAGE_RIGHT:use-right:55:2026-01-01",
      kind: "USAGE_RIGHT" as const,
      dueDate: d("2026-01-01"),
    };
    expect(alertCursorOf(alert)).toEqual(cursor);
  });
});

describe("the view tabs' counts", () => {
  it("count for each view the alerts of the kinds it shows, and nothing else", () => {
    const views = countAlertViews({ HOLDING_FEE: 2, USAGE_RIGHT: 5, REMINDER: 1, AIRING_ISSUES: 3 });
    expect(views).toEqual({
      all: 11,
      "holding-fee": 2,
      "use-rights-expiring": 5,
      "mpu-expiring": 0,
      "talent-contracts-expiring": 0,
      "elements-expiring": 0,
      "msa-contracts-expiring": 0,
    });
  });
});

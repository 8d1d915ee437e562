import { toIsoDate } from "@rightsdesk/domain";
import { describe, expect, it } from "vitest";
import {
  buildMonthGrid,
  calendarDaysByDate,
  formatMonthTitle,
  isMonthKey,
  monthOfDay,
  shiftMonth,
  visibleRange,
} from "./month-grid";

describe("buildMonthGrid", () => {
  it("lays December 2026 out in Sunday-first weeks, padded with November and January days", () => {
    const weeks = buildMonthGrid("2026-12");
    // 1 December 2026 is a Tuesday: the grid starts on Sunday 29 November.
    expect(weeks[0]?.map((day) => day.date)).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-05",
    ]);
    expect(weeks[0]?.[0]?.inMonth).toBe(false);
    expect(weeks[0]?.[2]).toEqual({ date: "2026-12-01", dayOfMonth: 1, inMonth: true });
    expect(weeks.at(-1)?.at(-1)?.date).toBe("2027-01-02");
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it("shows every day of the month exactly once, in order", () => {
    for (const month of ["2024-02", "2025-02", "2026-03", "2027-08"]) {
      const inMonth = buildMonthGrid(month)
        .flat()
        .filter((day) => day.inMonth)
        .map((day) => day.dayOfMonth);
      const length = new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0).getDate();
      expect(inMonth).toEqual(Array.from({ length }, (_, index) => index + 1));
    }
  });

  it("needs six weeks when the month starts late in the week and is long", () => {
    // 1 August 2026 is a Saturday.
    expect(buildMonthGrid("2026-08")).toHaveLength(6);
  });

  it("needs only four weeks for a February that starts on a Sunday", () => {
    expect(buildMonthGrid("2026-02")).toHaveLength(4);
  });
});

describe("months", () => {
  it("asks the server for the weeks the grid shows, not just the month", () => {
    expect(visibleRange("2026-12")).toEqual({ from: "2026-11-29", to: "2027-01-02" });
  });

  it("moves across years", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(shiftMonth("2026-03", -14)).toBe("2025-01");
  });

  it("names the month and reads only real months from the URL", () => {
    expect(formatMonthTitle("2026-12")).toBe("December 2026");
    expect(monthOfDay(toIsoDate("2026-11-24"))).toBe("2026-11");
    expect(isMonthKey("2026-12")).toBe(true);
    expect(isMonthKey("2026-13")).toBe(false);
    expect(isMonthKey("2026-1")).toBe(false);
    expect(isMonthKey(null)).toBe(false);
  });
});

describe("calendarDaysByDate", () => {
  it("finds each day the server answered by its date, and no other", () => {
    const day = (date: string, count: number) => ({ date: toIsoDate(date), count, alerts: [] });
    const byDay = calendarDaysByDate([day("2026-12-01", 4), day("2026-12-03", 1)]);
    expect(byDay.get(toIsoDate("2026-12-01"))?.count).toBe(4);
    expect(byDay.get(toIsoDate("2026-12-03"))?.count).toBe(1);
    expect(byDay.get(toIsoDate("2026-12-02"))).toBeUndefined();
  });
});

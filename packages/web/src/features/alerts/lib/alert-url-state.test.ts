import { toIsoDate } from "@rightsdesk/domain";
import { describe, expect, it } from "vitest";
import {
  alertCalendarRequestOf,
  alertFiltersOf,
  alertListRequestOf,
  defaultAlertUrlState,
  readAlertUrlState,
  statesOf,
  writeAlertUrlState,
} from "./alert-url-state";

const today = toIsoDate("2026-11-24");
const read = (search: string) => readAlertUrlState(new URLSearchParams(search));

describe("the alert view's URL state", () => {
  it("opens in list mode on open alerts with the user's preferences", () => {
    expect(read("")).toEqual(defaultAlertUrlState);
    expect(writeAlertUrlState(defaultAlertUrlState)).toBe("");
  });

  it("keeps calendar mode and its month in the URL", () => {
    const state = read("mode=calendar&month=2026-12");
    expect(state).toMatchObject({ mode: "calendar", month: "2026-12" });
    expect(writeAlertUrlState(state)).toBe("mode=calendar&month=2026-12");
  });

  it("reads back whatever it writes", () => {
    const states = [
      { mode: "list", month: null, state: "handled", within: 90 },
      { mode: "calendar", month: "2027-01", state: "all", within: null },
      { mode: "list", month: null, state: "open", within: 7 },
    ] as const;
    for (const state of states) expect(read(writeAlertUrlState(state))).toEqual(state);
  });

  it("ignores values it does not know, falling back to the defaults", () => {
    expect(read("mode=grid&month=2026-13&state=closed&within=31")).toEqual(defaultAlertUrlState);
  });

  it("drops the month in list mode, where no month is shown", () => {
    expect(writeAlertUrlState({ ...defaultAlertUrlState, month: "2026-12" })).toBe("");
  });
});

describe("alertListRequestOf", () => {
  it("asks for open alerts in the preferences' window by default", () => {
    expect(alertListRequestOf("all", defaultAlertUrlState, today)).toEqual({ view: "all", states: ["OPEN"] });
  });

  it("sends the chosen days ahead as withinDays, like the CLI's --within", () => {
    expect(alertListRequestOf("holding-fee", read("within=30&state=all"), today)).toEqual({
      view: "holding-fee",
      withinDays: 30,
    });
  });

  it("asks for the calendar's visible weeks, this month when the URL names none", () => {
    expect(alertListRequestOf("all", read("mode=calendar&state=handled"), today)).toEqual({
      view: "all",
      states: ["RENEW", "RELEASE", "DONE"],
      from: "2026-11-01",
      to: "2026-12-05",
    });
    expect(alertListRequestOf("mpu-expiring", read("mode=calendar&month=2026-12&within=90"), today)).toEqual({
      view: "mpu-expiring",
      states: ["OPEN"],
      from: "2026-11-29",
      to: "2027-01-02",
    });
  });

  it("reads the calendar's weeks on screen, and only them", () => {
    expect(alertCalendarRequestOf("all", read("mode=calendar&month=2026-12&state=all"), today)).toEqual({
      view: "all",
      from: "2026-11-29",
      to: "2027-01-02",
    });
  });

  it("counts the tabs with the list's filters", () => {
    expect(alertFiltersOf(read("within=14"), today)).toEqual({ states: ["OPEN"], withinDays: 14 });
  });

  it("lists every state for All", () => {
    expect(statesOf("all")).toBeUndefined();
  });
});

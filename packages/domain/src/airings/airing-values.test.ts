import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatLength,
  readAirDate,
  readAirDateTime,
  readAirTime,
  readAiringStatus,
  readLengthSeconds,
} from "./airing-values.js";

describe("readAirDate", () => {
  it.each([
    ["2026-03-14", "2026-03-14"],
    ["2026-03-14T00:00:00", "2026-03-14"],
    ["3/14/2026", "2026-03-14"],
    ["03/14/26", "2026-03-14"],
    ["14-Mar-2026", "2026-03-14"],
    ["14 March 2026", "2026-03-14"],
    ["Mar 14, 2026", "2026-03-14"],
    ["2/30/2026", null],
    ["Total:", null],
    ["", null],
  ])("%s → %s", (text, expected) => expect(readAirDate(text)).toBe(expected));
});

describe("readAirTime", () => {
  it.each([
    ["14:32", "14:32:00"],
    ["14:32:10", "14:32:10"],
    ["2:32 PM", "14:32:00"],
    ["12:05a", "00:05:00"],
    ["12:05 pm", "12:05:00"],
    ["1432", "14:32:00"],
    ["25:10", null],
    ["13:10 PM", null],
    ["noon", null],
  ])("%s → %s", (text, expected) => expect(readAirTime(text)).toBe(expected));

  it("reads one cell holding date and time", () => {
    expect(readAirDateTime("2026-03-14T14:32:00")).toEqual({ date: "2026-03-14", time: "14:32:00" });
    expect(readAirDateTime("3/14/2026 2:32 PM")).toEqual({ date: "2026-03-14", time: "14:32:00" });
    expect(readAirDateTime("2026-03-14")).toEqual({ date: "2026-03-14", time: null });
    expect(readAirDateTime("3/14/2026 late")).toBeNull();
  });
});

describe("readLengthSeconds", () => {
  it.each([
    ["30", 30],
    ["30s", 30],
    ["30 sec", 30],
    [":30", 30],
    ["0:30", 30],
    ["1:00", 60],
    ["0:00:30", 30],
    ["00:01:00", 60],
    ["0", null],
    ["thirty", null],
    ["2:00:00", null],
  ])("%s → %s", (text, expected) => expect(readLengthSeconds(text)).toBe(expected));

  it("reads back every length it writes", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3600 }), (seconds) => {
        expect(readLengthSeconds(formatLength(seconds))).toBe(seconds);
      }),
    );
  });
});

describe("readAiringStatus", () => {
  it("reads ran, make-goods and bonus spots as aired; missed and pre-empted as not", () => {
    for (const word of ["", "Aired", "RAN", "Makegood", "Bonus", "OK"])
      expect(readAiringStatus(word)).toBe("aired");
    for (const word of ["Pre-empted", "Preempted", "Missed", "Not Aired", "Cancelled", "Credit", "NR"])
      expect(readAiringStatus(word)).toBe("notAired");
    expect(readAiringStatus("Pending")).toBe("unknown");
  });
});

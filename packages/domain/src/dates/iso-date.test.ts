import { describe, expect, it } from "vitest";
import {
  IsoDateSchema,
  isIsoDate,
  isoDateFromParts,
  isoDateParts,
  parseIsoDate,
  toIsoDate,
  toIsoDateFromParts,
} from "./iso-date.js";

describe("IsoDate", () => {
  it.each(["2025-01-06", "2024-02-29", "0001-01-01", "9999-12-31", "2025-12-31"])(
    "accepts the calendar date %s",
    (text) => {
      expect(isIsoDate(text)).toBe(true);
      expect(parseIsoDate(text)).toBe(text);
      expect(IsoDateSchema.parse(text)).toBe(text);
    },
  );

  it.each([
    "2025-02-29",
    "2025-04-31",
    "2025-13-01",
    "2025-00-10",
    "2025-01-00",
    "0000-01-01",
    "2025-1-6",
    "25-01-06",
    "2025-01-06T00:00:00Z",
    " 2025-01-06",
    "01/06/2025",
    "",
  ])("rejects %j", (text) => {
    expect(isIsoDate(text)).toBe(false);
    expect(parseIsoDate(text)).toBeNull();
    expect(IsoDateSchema.safeParse(text).success).toBe(false);
  });

  it("rejects non-strings", () => {
    expect(isIsoDate(20250106)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
    expect(IsoDateSchema.safeParse(20250106).success).toBe(false);
  });

  it("explains a bad date in the schema issue", () => {
    const result = IsoDateSchema.safeParse("2025-02-30");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Expected a calendar date written YYYY-MM-DD");
  });

  it("toIsoDate throws on a non-date", () => {
    expect(toIsoDate("2025-01-06")).toBe("2025-01-06");
    expect(() => toIsoDate("2025-02-30")).toThrow(RangeError);
  });
});

describe("parts", () => {
  it("builds zero-padded dates from parts", () => {
    expect(isoDateFromParts(2025, 1, 6)).toBe("2025-01-06");
    expect(isoDateFromParts(1, 1, 1)).toBe("0001-01-01");
    expect(toIsoDateFromParts(2024, 2, 29)).toBe("2024-02-29");
  });

  it("refuses parts that name no day", () => {
    expect(isoDateFromParts(2025, 2, 29)).toBeNull();
    expect(isoDateFromParts(10000, 1, 1)).toBeNull();
    expect(isoDateFromParts(2025, 1.5, 1)).toBeNull();
    expect(() => toIsoDateFromParts(0, 1, 1)).toThrow(RangeError);
  });

  it("splits a date into numbers", () => {
    expect(isoDateParts(toIsoDate("2025-04-07"))).toEqual({ year: 2025, month: 4, day: 7 });
  });
});

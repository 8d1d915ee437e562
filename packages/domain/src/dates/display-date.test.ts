import { describe, expect, it } from "vitest";
import { formatDisplayDate, formatOptionalDisplayDate, parseDisplayDate } from "./display-date.js";
import { toIsoDate } from "./iso-date.js";

describe("display dates MM/DD/YYYY", () => {
  it("formats with leading zeros", () => {
    expect(formatDisplayDate(toIsoDate("2025-01-06"))).toBe("01/06/2025");
    expect(formatDisplayDate(toIsoDate("2025-12-31"))).toBe("12/31/2025");
    expect(formatDisplayDate(toIsoDate("0001-01-01"))).toBe("01/01/0001");
  });

  it("parses typed dates, with or without leading zeros", () => {
    expect(parseDisplayDate("01/06/2025")).toBe("2025-01-06");
    expect(parseDisplayDate("1/6/2025")).toBe("2025-01-06");
    expect(parseDisplayDate(" 04/07/2025 ")).toBe("2025-04-07");
  });

  it.each([
    "02/29/2025",
    "13/01/2025",
    "00/10/2025",
    "2025-01-06",
    "01/06/25",
    "01-06-2025",
    "",
    "06/01/2025x",
  ])("refuses %j", (text) => {
    expect(parseDisplayDate(text)).toBeNull();
  });

  it("shows no date as an empty string", () => {
    expect(formatOptionalDisplayDate(null)).toBe("");
    expect(formatOptionalDisplayDate(undefined)).toBe("");
    expect(formatOptionalDisplayDate(toIsoDate("0001-01-01"))).toBe("");
    expect(formatOptionalDisplayDate(toIsoDate("2025-04-06"))).toBe("04/06/2025");
  });
});

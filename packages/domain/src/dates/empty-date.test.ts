import { describe, expect, it } from "vitest";
import { EMPTY_DATE_MARKER, OptionalIsoDateSchema, isEmptyDate, toOptionalDate } from "./empty-date.js";

describe("the empty date marker 0001-01-01", () => {
  it("reads as no date", () => {
    expect(EMPTY_DATE_MARKER).toBe("0001-01-01");
    expect(isEmptyDate("0001-01-01")).toBe(true);
    expect(isEmptyDate("0001-01-01T00:00:00")).toBe(true);
    expect(toOptionalDate("0001-01-01")).toBeNull();
    expect(toOptionalDate("0001-01-01T00:00:00Z")).toBeNull();
  });

  it("leaves real dates alone", () => {
    expect(isEmptyDate("0001-01-02")).toBe(false);
    expect(isEmptyDate("2025-01-06")).toBe(false);
    expect(isEmptyDate(null)).toBe(false);
    expect(isEmptyDate(undefined)).toBe(false);
    expect(toOptionalDate("2025-01-06")).toBe("2025-01-06");
  });

  it("treats null, undefined and blank as no date and throws on garbage", () => {
    expect(toOptionalDate(null)).toBeNull();
    expect(toOptionalDate(undefined)).toBeNull();
    expect(toOptionalDate("")).toBeNull();
    expect(() => toOptionalDate("2025-02-30")).toThrow(RangeError);
  });

  it("OptionalIsoDateSchema maps the marker to null and reports bad dates", () => {
    expect(OptionalIsoDateSchema.parse("0001-01-01")).toBeNull();
    expect(OptionalIsoDateSchema.parse("")).toBeNull();
    expect(OptionalIsoDateSchema.parse(null)).toBeNull();
    expect(OptionalIsoDateSchema.parse(undefined)).toBeNull();
    expect(OptionalIsoDateSchema.parse("2025-04-07")).toBe("2025-04-07");
    expect(OptionalIsoDateSchema.safeParse("2025-02-30").success).toBe(false);
  });
});

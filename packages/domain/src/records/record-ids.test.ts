import { describe, expect, it } from "vitest";
import { RecordIdPrefixSchema, formatRecordId, parseRecordId, recordIdPrefixes } from "./record-ids.js";

describe("record ids", () => {
  it("has the spec's five prefixes", () => {
    expect(Object.values(recordIdPrefixes)).toEqual(["PE", "CY", "CR", "GTY", "GR00"]);
    expect(RecordIdPrefixSchema.options).toEqual(["PE", "CY", "CR", "GTY", "GR00"]);
  });

  it("pads numbers to four digits after the prefix", () => {
    expect(formatRecordId("PE", 42)).toBe("PE0042");
    expect(formatRecordId("GR00", 7)).toBe("GR000007");
    expect(formatRecordId("CY", 123456)).toBe("CY123456");
  });

  it("refuses a number that is not a positive whole number", () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => formatRecordId("CR", bad)).toThrow(RangeError);
  });

  it("reads record numbers back", () => {
    expect(parseRecordId("GTY0012")).toEqual({ prefix: "GTY", n: 12 });
    expect(parseRecordId("GR000003")).toEqual({ prefix: "GR00", n: 3 });
    expect(parseRecordId("XX0001")).toBeUndefined();
    expect(parseRecordId("PE")).toBeUndefined();
    expect(parseRecordId("PE0000")).toBeUndefined();
  });
});

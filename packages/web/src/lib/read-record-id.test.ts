import { describe, expect, it } from "vitest";
import { readRecordId } from "./read-record-id";

describe("readRecordId", () => {
  it("reads a positive whole number", () => {
    expect(readRecordId("7")).toBe(7);
    expect(readRecordId("1234567")).toBe(1234567);
  });

  it("refuses anything else", () => {
    for (const raw of [undefined, null, "", "0", "-3", "1.5", "new", "7abc", "1e3", " 7", "0x1f", "+7"])
      expect(readRecordId(raw)).toBeNull();
  });

  it("refuses a number too large to be an exact id", () => {
    expect(readRecordId("9007199254740993")).toBeNull();
  });
});

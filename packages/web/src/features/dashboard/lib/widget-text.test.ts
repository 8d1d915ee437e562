import { describe, expect, it } from "vitest";
import { labelSubtitle } from "./widget-text";

describe("labelSubtitle", () => {
  it("puts codes in words and leaves numbers, Ad-IDs and names alone", () => {
    expect(labelSubtitle("CT00003 · NON UNION")).toBe("CT00003 · Non-union");
    expect(labelSubtitle("RDHC2201001 · CABLE TV")).toBe("RDHC2201001 · Cable TV");
    expect(labelSubtitle("TALENT")).toBe("Talent");
    expect(labelSubtitle("CT00002 · Rosa Quintero")).toBe("CT00002 · Rosa Quintero");
  });
});

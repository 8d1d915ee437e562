import { describe, expect, it } from "vitest";
import { isoDateOfInstant } from "./iso-date-of-instant.js";

describe("isoDateOfInstant", () => {
  const instant = new Date("2025-01-06T05:30:00Z");

  it("reads the UTC date by default", () => {
    expect(isoDateOfInstant(instant)).toBe("2025-01-06");
  });

  it("reads the date in a named zone", () => {
    expect(isoDateOfInstant(instant, "America/Los_Angeles")).toBe("2025-01-05");
    expect(isoDateOfInstant(instant, "Asia/Tokyo")).toBe("2025-01-06");
    expect(isoDateOfInstant(new Date("2025-01-06T20:00:00Z"), "Pacific/Kiritimati")).toBe("2025-01-07");
  });

  it("refuses an invalid instant or zone", () => {
    expect(() => isoDateOfInstant(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => isoDateOfInstant(instant, "Not/AZone")).toThrow(RangeError);
  });
});

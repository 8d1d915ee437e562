import { describe, expect, it } from "vitest";
import { isSessionValid } from "./session-expiry.js";

describe("isSessionValid (spec 000 section 4)", () => {
  const now = new Date("2026-01-01T12:00:00Z");

  it("is valid while the stored expiry is in the future", () => {
    expect(isSessionValid("2026-01-01T12:00:01Z", now)).toBe(true);
    expect(isSessionValid("2026-01-01T12:00:00Z", now)).toBe(false);
    expect(isSessionValid("2026-01-01T11:59:59Z", now)).toBe(false);
  });

  it("is invalid without an expiry or with an unreadable one", () => {
    expect(isSessionValid(null, now)).toBe(false);
    expect(isSessionValid(undefined, now)).toBe(false);
    expect(isSessionValid("", now)).toBe(false);
    expect(isSessionValid("soon", now)).toBe(false);
  });
});

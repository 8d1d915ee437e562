import { describe, expect, it } from "vitest";
import { hasAcceptedTerms } from "./has-accepted-terms";

describe("hasAcceptedTerms", () => {
  it("holds only for a valid date", () => {
    expect(hasAcceptedTerms({ termAcceptedOn: "2030-01-01T09:00:00.000Z" })).toBe(true);
    expect(hasAcceptedTerms({ termAcceptedOn: null })).toBe(false);
    expect(hasAcceptedTerms({ termAcceptedOn: "not a date" })).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { licenceRenewalTerms, wholeMonthsOfTerm } from "./licence-renewal-terms.js";

describe("a licence's renewal terms", () => {
  it("reads a term of whole months, a short month's last day ending it", () => {
    expect(wholeMonthsOfTerm("2026-01-01", "2026-12-31")).toBe(12);
    expect(wholeMonthsOfTerm("2026-03-15", "2026-06-14")).toBe(3);
    expect(wholeMonthsOfTerm("2025-05-31", "2027-02-28")).toBe(21);
  });

  it("gives no length for a term that is not whole months, or that ends before it starts", () => {
    expect(wholeMonthsOfTerm("2026-01-01", "2026-01-20")).toBeNull();
    expect(wholeMonthsOfTerm("2026-05-01", "2026-04-01")).toBeNull();
    expect(wholeMonthsOfTerm(null, "2026-04-01")).toBeNull();
  });

  it("renews for as long as the term held, at its fee; a licence in perpetuity does not renew", () => {
    expect(
      licenceRenewalTerms({ termStart: "2026-01-01", termEnd: "2026-12-31", feeCents: 250_000 }),
    ).toEqual({
      months: 12,
      amountCents: 250_000,
    });
    expect(licenceRenewalTerms({ termStart: "2026-01-01", termEnd: "2026-01-20", feeCents: null })).toEqual({
      months: null,
      amountCents: null,
    });
    expect(licenceRenewalTerms({ termStart: "2026-01-01", termEnd: null, feeCents: 100 })).toBeNull();
  });
});

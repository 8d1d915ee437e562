import { describe, expect, it } from "vitest";
import { checkRateCardEntry } from "./check-rate-card-entry.js";
import { feeSchedules } from "./fee-schedules.js";
import { RateCardEntrySchema, shippedRateCardEntries, type RateCardEntry } from "./rate-card-entry.js";

const entry = (overrides: Partial<Record<keyof RateCardEntry, unknown>> = {}) => ({
  id: "client-1",
  union: "SAG-AFTRA",
  agreement: "TV COMMERCIAL STANDARD",
  contractYear: 2025,
  category: "offCameraPrincipalSession",
  medium: null,
  effectiveFrom: "2025-04-01",
  effectiveTo: "2026-03-31",
  amountCents: 61_800,
  source: "SAG-AFTRA 2025 TV rate sheet, p. 3",
  confidence: "V",
  performerId: null,
  origin: "client",
  ...overrides,
});
const saved = (overrides: Partial<Record<keyof RateCardEntry, unknown>> = {}) =>
  RateCardEntrySchema.parse(entry(overrides));

describe("checkRateCardEntry", () => {
  it("accepts a complete client figure", () => {
    expect(checkRateCardEntry(entry(), [])).toEqual([]);
  });

  it("names the field of a range that ends before it starts", () => {
    expect(checkRateCardEntry(entry({ effectiveTo: "2025-03-31" }), [])).toEqual([
      { field: "effectiveTo", message: "The figure cannot end before it starts." },
    ]);
  });

  it.each([-100, 0, 618.5])("refuses the amount %s", (amountCents) => {
    expect(checkRateCardEntry(entry({ amountCents }), [])).toEqual([
      { field: "amountCents", message: "Enter the amount as a whole number of cents, more than zero." },
    ]);
  });

  it.each([undefined, "", "   "])("asks where a figure comes from when the source is %j", (source) => {
    expect(checkRateCardEntry(entry({ source }), [])).toEqual([
      { field: "source", message: "Say where the figure comes from (a rate sheet, a contract, a page)." },
    ]);
  });

  it("refuses a second version of the same figure in force on a common day", () => {
    const existing = [saved({ id: "client-0", effectiveFrom: "2025-01-01", effectiveTo: "2025-04-01" })];
    expect(checkRateCardEntry(entry(), existing)).toEqual([
      {
        field: "effectiveFrom",
        message:
          "Another version of this figure is in force 01/01/2025 to 04/01/2025; end it first or start this one after it.",
      },
    ]);
  });

  it("lets versions follow each other, and figures of another medium or performer overlap", () => {
    const existing = [
      saved({ id: "client-0", effectiveFrom: "2024-04-01", effectiveTo: "2025-03-31" }),
      saved({ id: "client-2", medium: "TV" }),
      saved({ id: "client-3", performerId: 7 }),
      saved({ id: "client-4", effectiveTo: null, effectiveFrom: "2026-04-01" }),
    ];
    expect(checkRateCardEntry(entry(), existing)).toEqual([]);
  });

  it("an edit does not overlap its own older version", () => {
    expect(checkRateCardEntry(entry({ amountCents: 62_000 }), [saved()])).toEqual([]);
  });

  it("never changes a shipped figure: a client figure beside it is a separate version", () => {
    const shipped = shippedRateCardEntries(feeSchedules);
    const onCamera = { category: "onCameraPrincipalSession", agreement: null };
    expect(checkRateCardEntry(entry({ ...onCamera, origin: "shipped" }), shipped)).toEqual([
      {
        field: "origin",
        message: "Shipped figures come with the product and cannot be changed; add a client version instead.",
      },
    ]);
    expect(checkRateCardEntry(entry(onCamera), shipped)).toEqual([]);
  });
});

describe("shippedRateCardEntries", () => {
  it("lists only the confirmed figures, each with its schedule and source", () => {
    const shipped = shippedRateCardEntries(feeSchedules);
    expect(shipped.every((row) => row.confidence === "V" && row.origin === "shipped")).toBe(true);
    expect(shipped).toContainEqual(
      expect.objectContaining({
        id: "shipped:SAG-AFTRA-2025-Y1:onCameraPrincipalSession",
        amountCents: 82_230,
        effectiveFrom: "2025-04-01",
        effectiveTo: "2026-03-31",
      }),
    );
    expect(shipped.some((row) => row.category === "offCameraPrincipalSession")).toBe(false);
  });
});

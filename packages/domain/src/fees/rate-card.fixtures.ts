import { RateCardEntrySchema, type RateCardEntry } from "./rate-card-entry.js";

/**
 * A client's confirmed figure for the SAG-AFTRA off-camera principal session (= holding) fee of
 * the 2025 contract's first year, which the shipped card does not confirm (derived, not published).
 */
export function clientRateCardEntry(
  overrides: Partial<Record<keyof RateCardEntry, unknown>> = {},
): RateCardEntry {
  return RateCardEntrySchema.parse({
    id: "client-1",
    union: "SAG-AFTRA",
    agreement: null,
    contractYear: 2025,
    category: "offCameraPrincipalSession",
    medium: null,
    effectiveFrom: "2025-04-01",
    effectiveTo: "2026-03-31",
    amountCents: 61_800,
    source: "Acme 2025 rate sheet",
    confidence: "V",
    performerId: null,
    origin: "client",
    ...overrides,
  });
}

import { toIsoDate, type RateCard, type RateCardGap, type RateCardRow } from "@rightsdesk/domain";

/** A shipped, confirmed figure of the 2025 SAG-AFTRA card. */
export function shippedRow(overrides: Partial<RateCardRow> = {}): RateCardRow {
  return {
    id: "shipped:SAG-AFTRA-2025-Y1:onCameraPrincipalSession",
    union: "SAG-AFTRA",
    agreement: null,
    contractYear: 2025,
    category: "onCameraPrincipalSession",
    medium: null,
    effectiveFrom: toIsoDate("2025-04-01"),
    effectiveTo: toIsoDate("2026-03-31"),
    amountCents: 78_275,
    source: "SAG-AFTRA 2025 Commercials Contracts rate sheet: https://example.org/rates.pdf",
    confidence: "V",
    performerId: null,
    origin: "shipped",
    version: null,
    performerName: null,
    updatedAt: null,
    updatedBy: null,
    ...overrides,
  };
}

/** A client's own version of a figure, as the server answers it. */
export function clientRow(overrides: Partial<RateCardRow> = {}): RateCardRow {
  return {
    ...shippedRow(),
    id: "41",
    category: "streaming1Year",
    amountCents: 250_000,
    source: "Payroll memo of 2025-05-02",
    origin: "client",
    version: 3,
    updatedAt: "2025-05-02T10:00:00.000Z",
    updatedBy: "Ada Lovelace",
    ...overrides,
  };
}

/** A shipped row whose amount is derived, not published: a figure the client can add. */
export function streamingGap(overrides: Partial<RateCardGap> = {}): RateCardGap {
  return {
    union: "SAG-AFTRA",
    contractYear: 2025,
    schedule: "SAG-AFTRA 2025 Commercials, year 1",
    category: "nationalCable1Year",
    effectiveFrom: toIsoDate("2025-04-01"),
    effectiveTo: toIsoDate("2026-03-31"),
    confidence: "D",
    reason: "derived by arithmetic, not published",
    ...overrides,
  };
}

export function rateCard(overrides: Partial<RateCard> = {}): RateCard {
  return { entries: [shippedRow(), clientRow()], gaps: [streamingGap()], ...overrides };
}

import type { z } from "zod";
import { ForecastAnswerSchema, type ForecastAnswer } from "@rightsdesk/domain";

type Payment = z.input<typeof ForecastAnswerSchema>["payments"][number];

const holdingFee = (overrides: Partial<Payment>): Payment => ({
  kind: "holdingFee",
  month: "2026-04",
  dueDate: "2026-04-14",
  periodStart: "2026-04-14",
  periodEnd: "2026-07-13",
  spot: { assetId: 1, adId: "NWFD0001000H", title: "Harvest Crunch :30" },
  performer: { castItemId: 3, name: "Rosa Quintero" },
  element: null,
  licence: null,
  category: "onCameraPrincipalSession",
  amountCents: 78_350,
  source: "shippedConfirmed",
  note: "SAG-AFTRA 2025 commercials contract, year 1",
  subjects: [],
  ...overrides,
});

/**
 * A forecast as getForecast answers it, checked with the domain's schema: two months, a priced
 * holding fee, one from the client's card, a licence renewal with no figure, a released cycle, and
 * a note that a spreadsheet would run as a formula.
 */
export const recordedForecastAnswer: ForecastAnswer = ForecastAnswerSchema.parse({
  window: { from: "2026-04-01", to: "2026-05-31" },
  payments: [
    holdingFee({}),
    holdingFee({
      dueDate: "2026-04-20",
      performer: { castItemId: 4, name: "Sam Roe" },
      amountCents: 100_000,
      source: "clientRateCard",
      note: '=HYPERLINK("http://example.test")',
    }),
    {
      ...holdingFee({}),
      kind: "licenceRenewal",
      month: "2026-05",
      dueDate: "2026-05-31",
      periodStart: "2026-06-01",
      periodEnd: null,
      spot: null,
      performer: null,
      element: { id: 5, title: "Sunrise Drive" },
      licence: { id: 1, label: "Synchronization licence" },
      category: null,
      amountCents: null,
      source: "missing",
      note: "No renewal fee is recorded for the licence.",
    },
  ],
  months: [
    { month: "2026-04", amountCents: 178_350, pricedCount: 2, missingCount: 0 },
    { month: "2026-05", amountCents: 0, pricedCount: 0, missingCount: 1 },
  ],
  total: { amountCents: 178_350, pricedCount: 2, missingCount: 1 },
  released: [
    holdingFee({
      kind: "useRightCycle",
      dueDate: "2026-05-02",
      month: "2026-05",
      performer: null,
      category: "streaming1Year",
      amountCents: 250_000,
      source: "contract",
      note: "Agreed in the contract",
    }),
  ],
  saving: { amountCents: 250_000, pricedCount: 1, missingCount: 0 },
  bySource: [
    { source: "shippedConfirmed", amountCents: 78_350, pricedCount: 1, missingCount: 0 },
    { source: "clientRateCard", amountCents: 100_000, pricedCount: 1, missingCount: 0 },
    { source: "contract", amountCents: 0, pricedCount: 0, missingCount: 0 },
    { source: "missing", amountCents: 0, pricedCount: 0, missingCount: 1 },
  ],
  scopeLabel: "Advertiser: Northwind Foods",
});

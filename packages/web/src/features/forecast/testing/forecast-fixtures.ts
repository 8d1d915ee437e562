import { toIsoDate, type ForecastAnswer, type RenewalDecisionRecord } from "@rightsdesk/domain";

type Payment = ForecastAnswer["payments"][number];

const harvest = { assetId: 12, adId: "NWFD0001000H", title: "Harvest Crunch" };
const rosaFees = { kind: "holdingFee", assetId: 12, castItemId: 3 } as const;
const harvestCycle = { kind: "useRightCycle", assetId: 12, useRightId: 8 } as const;

/** A holding fee of Rosa Quintero on Harvest Crunch, priced from the shipped card unless told. */
export function holdingFee(overrides: Partial<Payment> = {}): Payment {
  return {
    kind: "holdingFee",
    month: "2026-04",
    dueDate: toIsoDate("2026-04-10"),
    periodStart: toIsoDate("2026-04-10"),
    periodEnd: toIsoDate("2026-07-09"),
    spot: harvest,
    performer: { castItemId: 3, name: "Rosa Quintero" },
    element: null,
    licence: null,
    category: "onCameraPrincipalSession",
    amountCents: 78_275,
    source: "shippedConfirmed",
    note: "SAG-AFTRA 2025 on-camera principal session fee",
    subjects: [rosaFees],
    ...overrides,
  };
}

/** The forecast of three months: Rosa's fees in April and July, a cycle with no figure, a client-priced licence. */
export function forecastAnswer(overrides: Partial<ForecastAnswer> = {}): ForecastAnswer {
  const payments: Payment[] = [
    holdingFee(),
    holdingFee({
      month: "2026-06",
      dueDate: toIsoDate("2026-06-09"),
      periodStart: toIsoDate("2026-06-09"),
      amountCents: 100_000,
      source: "clientRateCard",
      note: "Client rate card: payroll memo",
    }),
    holdingFee({
      kind: "useRightCycle",
      month: "2026-04",
      dueDate: toIsoDate("2026-04-20"),
      performer: null,
      category: "streaming1Year",
      amountCents: null,
      source: "missing",
      note: "No confirmed one-year streaming fee",
      subjects: [harvestCycle],
    }),
    holdingFee({
      kind: "licenceRenewal",
      month: "2026-05",
      dueDate: toIsoDate("2026-05-01"),
      spot: null,
      performer: null,
      element: { id: 5, title: "Sunny Day (track)" },
      licence: { id: 9, label: "Sync licence" },
      category: null,
      amountCents: 250_000,
      source: "contract",
      note: "The licence's recorded fee",
      subjects: [{ kind: "licenceRenewal", elementId: 5, licenceId: 9 }],
    }),
  ];
  return {
    window: { from: toIsoDate("2026-04-01"), to: toIsoDate("2026-06-30") },
    payments,
    months: [
      { month: "2026-04", amountCents: 78_275, pricedCount: 1, missingCount: 1 },
      { month: "2026-05", amountCents: 250_000, pricedCount: 1, missingCount: 0 },
      { month: "2026-06", amountCents: 100_000, pricedCount: 1, missingCount: 0 },
    ],
    total: { amountCents: 428_275, pricedCount: 3, missingCount: 1 },
    released: [],
    saving: { amountCents: 0, pricedCount: 0, missingCount: 0 },
    bySource: [
      { source: "contract", amountCents: 250_000, pricedCount: 1, missingCount: 0 },
      { source: "clientRateCard", amountCents: 100_000, pricedCount: 1, missingCount: 0 },
      { source: "shippedConfirmed", amountCents: 78_275, pricedCount: 1, missingCount: 0 },
      { source: "missing", amountCents: 0, pricedCount: 0, missingCount: 1 },
    ],
    scopeLabel: "",
    ...overrides,
  };
}

/** "Renew" on Rosa's holding fees, by Ada on 2026-03-02. */
export function renewRosa(overrides: Partial<RenewalDecisionRecord> = {}): RenewalDecisionRecord {
  return {
    id: 1,
    subject: rosaFees,
    label: "Harvest Crunch (NWFD0001000H): Rosa Quintero's holding fees",
    choice: "renew",
    decidedBy: { id: 7, name: "Ada Lovelace" },
    decidedOn: toIsoDate("2026-03-02"),
    decidedAt: "2026-03-02T09:00:00.000Z",
    note: null,
    ...overrides,
  };
}

export const subjects = { rosaFees, harvestCycle };

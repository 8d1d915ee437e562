import { toIsoDate } from "../dates/iso-date.js";
import type { ForecastCastMember, ForecastElement, ForecastSpot } from "./forecast-input.js";

/** Test data shared by the forecast tests: a spot made 2025-04-01 with an on-camera principal and a voice-over. */
export const castMember = (overrides: Partial<ForecastCastMember> = {}): ForecastCastMember => ({
  castItemId: 3,
  name: "Jane Doe",
  union: "SAG AFTRA",
  performerCategory: "PRINCIPAL",
  performanceType: "ON_CAMERA",
  sessionDate: "2025-04-01",
  holdingFeesPaidThrough: "2025-12-30",
  editedOut: false,
  agreedHoldingFeeCents: null,
  performerId: 11,
  ...overrides,
});

export const voiceOver = castMember({
  castItemId: 4,
  name: "Sam Roe",
  performerCategory: "VOICE OVER",
  performanceType: "OFF_CAMERA",
  holdingFeesPaidThrough: null,
  performerId: 12,
});

export const spot = (overrides: Partial<ForecastSpot> = {}): ForecastSpot => ({
  assetId: 1,
  adId: "ABCD1234000H",
  title: "Spring launch",
  assetType: "video",
  expireMpuEndDate: "2027-03-31",
  agreement: "TV COMMERCIAL STANDARD",
  cast: [castMember(), voiceOver],
  useRights: [],
  mpu: null,
  ...overrides,
});

export const streamingRight = {
  id: 9,
  useRightType: "STREAMING",
  mediaType: "STREAMING",
  startCycleDate: "2025-03-01",
  cycleExpireDate: "2026-02-28",
  cycleLength: "1 year",
  castItemId: null,
  renewal: {
    scale: {
      kind: "useCycle" as const,
      union: "SAG-AFTRA" as const,
      category: "streaming1Year" as const,
      keyOn: "cycleStart" as const,
      sessionDate: toIsoDate("2025-04-01"),
    },
    agreedAmountCents: null,
  },
};

export const musicElement: ForecastElement = {
  id: 5,
  title: "Sunrise Drive",
  licences: [
    {
      id: 1,
      label: "Synchronization licence",
      termEnd: "2026-05-31",
      renewal: { months: 12, amountCents: 250_000 },
    },
    { id: 2, label: "Master licence", termEnd: null, renewal: null },
  ],
};

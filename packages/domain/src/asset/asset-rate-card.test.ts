import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import { clientRateCardEntry } from "../fees/rate-card.fixtures.js";
import { ClearanceRequestSchema, decideAssetClearance, type AssetClearanceData } from "./asset-clearance.js";
import { buildAssetTimeline } from "./asset-timeline.js";
import { castHoldingFeeFor, standSpotCast, type SpotCastMember } from "./cast-cycles.js";

/*
 * Sam is an off-camera SAG-AFTRA principal with a 2025-04-07 session: cycle 2 (2025-07-07 …
 * 2025-10-05) is owed a holding fee = the off-camera session fee, which the shipped 2025 year-1
 * card does not confirm (derived, not published): "no confirmed rate" until the client's card has it.
 */
const sam: SpotCastMember = {
  castItemId: 21,
  name: "Sam Voice",
  union: "SAG AFTRA",
  performerCategory: "PRINCIPAL",
  performanceType: "OFF_CAMERA",
  sessionDate: "2025-04-07",
  holdingFeesPaidThrough: null,
  editedOut: false,
  agreedHoldingFeeCents: null,
  performerId: 7,
};

const spot: AssetClearanceData = {
  asset: { adId: "ABCD1234000", title: "Spring Drive :30", expireMpuEndDate: "2027-01-31" },
  mpu: {
    end: "2027-01-31",
    typedEnd: "2027-01-31",
    computed: null,
    computedNote: "Typed in this test.",
    needsReview: false,
    confirmed: false,
  },
  cast: [sam],
  useRights: [
    {
      id: 1,
      useRightType: "CABLE",
      mediaType: "TV",
      mediaSubTypes: ["CABLE - NATIONAL"],
      startCycleDate: "2025-04-07",
      cycleExpireDate: "2025-07-06",
      cycleLength: "13 weeks",
      castItemId: 21,
      coversAllPerformers: false,
    },
  ],
  elements: [],
};
const today = toIsoDate("2025-08-01");
const cycle2 = toIsoDate("2025-07-07");
const ask = ClearanceRequestSchema.parse({
  airDate: "2025-08-15",
  mediaType: "TV",
  mediaSubType: "CABLE - NATIONAL",
});

describe("castHoldingFeeFor with the client's rate card", () => {
  it("prices a holding fee the shipped card lacks from the client's entry, saying so", () => {
    expect(castHoldingFeeFor(sam, cycle2)).toMatchObject({ status: "missing" });
    expect(castHoldingFeeFor(sam, cycle2, [clientRateCardEntry()])).toMatchObject({
      status: "rateCard",
      amountCents: 61_800,
      entryId: "client-1",
    });
  });

  it("the performer's over-scale entry beats the contract's agreed holding fee; the agreed fee beats the client's card", () => {
    const agreed = { ...sam, agreedHoldingFeeCents: 70_000 };
    const card = [clientRateCardEntry()];
    expect(castHoldingFeeFor(agreed, cycle2, card)).toMatchObject({ status: "agreed", amountCents: 70_000 });
    const over = clientRateCardEntry({ id: "over-7", performerId: 7, amountCents: 90_000 });
    expect(castHoldingFeeFor(agreed, cycle2, [...card, over])).toMatchObject({
      status: "rateCard",
      basis: "overScale",
      amountCents: 90_000,
    });
    expect(castHoldingFeeFor({ ...agreed, performerId: 8 }, cycle2, [over])).toMatchObject({
      status: "agreed",
    });
  });
});

describe("standSpotCast and the timeline with the client's rate card", () => {
  it("each owed cycle carries the client's amount and note", () => {
    const [before] = standSpotCast(spot, today);
    expect(before?.unpaid.map((cycle) => cycle.amountCents)).toEqual([null]);
    const [after] = standSpotCast(spot, today, [clientRateCardEntry()]);
    expect(after?.unpaid).toEqual([
      { ...before?.unpaid[0], amountCents: 61_800, feeNote: "Client rate card: Acme 2025 rate sheet" },
    ]);
    const timeline = buildAssetTimeline({ ...spot, rateCard: [clientRateCardEntry()] }, today);
    expect(timeline.cast).toEqual([after]);
  });
});

describe("decideAssetClearance with the client's rate card", () => {
  it("an unpaid cycle formerly without a confirmed rate now has the client's amount and total", () => {
    const before = decideAssetClearance(spot, ask, today);
    expect(before.verdict).toBe("clearedIfPaid");
    expect(before.reasons[0]?.totalCents).toBeNull();
    const after = decideAssetClearance({ ...spot, rateCard: [clientRateCardEntry()] }, ask, today);
    expect(after.reasons[0]?.payments).toEqual([
      {
        ...before.reasons[0]?.payments[0],
        amountCents: 61_800,
        feeNote: "Client rate card: Acme 2025 rate sheet",
      },
    ]);
    expect(after.reasons[0]?.totalCents).toBe(61_800);
    expect({ ...after, reasons: [] }).toEqual({ ...before, reasons: [] });
  });

  it("another union's or another category's entry leaves the answer as it was", () => {
    const unrelated = [
      clientRateCardEntry({ union: "AFM" }),
      clientRateCardEntry({ category: "onCameraPrincipalSession" }),
    ];
    expect(decideAssetClearance({ ...spot, rateCard: unrelated }, ask, today)).toEqual(
      decideAssetClearance(spot, ask, today),
    );
  });
});

import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import {
  ClearanceRequestSchema,
  castRenewal,
  decideAssetClearance,
  type AssetClearanceData,
  type ClearanceCastTerms,
} from "./asset-clearance.js";
import { describeAssetEarliestExpire } from "./asset-rights.js";
import { buildAssetTimeline } from "./asset-timeline.js";

const jane: ClearanceCastTerms = {
  name: "Jane Doe",
  union: "SAG AFTRA",
  performerCategory: "PRINCIPAL",
  performanceType: "ON_CAMERA",
  sessionDate: "2025-04-01",
  holdingFeesPaidThrough: null,
};

/*
 * Hand-worked: a 13-week cable cycle from 2025-04-07 covers 2025-04-07 … 2025-07-06 (91 days);
 * cycle 2 runs 2025-07-07 … 2025-10-05 and its holding fee is due on its first day. The 2025
 * SAG-AFTRA contract's year-1 on-camera principal session fee (= the holding fee) is $822.30,
 * in force 2025-04-01 … 2026-03-31. The spot's MPU ends 2027-01-31.
 */
const spot: AssetClearanceData = {
  asset: { adId: "ABCD1234000", title: "Spring Drive :30", expireMpuEndDate: "2027-01-31" },
  useRights: [
    {
      id: 1,
      useRightType: "CABLE",
      mediaType: "TV COMMERCIAL",
      mediaSubTypes: ["CABLE - NATIONAL"],
      startCycleDate: "2025-04-07",
      cycleExpireDate: "2025-07-06",
      cycleLength: "13 weeks",
      cast: jane,
    },
  ],
  elements: [],
};

const today = toIsoDate("2025-06-20");
const [cable] = spot.useRights;
if (cable === undefined) throw new Error("The spot has a use right.");

const ask = (airDate: string, mediaType = "TV COMMERCIAL", mediaSubType = "CABLE - NATIONAL") =>
  ClearanceRequestSchema.parse({ airDate, mediaType, mediaSubType });

describe("decideAssetClearance (hand-worked cases)", () => {
  it("clears a date inside the paid cycle, naming the right that covers it", () => {
    const answer = decideAssetClearance(spot, ask("2025-06-01"), today);
    expect(answer.verdict).toBe("cleared");
    expect(answer.verdictLabel).toBe("Cleared");
    expect(answer.reasons).toEqual([]);
    expect(answer.coveredBy).toEqual([{ id: "UR-1", label: "Jane Doe: CABLE TV COMMERCIAL" }]);
    expect(answer.mpuEnd).toBe("2027-01-31");
  });

  it("clears if paid after the cycle when the holding fee is unpaid: amount and due date of cycle 2", () => {
    const answer = decideAssetClearance(spot, ask("2025-08-15"), today);
    expect(answer.verdict).toBe("clearedIfPaid");
    expect(answer.reasons).toHaveLength(1);
    const [reason] = answer.reasons;
    expect(reason?.kind).toBe("useRightUnpaid");
    expect(reason?.item).toEqual({ id: "UR-1", label: "Jane Doe: CABLE TV COMMERCIAL" });
    expect(reason?.payments).toEqual([
      {
        cycleNumber: 2,
        cycleStart: "2025-07-07",
        cycleExpire: "2025-10-05",
        dueDate: "2025-07-07",
        overdue: false,
        amountCents: 82230,
        feeNote: expect.any(String) as string,
      },
    ]);
    expect(reason?.totalCents).toBe(82230);
  });

  it("marks a payment overdue when its due date has passed", () => {
    const answer = decideAssetClearance(spot, ask("2025-08-15"), toIsoDate("2025-07-10"));
    expect(answer.reasons[0]?.payments[0]?.overdue).toBe(true);
  });

  it("counts holding fees paid through a later cycle", () => {
    const paid = {
      ...spot,
      useRights: [{ ...cable, cast: { ...jane, holdingFeesPaidThrough: "2025-07-07" } }],
    };
    expect(decideAssetClearance(paid, ask("2025-08-15"), today).verdict).toBe("cleared");
  });

  it("does not clear a date after the MPU, whatever is paid", () => {
    const answer = decideAssetClearance(spot, ask("2027-02-01"), today);
    expect(answer.verdict).toBe("notCleared");
    expect(answer.reasons[0]).toMatchObject({ kind: "mpuEnded", item: { id: "ABCD1234000" } });
  });

  it("does not clear a media type no right covers", () => {
    const answer = decideAssetClearance(spot, ask("2025-06-01", "DIGITAL", ""), today);
    expect(answer.verdict).toBe("notCleared");
    expect(answer.reasons.map((reason) => reason.kind)).toEqual(["mediaNotCovered"]);
    expect(answer.reasons[0]?.item).toBeNull();
  });

  it("offers no payment for a non-union performer: the lapsed right simply ends", () => {
    const nonUnion = {
      ...spot,
      useRights: [{ ...cable, cast: { ...jane, union: "NON UNION" } }],
    };
    const answer = decideAssetClearance(nonUnion, ask("2025-08-15"), today);
    expect(answer.verdict).toBe("notCleared");
    expect(answer.reasons[0]?.kind).toBe("useRightExpired");
  });

  it("does not clear while a music licence has ended, and names it", () => {
    const withMusic: AssetClearanceData = {
      ...spot,
      elements: [
        {
          id: 7,
          title: "Sunrise Drive",
          elementType: "MUSIC",
          licenceType: "RIGHTS MANAGED",
          musicOrigin: "LICENSED",
          audioOrigin: null,
          licences: [
            {
              id: 3,
              label: "Synchronization licence",
              termStart: "2025-01-01",
              termEnd: "2025-06-30",
              media: [{ type: "ALL MEDIA", subtypes: [] }],
              territory: null,
            },
          ],
        },
      ],
    };
    const answer = decideAssetClearance(withMusic, ask("2025-07-01"), today);
    expect(answer.verdict).toBe("notCleared");
    expect(answer.reasons).toHaveLength(1);
    expect(answer.reasons[0]).toMatchObject({
      kind: "elementEnded",
      item: { id: "EL-7/L-3", label: "Sunrise Drive: Synchronization licence" },
    });

    const timeline = buildAssetTimeline(withMusic, today);
    expect(timeline.earliestExpireDate).toBe("2025-06-30");
    expect(timeline.items.filter((item) => item.earliest).map((item) => item.id)).toEqual(["EL-7/L-3"]);
    expect(timeline.items.find((item) => item.id === "UR-1")).toMatchObject({
      start: "2025-04-07",
      end: "2025-07-06",
      earliest: false,
    });

    const earliest = describeAssetEarliestExpire({
      adId: "ABCD1234000",
      title: "Spring Drive :30",
      assetType: "video",
      expireMpuEndDate: "2027-01-31",
      useRights: [
        {
          id: 1,
          useRightType: "CABLE",
          mediaType: "TV COMMERCIAL",
          cycleExpireDate: "2025-07-06",
          holder: "Jane Doe",
        },
      ],
      elements: [
        {
          id: 7,
          title: "Sunrise Drive",
          licences: [{ id: 3, label: "Synchronization licence", termEnd: "2025-06-30" }],
        },
      ],
    });
    expect(earliest).toMatchObject({
      status: "expires",
      date: "2025-06-30",
      item: { kind: "element", id: "EL-7/L-3" },
    });
  });

  it("does not clear a spot using a licensed element with no licence recorded, but an original score needs none", () => {
    const element = {
      id: 9,
      title: "Stock skyline",
      elementType: "IMAGE",
      licenceType: null,
      musicOrigin: null,
      audioOrigin: null,
      licences: [],
    };
    const answer = decideAssetClearance({ ...spot, elements: [element] }, ask("2025-06-01"), today);
    expect(answer.reasons.map((reason) => reason.kind)).toEqual(["elementUnlicensed"]);
    const score = { ...element, elementType: "MUSIC", musicOrigin: "ORIGINAL" };
    expect(decideAssetClearance({ ...spot, elements: [score] }, ask("2025-06-01"), today).verdict).toBe(
      "cleared",
    );
  });
});

describe("castRenewal", () => {
  it("buys a lapsed cycle back at the principal session rate, off camera for voice-overs", () => {
    expect(castRenewal(jane, toIsoDate("2025-04-07"))).toMatchObject({
      kind: "holdingFee",
      union: "SAG-AFTRA",
      sessionCategory: "onCameraPrincipalSession",
      sessionDate: "2025-04-01",
    });
    expect(castRenewal({ ...jane, performerCategory: "VOICE OVER" }, null)).toMatchObject({
      sessionCategory: "offCameraPrincipalSession",
    });
  });

  it("has no confirmed holding-fee rule for other categories, non-union performers or the asset's own rights", () => {
    expect(castRenewal({ ...jane, performerCategory: "DANCER" }, null)).toBeNull();
    expect(castRenewal({ ...jane, union: "NON UNION" }, null)).toBeNull();
    expect(castRenewal(null, null)).toBeNull();
  });
});

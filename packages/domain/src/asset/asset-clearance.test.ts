import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import { ClearanceRequestSchema, decideAssetClearance, type AssetClearanceData } from "./asset-clearance.js";
import type { AssetMpu } from "./asset-mpu.js";
import { castHoldingFee, type SpotCastMember } from "./cast-cycles.js";
import { describeAssetEarliestExpire } from "./asset-rights.js";
import { buildAssetTimeline } from "./asset-timeline.js";

const jane: SpotCastMember = {
  castItemId: 11,
  name: "Jane Doe",
  union: "SAG AFTRA",
  performerCategory: "PRINCIPAL",
  performanceType: "ON_CAMERA",
  sessionDate: "2025-04-07",
  holdingFeesPaidThrough: null,
  editedOut: false,
  agreedHoldingFeeCents: null,
};

const typedMpu = (end: string): AssetMpu => ({
  end,
  typedEnd: end,
  computed: null,
  computedNote: "Typed in this test.",
  needsReview: false,
  confirmed: false,
});

/*
 * Hand-worked: Jane's session is 2025-04-07, so her fixed 13-week cycles run 2025-04-07 … 2025-07-06
 * (cycle 1, paid by the session fee), 2025-07-07 … 2025-10-05 (cycle 2, its holding fee due on its
 * first day), 2025-10-06 … 2026-01-04 (cycle 3). Her cable right is cycle 1. The 2025 SAG-AFTRA
 * contract's year-1 on-camera principal session fee (= the holding fee) is $822.30, in force
 * 2025-04-01 … 2026-03-31. The spot's MPU ends 2027-01-31.
 */
const spot: AssetClearanceData = {
  asset: { adId: "ABCD1234000", title: "Spring Drive :30", expireMpuEndDate: "2027-01-31" },
  mpu: typedMpu("2027-01-31"),
  cast: [jane],
  useRights: [
    {
      id: 1,
      useRightType: "CABLE",
      mediaType: "TV",
      mediaSubTypes: ["CABLE - NATIONAL"],
      startCycleDate: "2025-04-07",
      cycleExpireDate: "2025-07-06",
      cycleLength: "13 weeks",
      castItemId: 11,
      coversAllPerformers: false,
    },
  ],
  elements: [],
};

const today = toIsoDate("2025-06-20");
const [cable] = spot.useRights;
if (cable === undefined) throw new Error("The spot has a use right.");

const ask = (airDate: string, mediaType = "TV", mediaSubType = "CABLE - NATIONAL") =>
  ClearanceRequestSchema.parse({ airDate, mediaType, mediaSubType });

describe("decideAssetClearance (hand-worked cases)", () => {
  it("clears a date inside the paid cycle, naming the right that covers it", () => {
    const answer = decideAssetClearance(spot, ask("2025-06-01"), today);
    expect(answer.verdict).toBe("cleared");
    expect(answer.verdictLabel).toBe("Cleared");
    expect(answer.reasons).toEqual([]);
    expect(answer.coveredBy).toEqual([{ id: "UR-1", label: "Jane Doe: CABLE TV" }]);
    expect(answer.mpuEnd).toBe("2027-01-31");
  });

  it("clears if paid after the cycle when the holding fee is unpaid: amount and due date of cycle 2", () => {
    const answer = decideAssetClearance(spot, ask("2025-08-15"), today);
    expect(answer.verdict).toBe("clearedIfPaid");
    expect(answer.reasons).toHaveLength(1);
    const [reason] = answer.reasons;
    expect(reason?.kind).toBe("useRightUnpaid");
    expect(reason?.item).toEqual({ id: "UR-1", label: "Jane Doe: CABLE TV" });
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
    const paid = { ...spot, cast: [{ ...jane, holdingFeesPaidThrough: "2025-07-07" }] };
    expect(decideAssetClearance(paid, ask("2025-08-15"), today).verdict).toBe("cleared");
  });

  it("does not clear a date after the MPU, whatever is paid", () => {
    const answer = decideAssetClearance(spot, ask("2027-02-01"), today);
    expect(answer.verdict).toBe("notCleared");
    expect(answer.reasons[0]).toMatchObject({ kind: "mpuEnded", item: { id: "ABCD1234000" } });
  });

  it("does not clear a media type no right covers, naming the performer it leaves uncovered", () => {
    const answer = decideAssetClearance(spot, ask("2025-06-01", "DIGITAL", ""), today);
    expect(answer.verdict).toBe("notCleared");
    expect(answer.reasons.map((reason) => reason.kind)).toEqual(["performerNotCovered"]);
    expect(answer.reasons[0]?.item).toEqual({ id: "CAST-11", label: "Jane Doe" });
    const noCast = { ...spot, cast: [], useRights: [] };
    const bare = decideAssetClearance(noCast, ask("2025-06-01", "DIGITAL", ""), today);
    expect(bare.reasons.map((reason) => reason.kind)).toEqual(["mediaNotCovered"]);
    expect(bare.reasons[0]?.item).toBeNull();
  });

  it("offers no payment for a non-union performer: the lapsed right simply ends", () => {
    const nonUnion = { ...spot, cast: [{ ...jane, union: "NON UNION" }] };
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
          mediaType: "TV",
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

describe("castHoldingFee", () => {
  it("buys a lapsed cycle back at the principal session rate, off camera for voice-overs", () => {
    expect(castHoldingFee(jane)).toMatchObject({
      kind: "holdingFee",
      union: "SAG-AFTRA",
      sessionCategory: "onCameraPrincipalSession",
      sessionDate: "2025-04-07",
    });
    expect(castHoldingFee({ ...jane, performerCategory: "VOICE OVER" })).toMatchObject({
      sessionCategory: "offCameraPrincipalSession",
    });
  });

  it("has no fixed cycles for other categories, non-union performers or a missing session date", () => {
    expect(castHoldingFee({ ...jane, performerCategory: "DANCER" })).toBeNull();
    expect(castHoldingFee({ ...jane, union: "NON UNION" })).toBeNull();
    expect(castHoldingFee({ ...jane, sessionDate: null })).toBeNull();
  });
});

/*
 * Two performers on one session, 2025-04-07 (cycles as above). Each holds a cycle-1 TV right.
 * Jane's holding fees are paid through cycle 2 (paid through 2025-10-05); Omar's only cover cycle 1
 * (paid through 2025-07-06). Air date 2025-08-15 is in cycle 2.
 */
describe("every performer who appears must be covered", () => {
  const omar: SpotCastMember = {
    ...jane,
    castItemId: 12,
    name: "Omar Reyes",
    performerCategory: "VOICE OVER",
  };
  const right = (
    id: number,
    castItemId: number | null,
    extra: Partial<AssetClearanceData["useRights"][number]> = {},
  ) => ({
    id,
    useRightType: "NETWORK",
    mediaType: "TV",
    mediaSubTypes: [],
    startCycleDate: "2025-04-07",
    cycleExpireDate: "2025-07-06",
    cycleLength: "13 weeks",
    castItemId,
    coversAllPerformers: false,
    ...extra,
  });
  const duo: AssetClearanceData = {
    ...spot,
    cast: [{ ...jane, holdingFeesPaidThrough: "2025-07-07" }, omar],
    useRights: [right(1, 11), right(2, 12)],
  };
  const tv = (airDate: string) => ClearanceRequestSchema.parse({ airDate, mediaType: "TV" });

  it("two performers, one lapsed: not cleared outright, the lapsed one named with what to pay", () => {
    const answer = decideAssetClearance(duo, tv("2025-08-15"), today);
    expect(answer.verdict).toBe("clearedIfPaid");
    expect(answer.reasons).toHaveLength(1);
    expect(answer.reasons[0]?.message).toContain("Omar Reyes");
    expect(answer.reasons[0]?.item).toEqual({ id: "UR-2", label: "Omar Reyes: NETWORK TV" });
    expect(answer.reasons[0]?.payments.map((payment) => [payment.cycleNumber, payment.dueDate])).toEqual([
      [2, "2025-07-07"],
    ]);
    expect(answer.coveredBy).toEqual([]);
  });

  it("the lapsed one with no way to pay (no holding-fee rule): not cleared, naming them", () => {
    const dancer = { ...duo, cast: [duo.cast[0] as SpotCastMember, { ...omar, union: "NON UNION" }] };
    const answer = decideAssetClearance(dancer, tv("2025-08-15"), today);
    expect(answer.verdict).toBe("notCleared");
    expect(answer.reasons.map((reason) => reason.item?.label)).toEqual(["Omar Reyes: NETWORK TV"]);
  });

  it("both paid: cleared, each performer's right listed", () => {
    const paid = {
      ...duo,
      cast: duo.cast.map((member) => ({ ...member, holdingFeesPaidThrough: "2025-07-07" })),
    };
    const answer = decideAssetClearance(paid, tv("2025-08-15"), today);
    expect(answer.verdict).toBe("cleared");
    expect(answer.coveredBy.map((ref) => ref.id)).toEqual(["UR-1", "UR-2"]);
  });

  it("an edited-out performer's lapsed cycle does not stop the spot", () => {
    const cut = { ...duo, cast: [duo.cast[0] as SpotCastMember, { ...omar, editedOut: true }] };
    expect(decideAssetClearance(cut, tv("2025-08-15"), today).verdict).toBe("cleared");
  });

  it("a performer with no right at all is a reason of their own", () => {
    const missing = { ...duo, useRights: [right(1, 11)] };
    const answer = decideAssetClearance(missing, tv("2025-08-15"), today);
    expect(answer.verdict).toBe("notCleared");
    expect(answer.reasons).toEqual([
      expect.objectContaining({ kind: "performerNotCovered", item: { id: "CAST-12", label: "Omar Reyes" } }),
    ]);
  });

  it("the spot's own right covers no performer, unless marked as a buyout of a non-union cast", () => {
    const buyout = right(5, null, {
      useRightType: "BUYOUT",
      cycleLength: "2 years",
      cycleExpireDate: "2027-04-06",
    });
    const spotOnly = { ...duo, useRights: [buyout] };
    const answer = decideAssetClearance(spotOnly, tv("2025-08-15"), today);
    expect(answer.verdict).toBe("notCleared");
    expect(answer.reasons.map((reason) => reason.item?.label)).toEqual(["Jane Doe", "Omar Reyes"]);

    const nonUnionCast = spotOnly.cast.map((member) => ({ ...member, union: "NON UNION" }));
    const marked = { ...spotOnly, cast: nonUnionCast, useRights: [{ ...buyout, coversAllPerformers: true }] };
    expect(decideAssetClearance(marked, tv("2025-08-15"), today).verdict).toBe("cleared");

    // A union principal still needs rights of their own: the buyout does not pay their cycles.
    const mixed = { ...marked, cast: [duo.cast[0] as SpotCastMember, nonUnionCast[1] as SpotCastMember] };
    const mixedAnswer = decideAssetClearance(mixed, tv("2025-08-15"), today);
    expect(mixedAnswer.reasons.map((reason) => reason.item?.label)).toEqual(["Jane Doe"]);
  });

  it("the timeline shows each union principal's current cycle and paid-through date", () => {
    const timeline = buildAssetTimeline(duo, toIsoDate("2025-08-15"));
    expect(
      timeline.cast.map((member) => [member.performer, member.currentCycle?.number, member.paidThrough]),
    ).toEqual([
      ["Jane Doe", 2, "2025-10-05"],
      ["Omar Reyes", 2, "2025-07-06"],
    ]);
    expect(timeline.cast[1]?.unpaid.map((cycle) => cycle.number)).toEqual([2]);
  });
});

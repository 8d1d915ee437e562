import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decideAssetClearance, type AssetClearanceData } from "../asset/asset-clearance.js";
import type { SpotCastMember } from "../asset/cast-cycles.js";
import { addDays } from "../dates/date-arithmetic.js";
import { toIsoDate } from "../dates/iso-date.js";
import type { AiringFacts } from "./read-airing-lines.js";
import {
  airingMedia,
  closestAdIds,
  firstUseIssue,
  reconcileAiring,
  useKindOfMedia,
  type AiringSpot,
} from "./reconcile-airing.js";

/*
 * Hand-worked (the same spot as the asset clearance tests): Jane's session is 2025-04-07, so her
 * 13-week cycles run 2025-04-07 … 07-06 (paid by the session fee), 07-07 … 10-05 (holding fee due
 * 07-07), 10-06 … 2026-01-04. Her right covers national cable. The MPU ends 2027-01-31. The music
 * licence runs to 2025-12-31 in the USA on TV.
 */
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

const clearance: AssetClearanceData = {
  asset: { adId: "ABCD1234000", title: "Spring Drive :30", expireMpuEndDate: "2027-01-31" },
  mpu: {
    end: "2027-01-31",
    typedEnd: "2027-01-31",
    computed: null,
    computedNote: "Typed.",
    needsReview: false,
    confirmed: false,
  },
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
  elements: [
    {
      id: 5,
      title: "Golden Fields",
      elementType: "MUSIC",
      licenceType: "LICENSED",
      musicOrigin: null,
      audioOrigin: null,
      licences: [
        {
          id: 9,
          label: "Sync licence",
          termStart: "2025-01-01",
          termEnd: "2025-12-31",
          media: [{ type: "TV", subtypes: [] }],
          territory: "USA",
        },
      ],
    },
  ],
};

const spot: AiringSpot = {
  assetId: 7,
  adId: "ABCD1234000",
  title: "Spring Drive :30",
  lengthSeconds: 30,
  firstAirDate: toIsoDate("2025-04-10"),
  clearance,
};

const cable = {
  today: toIsoDate("2025-06-20"),
  media: { type: "TV", subtype: "CABLE - NATIONAL" },
  territory: "USA",
};

function airing(overrides: Partial<AiringFacts> = {}): AiringFacts {
  return {
    adId: "ABCD1234000",
    airDate: toIsoDate("2025-06-01"),
    airTime: "20:00:00",
    lengthSeconds: 30,
    outlet: "ESPN",
    market: null,
    program: null,
    aired: true,
    statusText: null,
    ...overrides,
  };
}

const kinds = (check: ReturnType<typeof reconcileAiring>) => check.issues.map((issue) => issue.kind);

describe("reconcileAiring (hand-worked)", () => {
  it("clears an airing inside the paid cycle and counts it", () => {
    const check = reconcileAiring(airing(), spot, cable);
    expect(check).toMatchObject({ counted: true, issues: [] });
    expect(check.clearance?.verdict).toBe("cleared");
  });

  it("names the unpaid cycle 2 holding fee with its confirmed amount", () => {
    const [issue] = reconcileAiring(airing({ airDate: toIsoDate("2025-08-15") }), spot, cable).issues;
    expect(issue).toMatchObject({
      kind: "unpaidCycle",
      item: { id: "UR-1", label: "Jane Doe: CABLE TV" },
      amountCents: 82230,
    });
  });

  it("names the MPU once it has ended, and the licence that ended before it", () => {
    const check = reconcileAiring(airing({ airDate: toIsoDate("2027-02-01") }), spot, cable);
    expect(kinds(check)[0]).toBe("afterMpu");
    expect(kinds(check)).toContain("elementLicence");
  });

  it("names the medium the rights do not cover (broadcast network TV)", () => {
    const network = { ...cable, media: { type: "TV", subtype: "NETWORK" } };
    expect(kinds(reconcileAiring(airing(), spot, network))).toEqual(["mediaNotCovered"]);
  });

  it("names the territory a licence does not cover", () => {
    const canada = { ...cable, territory: "CANADA" };
    const check = reconcileAiring(airing(), spot, canada);
    expect(kinds(check)).toEqual(["territoryNotCovered"]);
    expect(check.issues[0]?.item).toEqual({ id: "EL-5/L-9", label: "Golden Fields: Sync licence" });
  });

  it("names a length that differs from the spot's", () => {
    const [issue] = reconcileAiring(airing({ lengthSeconds: 15 }), spot, cable).issues;
    expect(issue?.kind).toBe("lengthMismatch");
    expect(issue?.message).toBe(
      "Aired as :15, but Spring Drive :30 (ABCD1234000) is :30: an edit nobody cleared, or a wrong code on the log.",
    );
  });

  it("keeps a row that did not air but never counts it or raises an issue", () => {
    expect(reconcileAiring(airing({ aired: false, airDate: toIsoDate("2030-01-01") }), spot, cable)).toEqual({
      counted: false,
      issues: [],
      clearance: null,
    });
  });

  it("names an unknown code with the closest known ones, and a malformed one", () => {
    const known = () => ["ABCD1234000", "ABCD1234001", "WXYZ9999000"];
    const [unknown] = reconcileAiring(airing({ adId: "ABCD1243000" }), null, cable, known).issues;
    expect(unknown?.kind).toBe("unknownAdId");
    expect(unknown?.suggestions).toEqual(["ABCD1234000", "ABCD1234001"]);
    const [malformed] = reconcileAiring(airing({ adId: "0BAD" }), null, cable, known).issues;
    expect(malformed?.kind).toBe("malformedAdId");
  });

  it("proposes the first use date of a spot that has none", () => {
    const fresh = { ...spot, firstAirDate: null };
    expect(firstUseIssue(fresh, toIsoDate("2025-04-09"))).toMatchObject({
      kind: "firstUse",
      proposedDate: "2025-04-09",
    });
    expect(firstUseIssue(spot, toIsoDate("2025-04-09"))).toBeNull();
  });
});

describe("media of an airing", () => {
  it("counts network as program use, cable as cable, stations as wild spot, digital as digital", () => {
    expect(useKindOfMedia({ type: "TV", subtype: "NETWORK" })).toBe("program");
    expect(useKindOfMedia({ type: "TV", subtype: "CABLE - NATIONAL" })).toBe("cable");
    expect(useKindOfMedia({ type: "TV", subtype: null })).toBe("wildSpot");
    expect(useKindOfMedia({ type: "STREAMING/OTT", subtype: null })).toBe("digital");
  });
  it("asks a wild-spot airing's clearance for its market's subtype", () => {
    const wild = { type: "TV", subtype: "WILDSPOT - ALL MARKETS EXCLUDING NY/LA" };
    expect(airingMedia(wild, "NEW YORK, NY")).toEqual({ type: "TV", subtype: "WILDSPOT - NY" });
    expect(airingMedia(wild, "803")).toEqual({ type: "TV", subtype: "WILDSPOT - LA" });
    expect(airingMedia({ type: "TV", subtype: null }, "Boise")).toEqual({
      type: "TV",
      subtype: "WILDSPOT - ALL MARKETS EXCLUDING NY/LA",
    });
    expect(airingMedia({ type: "TV", subtype: "CABLE - NATIONAL" }, "NEW YORK")).toEqual({
      type: "TV",
      subtype: "CABLE - NATIONAL",
    });
  });
});

describe("closestAdIds", () => {
  it("answers at most three codes within three edits, nearest first", () => {
    expect(closestAdIds("ABCD1234000", ["ABCD1234000", "ABCD1234009", "ABCD1234099", "ZZZZ0000000"])).toEqual(
      ["ABCD1234009", "ABCD1234099"],
    );
  });
});

const dayArb = fc.integer({ min: 0, max: 1200 }).map((offset) => addDays(toIsoDate("2025-01-01"), offset));

describe("reconcileAiring (properties)", () => {
  it("is the clearance rule: an airing of the spot's own length has an issue exactly when the spot is not cleared", () => {
    fc.assert(
      fc.property(dayArb, fc.constantFrom("CABLE - NATIONAL", "NETWORK", null), (airDate, subtype) => {
        const context = { ...cable, media: { type: "TV", subtype } };
        const check = reconcileAiring(airing({ airDate }), spot, context);
        const answer = decideAssetClearance(
          clearance,
          { airDate, mediaType: "TV", mediaSubType: subtype ?? undefined, territory: "USA" },
          cable.today,
        );
        expect(check.issues.length).toBe(answer.reasons.length);
        expect(check.issues.length === 0).toBe(answer.verdict === "cleared");
      }),
    );
  });

  it("never raises an issue or counts a row that did not air", () => {
    fc.assert(
      fc.property(dayArb, fc.option(fc.constant(spot), { nil: null }), (airDate, matched) => {
        const check = reconcileAiring(airing({ airDate, aired: false }), matched, cable);
        expect(check.counted).toBe(false);
        expect(check.issues).toEqual([]);
      }),
    );
  });
});

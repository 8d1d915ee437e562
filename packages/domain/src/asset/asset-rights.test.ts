import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import {
  assetExpiringItems,
  computeAssetRights,
  describeAssetEarliestExpire,
  isStoredStatusStale,
  type AssetRightsInput,
} from "./asset-rights.js";

const spot: AssetRightsInput = {
  adId: "ABCD1234000",
  title: "Spring Sale :30",
  assetType: "video",
  expireMpuEndDate: "2026-12-31",
  useRights: [],
};
const cable = { id: 7, useRightType: "CABLE", mediaType: "TV", cycleExpireDate: "2025-08-30" };
const today = toIsoDate("2025-06-02");

describe("assetExpiringItems", () => {
  it("lists the asset MPU, named by its Ad-ID, then each use right", () => {
    expect(assetExpiringItems({ ...spot, useRights: [cable] })).toEqual([
      { kind: "assetMpu", id: "ABCD1234000", label: "Spring Sale :30", expireDate: "2026-12-31" },
      { kind: "useRight", id: "UR-7", label: "CABLE TV", expireDate: "2025-08-30" },
    ]);
  });

  it("treats a missing or empty-marker end date as never ending", () => {
    const items = assetExpiringItems({
      ...spot,
      useRights: [
        { id: 1, useRightType: "AUDITION", mediaType: null, cycleExpireDate: null },
        { id: 2, useRightType: "REINSTATEMENT", mediaType: "", cycleExpireDate: "0001-01-01" },
      ],
    });
    expect(items.slice(1)).toEqual([
      { kind: "useRight", id: "UR-1", label: "AUDITION", expireDate: null },
      { kind: "useRight", id: "UR-2", label: "REINSTATEMENT", expireDate: null },
    ]);
  });
});

describe("computeAssetRights", () => {
  it("is ACTIVE with the first item to end stored for the lists", () => {
    expect(computeAssetRights({ ...spot, useRights: [cable] }, today)).toMatchObject({
      status: "ACTIVE",
      earliestExpireDate: "2025-08-30",
      earliestExpireItem: { kind: "useRight", id: "UR-7" },
    });
  });

  it("keeps a use right in force on its last day and expires it the day after", () => {
    const input = { ...spot, useRights: [cable] };
    expect(computeAssetRights(input, toIsoDate("2025-08-30")).status).toBe("ACTIVE");
    const after = computeAssetRights(input, toIsoDate("2025-08-31"));
    expect(after.status).toBe("EXPIRED");
    expect(after.statusReason).toContain('Use right "CABLE TV" (UR-7) expired');
  });

  it("is EXPIRED (ASSET MPU) once the MPU has ended", () => {
    expect(computeAssetRights(spot, toIsoDate("2027-01-01")).status).toBe("EXPIRED (ASSET MPU)");
  });

  it("is INCOMPLETE when a required field is blank, naming it", () => {
    const rights = computeAssetRights({ ...spot, expireMpuEndDate: null, title: " " }, today);
    expect(rights.status).toBe("INCOMPLETE");
    expect(rights.statusReason).toBe("Missing required fields: Title, Expiry Date.");
    expect(rights.earliestExpireDate).toBeNull();
    expect(rights.earliestExpireItem).toBeNull();
  });
});

describe("describeAssetEarliestExpire", () => {
  it("names the item ending first, with the items ending the same day", () => {
    const answer = describeAssetEarliestExpire({
      ...spot,
      expireMpuEndDate: "2025-08-30",
      useRights: [cable],
    });
    expect(answer).toMatchObject({
      status: "expires",
      date: "2025-08-30",
      item: { kind: "assetMpu" },
      endingTogether: [{ kind: "assetMpu" }, { kind: "useRight", id: "UR-7" }],
      description:
        'Asset MPU "Spring Sale :30" (ABCD1234000) ends the asset first: its last covered day is 08/30/2025.',
    });
  });

  it("says why nothing ends an asset without dates", () => {
    expect(describeAssetEarliestExpire({ ...spot, expireMpuEndDate: null })).toEqual({
      status: "never",
      reason: "Every item runs without end (unlimited or in perpetuity).",
    });
  });
});

describe("isStoredStatusStale", () => {
  it("is true only for ACTIVE assets whose first item ended before today", () => {
    expect(isStoredStatusStale({ status: "ACTIVE", earliestExpireDate: "2025-06-01" }, today)).toBe(true);
    expect(isStoredStatusStale({ status: "ACTIVE", earliestExpireDate: "2025-06-02" }, today)).toBe(false);
    expect(isStoredStatusStale({ status: "ACTIVE", earliestExpireDate: null }, today)).toBe(false);
    expect(isStoredStatusStale({ status: "EXPIRED", earliestExpireDate: "2025-01-01" }, today)).toBe(false);
  });
});

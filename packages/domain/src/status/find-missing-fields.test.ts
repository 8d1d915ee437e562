import { describe, expect, it } from "vitest";
import { findMissingAssetFields, findMissingUseRightFields } from "./find-missing-fields.js";

describe("findMissingAssetFields", () => {
  it("names Title, AdId, Expiry Date and Asset Type when empty; the empty date marker counts as empty", () => {
    expect(
      findMissingAssetFields({
        title: "Spring sale :30",
        adId: "ABCD1234000H",
        expireMpuEndDate: "2027-03-31",
        fileType: "video",
      }),
    ).toEqual([]);
    expect(
      findMissingAssetFields({ title: " ", adId: null, expireMpuEndDate: "0001-01-01", fileType: undefined }),
    ).toEqual(["Title", "AdId", "Expiry Date", "Asset Type"]);
  });
});

describe("findMissingUseRightFields", () => {
  const full = {
    useRightType: "CABLE",
    startCycleDate: "2025-01-06",
    cycleExpireDate: "2025-04-06",
    cycleLength: 91,
    note: "National",
  };

  it("requires type, cycle dates, length and notes", () => {
    expect(findMissingUseRightFields(full)).toEqual([]);
    expect(
      findMissingUseRightFields({
        useRightType: "",
        startCycleDate: null,
        cycleExpireDate: "0001-01-01",
        cycleLength: null,
        note: "",
      }),
    ).toEqual(["Use Right Type", "Cycle Start Date", "Cycle End Date", "Cycle Length", "Notes"]);
  });

  it("lets REINSTATEMENT leave the length and end date empty", () => {
    expect(
      findMissingUseRightFields({
        ...full,
        useRightType: "REINSTATEMENT",
        cycleLength: null,
        cycleExpireDate: null,
      }),
    ).toEqual([]);
    expect(
      findMissingUseRightFields({ ...full, useRightType: "REINSTATEMENT", startCycleDate: null }),
    ).toEqual(["Cycle Start Date"]);
  });

  it("asks AUDITION for no cycle fields", () => {
    expect(
      findMissingUseRightFields({
        useRightType: "AUDITION",
        startCycleDate: null,
        cycleExpireDate: null,
        cycleLength: null,
        note: "Callback",
      }),
    ).toEqual([]);
  });

  it("treats a numeric type as present but unknown", () => {
    expect(findMissingUseRightFields({ ...full, useRightType: 7 })).toEqual([]);
  });
});

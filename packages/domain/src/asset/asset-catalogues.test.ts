import { describe, expect, it } from "vitest";
import {
  AssetKindSchema,
  AssetTypeSchema,
  BASE_VERSION_LABEL,
  EditTypeSchema,
  ShootTypeSchema,
  actionTypeDefaults,
  assetSearchFields,
  editReasonsFor,
  editTypes,
} from "./asset-catalogues.js";

describe("asset catalogues", () => {
  it("holds the spec's kinds, types and shoot types", () => {
    expect(AssetKindSchema.options).toEqual(["ASSET", "ELEMENT"]);
    expect(AssetTypeSchema.options).toEqual(["print", "audio", "interactive", "video", "other"]);
    expect(ShootTypeSchema.options).toEqual(["Filming", "Recording", "MusicStudio", "Other", "Shoot"]);
    expect(assetSearchFields).toEqual(["adId", "title", "castIds"]);
  });

  it("has the five edit types, each with reasons", () => {
    expect(editTypes).toEqual([
      "PAID EDITS",
      "PERMITTED CHANGES",
      "ADDRESSABLE EDITS",
      "SHORTER VERSION",
      "LONGER VERSION",
    ]);
    expect(EditTypeSchema.safeParse("RECUT").error?.issues[0]?.message).toBe("Choose the edit type.");
    for (const editType of editTypes) expect(editReasonsFor(editType).length).toBeGreaterThan(0);
    expect(editReasonsFor("PAID EDITS")).toContain("Change VO/music");
  });

  it("places every example reason of the spec under some edit type", () => {
    const all = editTypes.flatMap((type) => editReasonsFor(type));
    for (const reason of [
      "Change VO/music",
      "Dealer and tag changes",
      "Supers",
      "Different wardrobe or props",
      "Advertiser library",
      "Legal change",
    ]) {
      expect(all).toContain(reason);
    }
  });

  it("labels the base version BASE and defaults action types to Edit and Filming", () => {
    expect(BASE_VERSION_LABEL).toBe("BASE");
    expect(actionTypeDefaults).toEqual({ editVersion: "Edit", locationNumber: "Filming" });
  });
});

import { describe, expect, it } from "vitest";
import {
  AssetCreateRequestSchema,
  AssetListParamsSchema,
  AssetUseRightAddRequestSchema,
  EditVersionCreateRequestSchema,
  NextEditVersionParamsSchema,
} from "./schemas.js";

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

const spot = {
  title: "Spring Sale :30",
  adId: "abcd1234000h",
  assetType: "video",
  expireMpuEndDate: "2026-12-31",
};

describe("asset schemas", () => {
  it("names the four required fields when they are missing", () => {
    expect(messagesOf(AssetCreateRequestSchema.safeParse({}))).toEqual({
      title: "Enter the Title.",
      adId: "Enter the Ad-ID.",
      assetType: "Choose the asset type.",
      expireMpuEndDate: "Enter the Expiry Date.",
    });
    expect(
      messagesOf(AssetCreateRequestSchema.safeParse({ ...spot, expireMpuEndDate: "0001-01-01" })),
    ).toEqual({
      expireMpuEndDate: "Enter the Expiry Date.",
    });
  });

  it("stores the Ad-ID upper case and refuses legacy or malformed codes", () => {
    expect(AssetCreateRequestSchema.parse(spot).adId).toBe("ABCD1234000H");
    expect(AssetCreateRequestSchema.safeParse({ ...spot, adId: "ABCD1234" }).success).toBe(false);
    expect(AssetCreateRequestSchema.safeParse({ ...spot, adId: "0BCD1234000" }).success).toBe(false);
    expect(AssetCreateRequestSchema.safeParse({ ...spot, assetType: "film" }).success).toBe(false);
  });

  it("needs an edit type from the catalogue on an edit version; the reason is free text", () => {
    expect(messagesOf(EditVersionCreateRequestSchema.safeParse(spot))).toEqual({
      editType: "Choose the edit type.",
    });
    const edit = EditVersionCreateRequestSchema.parse({
      ...spot,
      editType: "PAID EDITS",
      editReason: "New tag",
    });
    expect(edit).toMatchObject({ editType: "PAID EDITS", editReason: "New tag" });
  });

  it("checks use rights with the use right entity's rules", () => {
    expect(
      messagesOf(AssetUseRightAddRequestSchema.safeParse({ useRight: { useRightType: "Cable" } })),
    ).toEqual({
      "useRight.note": "Enter the notes.",
    });
    const result = AssetUseRightAddRequestSchema.safeParse({
      useRight: { useRightType: "Cable", note: "TV" },
    });
    expect(messagesOf(result)).toMatchObject({
      "useRight.cycleLength": "Choose the cycle length.",
      "useRight.startCycleDate": "Enter the cycle start date.",
    });
  });

  it("reads includeEditVersion and the next-version path", () => {
    expect(AssetListParamsSchema.parse({})).toEqual({ includeEditVersion: false });
    expect(AssetListParamsSchema.parse({ includeEditVersion: "true" })).toEqual({ includeEditVersion: true });
    expect(AssetListParamsSchema.safeParse({ includeEditVersion: "yes" }).success).toBe(false);
    expect(NextEditVersionParamsSchema.parse({ type: "Edit", id: "4" })).toEqual({ type: "Edit", id: 4 });
  });
});

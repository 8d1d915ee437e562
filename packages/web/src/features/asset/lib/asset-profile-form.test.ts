import { AssetUpdateRequestSchema, type AssetRecord } from "@rightsdesk/domain";
import { describe, expect, it } from "vitest";
import { assetProfileFormValues } from "./asset-profile-form";

const spot = {
  title: "Summer Drive 30s",
  adId: "ABCD1234000H",
  assetType: "video",
  fileType: null,
  expireMpuEndDate: "2026-12-31",
  firstAirDate: null,
  mpuConfirmed: false,
  notes: null,
  version: 3,
} as const;

describe("the asset profile form's length", () => {
  it("shows a stored length as people write it, and reads it back into seconds", () => {
    const values = assetProfileFormValues({ ...spot, lengthSeconds: 30 } as unknown as AssetRecord);
    expect(values.lengthSeconds).toBe(":30");
    expect(AssetUpdateRequestSchema.parse(values).lengthSeconds).toBe(30);
  });

  it("leaves the field empty when no length is recorded, which clears it on save", () => {
    const values = assetProfileFormValues({ ...spot, lengthSeconds: null } as unknown as AssetRecord);
    expect(values.lengthSeconds).toBe("");
    expect(AssetUpdateRequestSchema.parse(values).lengthSeconds).toBeNull();
  });

  it("refuses a length that is not one", () => {
    const values = { ...assetProfileFormValues({ ...spot, lengthSeconds: null } as unknown as AssetRecord) };
    expect(AssetUpdateRequestSchema.safeParse({ ...values, lengthSeconds: "half a minute" }).success).toBe(
      false,
    );
  });
});

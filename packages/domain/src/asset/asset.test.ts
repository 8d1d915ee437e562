import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "../errors/zod-issues.js";
import { AssetSchema } from "./asset.js";

const errorsOf = (input: unknown) => fieldErrorsOf(AssetSchema, input);

const spot = {
  title: "Summer Sale :30",
  adId: "abcd1234000h",
  expireMpuEndDate: "2027-03-31",
  assetFile: { fileType: "video" },
};

describe("AssetSchema", () => {
  it("accepts an asset, stores the Ad-ID upper case and fills in the defaults", () => {
    expect(AssetSchema.parse(spot)).toEqual({
      ...spot,
      adId: "ABCD1234000H",
      kind: "ASSET",
      castIds: [],
      status: "INCOMPLETE",
    });
  });

  it("names each of the four required fields when it is missing", () => {
    expect(errorsOf({})).toEqual([
      { field: "title", message: "Enter the asset title." },
      { field: "adId", message: "Enter the Ad-ID." },
      { field: "expireMpuEndDate", message: "Enter the expiry date." },
      { field: "assetFile", message: "Choose the asset type." },
    ]);
  });

  it("refuses a blank title, an empty date marker and an unknown asset type", () => {
    expect(
      errorsOf({ ...spot, title: "  ", expireMpuEndDate: "0001-01-01", assetFile: { fileType: "film" } }),
    ).toEqual([
      { field: "title", message: "Enter the asset title." },
      { field: "expireMpuEndDate", message: "Enter the expiry date." },
      { field: "assetFile.fileType", message: "Choose the asset type." },
    ]);
  });

  it("refuses a badly shaped Ad-ID and an impossible expiry date", () => {
    const errors = errorsOf({ ...spot, adId: "0BCD1234000", expireMpuEndDate: "2027-02-29" });
    expect(errors.map((e) => e.field)).toEqual(["adId", "expireMpuEndDate"]);
    expect(errors[1]?.message).toBe("Enter the expiry date as a real date in the form YYYY-MM-DD.");
  });

  it("lists each cast member once", () => {
    expect(AssetSchema.parse({ ...spot, castIds: [4, 5] }).castIds).toEqual([4, 5]);
    expect(errorsOf({ ...spot, castIds: [4, 4] })).toEqual([
      { field: "castIds", message: "Each cast member can be listed once." },
    ]);
  });
});

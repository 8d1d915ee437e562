import { describe, expect, it } from "vitest";
import {
  AD_ID_LEGACY_WARNING,
  AD_ID_SHAPE_MESSAGE,
  AdIdPrefixSchema,
  AdIdSchema,
  ImportedAdIdSchema,
  checkAdId,
  isSameCreative,
} from "./ad-id.js";

describe("Ad-ID codes", () => {
  it("reads the reference examples as SD, HD and 3D versions of one creative", () => {
    expect(checkAdId("ABCD1234000")).toEqual({
      kind: "current",
      code: "ABCD1234000",
      prefix: "ABCD",
      creative: "ABCD1234000",
      variant: "SD",
    });
    expect(checkAdId("ABCD1234000H")).toMatchObject({ variant: "HD", creative: "ABCD1234000" });
    expect(checkAdId("ABCD1234000D")).toMatchObject({ variant: "3D", creative: "ABCD1234000" });
    expect(isSameCreative("ABCD1234000", "abcd1234000h")).toBe(true);
    expect(isSameCreative("ABCD1234000", "ABCD1234001")).toBe(false);
    expect(isSameCreative("ABCD1234", "ABCD1234")).toBe(false);
  });

  it("accepts every prefix-licensed format of the 7 characters", () => {
    for (const code of [
      "ABCD0001000",
      "ABCD5123000",
      "ABCD1235000",
      "ABCDWXYZ000",
      "ABCDWXYZ9QR",
      "1BCD1234000",
    ]) {
      expect(AdIdSchema.safeParse(code).success).toBe(true);
    }
  });

  it("stores codes upper case, without surrounding spaces", () => {
    expect(AdIdSchema.parse("  abcd1234000h ")).toBe("ABCD1234000H");
  });

  it("refuses a prefix starting with 0, a wrong length or other characters", () => {
    for (const bad of ["0BCD1234000", "ABCD123400", "ABCD1234000X", "ABCD-234000", "ABCD12340001H"]) {
      expect(AdIdSchema.safeParse(bad).error?.issues[0]?.message).toBe(AD_ID_SHAPE_MESSAGE);
    }
    expect(AdIdSchema.safeParse("").error?.issues[0]?.message).toBe("Enter the Ad-ID.");
    expect(AdIdSchema.safeParse(undefined).error?.issues[0]?.message).toBe("Enter the Ad-ID.");
  });

  it("takes legacy ISCI-style codes on import only, with a warning", () => {
    expect(checkAdId("ABCD1234")).toEqual({
      kind: "legacy",
      code: "ABCD1234",
      warning: AD_ID_LEGACY_WARNING,
    });
    expect(checkAdId("ABCD1234H").kind).toBe("legacy");
    expect(checkAdId("0BCD12345678").kind).toBe("legacy");
    expect(AdIdSchema.safeParse("ABCD1234").success).toBe(false);
    expect(ImportedAdIdSchema.parse("abcd1234")).toBe("ABCD1234");
    expect(ImportedAdIdSchema.safeParse("AB-1").error?.issues[0]?.message).toBe(AD_ID_SHAPE_MESSAGE);
  });

  it("validates licensed prefixes", () => {
    expect(AdIdPrefixSchema.parse({ prefix: "abcd" })).toEqual({ prefix: "ABCD", locked: true });
    expect(AdIdPrefixSchema.safeParse({ prefix: "0ABC" }).error?.issues[0]?.message).toBe(
      "Enter the Ad-ID prefix as 4 letters or digits, not starting with 0.",
    );
  });
});

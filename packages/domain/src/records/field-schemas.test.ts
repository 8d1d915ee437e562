import { describe, expect, it } from "vitest";
import {
  IdSchema,
  cents,
  hasUniqueIds,
  isDateRangeReversed,
  isNoDate,
  optionalDate,
  optionalText,
  referenceId,
  requiredDate,
  requiredText,
} from "./field-schemas.js";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("field schemas", () => {
  it("required text is trimmed and names the field when missing, blank or too long", () => {
    const title = requiredText("asset title", 5);
    expect(title.parse("  Spot ")).toBe("Spot");
    expect(messageOf(title.safeParse(undefined))).toBe("Enter the asset title.");
    expect(messageOf(title.safeParse("   "))).toBe("Enter the asset title.");
    expect(messageOf(title.safeParse("Too long"))).toBe("The asset title must be 5 characters or fewer.");
  });

  it("optional text may be absent or blank but not too long or not text", () => {
    const middle = optionalText("middle name", 3);
    expect(middle.parse(undefined)).toBeUndefined();
    expect(middle.parse(" ")).toBe("");
    expect(messageOf(middle.safeParse("Anne"))).toBe("The middle name must be 3 characters or fewer.");
    expect(messageOf(middle.safeParse(7))).toBe("The middle name must be text.");
  });

  it("required dates take real calendar dates only, and the empty marker counts as missing", () => {
    const expiry = requiredDate("expiry date");
    expect(expiry.parse("2024-02-29")).toBe("2024-02-29");
    expect(messageOf(expiry.safeParse(undefined))).toBe("Enter the expiry date.");
    expect(messageOf(expiry.safeParse(""))).toBe("Enter the expiry date.");
    expect(messageOf(expiry.safeParse("0001-01-01"))).toBe("Enter the expiry date.");
    for (const bad of ["2023-02-29", "2024-13-01", "2024-04-31", "01/02/2024", "2024-1-2"]) {
      expect(messageOf(expiry.safeParse(bad))).toBe(
        "Enter the expiry date as a real date in the form YYYY-MM-DD.",
      );
    }
  });

  it("optional dates store blank as the empty marker and accept the marker", () => {
    const start = optionalDate("start date");
    expect(start.parse(undefined)).toBeUndefined();
    expect(start.parse("")).toBe("0001-01-01");
    expect(start.parse("0001-01-01")).toBe("0001-01-01");
    expect(start.parse("2025-04-01")).toBe("2025-04-01");
    expect(messageOf(start.safeParse("2025-02-30"))).toBe(
      "Enter the start date as a real date in the form YYYY-MM-DD.",
    );
    expect(messageOf(start.safeParse(20250401))).toBe(
      "Enter the start date as a real date in the form YYYY-MM-DD.",
    );
  });

  it("treats absent, blank and the marker as no date", () => {
    expect([undefined, "", "0001-01-01"].every((value) => isNoDate(value))).toBe(true);
    expect(isNoDate("2025-01-01")).toBe(false);
  });

  it("finds a reversed range only between two real dates", () => {
    expect(isDateRangeReversed("2025-02-01", "2025-01-31")).toBe(true);
    expect(isDateRangeReversed("2025-02-01", "2025-02-01")).toBe(false);
    expect(isDateRangeReversed("2025-02-01", "0001-01-01")).toBe(false);
    expect(isDateRangeReversed(undefined, "2025-01-01")).toBe(false);
    expect(isDateRangeReversed("2025-02-31", "2025-01-01")).toBe(false);
  });

  it("money is whole, non-negative cents", () => {
    const fee = cents("session fee");
    expect(fee.parse(82230)).toBe(82230);
    expect(messageOf(fee.safeParse(822.3))).toBe("Enter the session fee in cents, as a whole number.");
    expect(messageOf(fee.safeParse("82230"))).toBe("Enter the session fee in cents, as a whole number.");
    expect(messageOf(fee.safeParse(-1))).toBe("The session fee cannot be negative.");
  });

  it("ids are positive whole numbers; a missing reference says what to choose", () => {
    expect(IdSchema.parse(1)).toBe(1);
    for (const bad of [0, -3, 1.5, "1"])
      expect(messageOf(IdSchema.safeParse(bad))).toBe("An id must be a positive whole number.");
    const asset = referenceId("asset");
    expect(messageOf(asset.safeParse(undefined))).toBe("Choose the asset.");
    expect(messageOf(asset.safeParse(null))).toBe("Choose the asset.");
    expect(messageOf(asset.safeParse("x"))).toBe("The asset id must be a positive whole number.");
    expect(messageOf(asset.safeParse(0))).toBe("The asset id must be a positive whole number.");
  });

  it("knows whether ids repeat", () => {
    expect(hasUniqueIds([1, 2, 3])).toBe(true);
    expect(hasUniqueIds([1, 2, 1])).toBe(false);
  });
});

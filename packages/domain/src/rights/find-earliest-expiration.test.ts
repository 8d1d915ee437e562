import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import { ExpiringItemSchema, describeExpiringItem, type ExpiringItem } from "./expiring-item.js";
import { findEarliestExpiration } from "./find-earliest-expiration.js";

const item = (
  kind: ExpiringItem["kind"],
  id: string,
  expireDate: string | null,
  label = id,
): ExpiringItem => ({
  kind,
  id,
  label,
  expireDate: expireDate === null ? null : toIsoDate(expireDate),
});

describe("findEarliestExpiration", () => {
  it("returns the first last-covered day and names the item", () => {
    const result = findEarliestExpiration([
      item("useRight", "UR-1", "2025-04-06", "Cable 13 weeks"),
      item("talentMpu", "PE-7", "2026-10-05"),
      item("element", "EL-2", null),
    ]);
    expect(result).toMatchObject({ status: "expires", date: "2025-04-06", item: { id: "UR-1" } });
  });

  it("breaks ties by kind order, then id", () => {
    const tied = [
      item("useRight", "UR-1", "2025-04-06"),
      item("element", "EL-9", "2025-04-06"),
      item("assetMpu", "AS-1", "2025-04-06"),
      item("element", "EL-1", "2025-04-06"),
    ];
    const result = findEarliestExpiration(tied);
    expect(result.status === "expires" && result.endingTogether.map((each) => each.id)).toEqual([
      "AS-1",
      "EL-1",
      "EL-9",
      "UR-1",
    ]);
    expect(findEarliestExpiration([...tied].reverse())).toEqual(result);
  });

  it("breaks a tie of kind and id by label", () => {
    const result = findEarliestExpiration([
      item("useRight", "UR-1", "2025-04-06", "b"),
      item("useRight", "UR-1", "2025-04-06", "a"),
    ]);
    expect(result.status === "expires" && result.item.label).toBe("a");
    const reversed = findEarliestExpiration([
      item("useRight", "UR-1", "2025-04-06", "a"),
      item("useRight", "UR-1", "2025-04-06", "b"),
    ]);
    expect(reversed.status === "expires" && reversed.endingTogether.map((each) => each.label)).toEqual([
      "a",
      "b",
    ]);
  });

  it("says never when nothing ends", () => {
    expect(findEarliestExpiration([])).toEqual({
      status: "never",
      reason: expect.stringContaining("No rights"),
    });
    expect(findEarliestExpiration([item("useRight", "UR-1", null)])).toEqual({
      status: "never",
      reason: expect.stringContaining("unlimited"),
    });
  });

  it("validates items and describes them for users", () => {
    const parsed = ExpiringItemSchema.parse({
      kind: "talentMpu",
      id: "PE-7",
      label: "Jane Doe",
      expireDate: "2026-10-05",
    });
    expect(describeExpiringItem(parsed)).toBe('Talent MPU "Jane Doe" (PE-7)');
    expect(
      ExpiringItemSchema.safeParse({ kind: "talentMpu", id: "", label: "x", expireDate: null }).success,
    ).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import type { ExpiringItem } from "../rights/expiring-item.js";
import { deriveRightsStatus, type RightsStatusInput } from "./derive-rights-status.js";
import { expiredStatusOfKind } from "./expired-status-of-kind.js";

const d = toIsoDate;
const item = (
  kind: ExpiringItem["kind"],
  id: string,
  label: string,
  expireDate: string | null,
): ExpiringItem => ({ kind, id, label, expireDate: expireDate === null ? null : d(expireDate) });

const cable = item("useRight", "UR-1", "Cable 13 weeks", "2025-04-06");
const talent = item("talentMpu", "PE-7", "Jane Doe", "2026-10-05");
const complete: RightsStatusInput = { missingFields: [], released: false, items: [cable, talent] };

describe("deriveRightsStatus", () => {
  it("is ACTIVE through the last covered day, naming what ends first", () => {
    const result = deriveRightsStatus(complete, d("2025-04-06"));
    expect(result.status).toBe("ACTIVE");
    expect(result.item).toBe(cable);
    expect(result.reason).toBe(
      'In force; the first to end is Use right "Cable 13 weeks" (UR-1), last covered day 04/06/2025.',
    );
  });

  it("is EXPIRED the day after, with a reason naming the item", () => {
    const result = deriveRightsStatus(complete, d("2025-04-07"));
    expect(result).toEqual({
      status: "EXPIRED",
      item: cable,
      reason: 'Use right "Cable 13 weeks" (UR-1) expired: its last covered day was 04/06/2025.',
    });
  });

  it("takes the EXPIRED form of the earliest-ending ended item", () => {
    const items = [
      item("element", "EL-1", "Stock music", "2025-05-01"),
      item("assetMpu", "AS-1", "Spot MPU", "2025-06-01"),
      talent,
    ];
    expect(deriveRightsStatus({ ...complete, items }, d("2025-07-01"))).toMatchObject({
      status: "EXPIRED (ELEMENT)",
      item: { id: "EL-1" },
    });
    expect(deriveRightsStatus({ ...complete, items }, d("2027-01-01"))).toMatchObject({
      status: "EXPIRED (ELEMENT)",
    });
  });

  it("breaks a same-day tie by kind order (asset MPU before use right)", () => {
    const items = [
      item("useRight", "UR-1", "Cable", "2025-04-06"),
      item("assetMpu", "AS-1", "Spot MPU", "2025-04-06"),
    ];
    expect(deriveRightsStatus({ ...complete, items }, d("2025-04-07")).status).toBe("EXPIRED (ASSET MPU)");
  });

  it.each([
    ["assetMpu", "EXPIRED (ASSET MPU)"],
    ["guarantee", "EXPIRED (GUARANTEE)"],
    ["element", "EXPIRED (ELEMENT)"],
    ["talentMpu", "EXPIRED (TALENT)"],
    ["contract", "EXPIRED (CONTRACT)"],
    ["useRight", "EXPIRED"],
  ] as const)("an ended %s gives %s", (kind, status) => {
    expect(expiredStatusOfKind(kind)).toBe(status);
    expect(
      deriveRightsStatus({ ...complete, items: [item(kind, "X-1", "x", "2025-01-01")] }, d("2025-01-02"))
        .status,
    ).toBe(status);
  });

  it("is ACTIVE with no end date when nothing expires", () => {
    expect(
      deriveRightsStatus(
        { ...complete, items: [item("useRight", "UR-9", "Perpetual", null)] },
        d("2030-01-01"),
      ),
    ).toMatchObject({ status: "ACTIVE", item: null, reason: expect.stringContaining("no end date") });
    expect(deriveRightsStatus({ ...complete, items: [] }, d("2030-01-01")).status).toBe("ACTIVE");
  });

  it("INCOMPLETE comes before everything but NA, naming the missing fields", () => {
    expect(
      deriveRightsStatus({ ...complete, missingFields: ["Title"], released: true }, d("2030-01-01")),
    ).toEqual({ status: "INCOMPLETE", reason: "Missing required field: Title.", item: null });
    expect(
      deriveRightsStatus({ ...complete, missingFields: ["Title", "AdId"] }, d("2030-01-01")).reason,
    ).toBe("Missing required fields: Title, AdId.");
  });

  it("RELEASED forms come before EXPIRED", () => {
    const released = { ...complete, released: true };
    expect(deriveRightsStatus({ ...released, useActive: true }, d("2030-01-01")).status).toBe(
      "RELEASED (USE ACTIVE)",
    );
    expect(deriveRightsStatus({ ...released, useActive: false }, d("2030-01-01")).status).toBe(
      "RELEASED (USE INACTIVE)",
    );
    expect(deriveRightsStatus({ ...released, useActive: null }, d("2030-01-01")).status).toBe("RELEASED");
    expect(deriveRightsStatus(released, d("2030-01-01")).status).toBe("RELEASED");
  });

  it("not renewed: RELEASED (USE ACTIVE) through the last paid day, RELEASED after", () => {
    const notRenewed = { ...complete, released: true, releasedUseEnds: d("2026-06-30") };
    expect(deriveRightsStatus(notRenewed, d("2026-06-30"))).toEqual({
      status: "RELEASED (USE ACTIVE)",
      reason: "Not renewed; its paid use runs through 06/30/2026.",
      item: null,
    });
    expect(deriveRightsStatus(notRenewed, d("2026-07-01"))).toEqual({
      status: "RELEASED",
      reason: "Not renewed; its paid use ended 06/30/2026.",
      item: null,
    });
  });

  it("NA when rights are not tracked", () => {
    expect(
      deriveRightsStatus({ ...complete, tracked: false, missingFields: ["Title"] }, d("2030-01-01")).status,
    ).toBe("NA");
  });
});

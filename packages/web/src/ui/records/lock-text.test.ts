import { RECORD_LOCK_MINUTES } from "@rightsdesk/domain";
import { describe, expect, it } from "vitest";
import { describeLockHolder, lockTiming } from "./lock-text";

const lockBannerText = (lock: { holderName: string | null; expiresAt: string | null }, timeZone?: string) =>
  describeLockHolder(lock, "company", timeZone);

describe("describeLockHolder", () => {
  it("names who is editing and until when, in the viewer's time", () => {
    const lock = { holderName: "Jane Doe", expiresAt: "2025-01-06T15:42:00Z" };
    expect(lockBannerText(lock, "America/New_York")).toBe("Jane Doe is editing this company until 10:42 AM.");
    expect(lockBannerText(lock, "UTC")).toBe("Jane Doe is editing this company until 3:42 PM.");
  });

  it("says what it knows when the name or the end is missing", () => {
    expect(lockBannerText({ holderName: null, expiresAt: null })).toBe(
      "Someone else is editing this company.",
    );
    expect(lockBannerText({ holderName: "  ", expiresAt: "not a time" })).toBe(
      "Someone else is editing this company.",
    );
  });
});

describe("lockTiming", () => {
  it("extends a held lock well before it lapses and polls someone else's often", () => {
    expect(lockTiming.extendEveryMs).toBeLessThan(RECORD_LOCK_MINUTES * 60_000);
    expect(lockTiming.extendEveryMs).toBeGreaterThanOrEqual(60_000);
    expect(lockTiming.pollWhileLockedMs).toBeLessThanOrEqual(30_000);
  });
});

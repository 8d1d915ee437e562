import { describe, expect, it } from "vitest";
import { localToday, permitsNeedingAttention } from "./permit-expiry";

const permit = (permitNumber: string, expiresOn: unknown) => ({ data: { permitNumber, expiresOn } });

describe("permitsNeedingAttention", () => {
  it("calls out lapsed permits and those lapsing within 30 days, soonest first", () => {
    const found = permitsNeedingAttention(
      [
        permit("CA-3", "2025-03-20"),
        permit("CA-1", "2025-02-28"),
        permit("CA-2", "2025-06-30"),
        permit("CA-4", "0001-01-01"),
        permit("CA-5", undefined),
      ],
      "2025-03-01",
    );
    expect(found).toEqual([
      { permitNumber: "CA-1", expiresOn: "2025-02-28", daysLeft: -1 },
      { permitNumber: "CA-3", expiresOn: "2025-03-20", daysLeft: 19 },
    ]);
  });

  it("reads today in the viewer's calendar", () => {
    expect(localToday(new Date(2025, 0, 6, 23, 30))).toBe("2025-01-06");
  });
});

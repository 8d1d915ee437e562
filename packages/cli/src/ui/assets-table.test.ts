import { describe, expect, it } from "vitest";
import type { AssetSummary } from "@rightsdesk/domain";
import { assetsTable } from "./assets-table.js";
import { drawRecordTable, recordTableLines, storedOn } from "./testing-record-table.js";

const spot: AssetSummary = {
  id: 7,
  adId: "ABCD1234000H",
  title: "Spring Drive :30",
  type: "video",
  fileType: "MOV",
  status: "ACTIVE",
  expireMpuEndDate: "2027-01-31",
  mpuEndDate: "2027-01-31",
  mpuNeedsReview: false,
  earliestExpireDate: "2026-03-31",
  earliestExpireLabel: "Jane Doe: CABLE TV",
  baseAssetId: null,
  versionLabel: "BASE",
  ...storedOn,
};

describe("assetsTable", () => {
  it("shows Ad-ID, title, type, version, status, earliest expiry with its cause, and the MPU in force", () => {
    const edit: AssetSummary = {
      ...spot,
      id: 8,
      adId: "ABCD1234001",
      title: "Spring Drive :15",
      status: "EXPIRED (ASSET MPU)",
      versionLabel: "Edit 1",
      baseAssetId: 7,
      expireMpuEndDate: "2025-06-30",
      // The typed end is later than the rule's: the earlier one is in force, flagged.
      mpuEndDate: "2025-01-31",
      mpuNeedsReview: true,
      earliestExpireDate: "2025-01-31",
      earliestExpireLabel: "Spring Drive :15",
    };
    const lines = recordTableLines(assetsTable, [spot, edit], 30, { number: 1, size: 2 });
    expect(lines[0]).toMatch(
      /^Ad-ID\s+Title\s+Type\s+Version\s+Status\s+Earliest expiry\s+Cause\s+MPU expiry$/,
    );
    expect(lines[1]).toMatch(
      /^ABCD1234000H\s+Spring Drive :30\s+video\s+BASE\s+ACTIVE\s+2026-03-31\s+Jane Doe: CABLE TV\s+2027-01-31$/,
    );
    expect(lines[2]).toMatch(
      /^ABCD1234001\s+Spring Drive :15\s+video\s+Edit 1\s+EXPIRED \(ASSET MPU\)\s+2025-01-31\s+Spring Drive :15\s+2025-01-31 \(needs review\)$/,
    );
    expect(lines[3]).toBe("Records 3–4 of 30, page 1 (pages 0–14).");
  });

  it("says never for an asset nothing ends, and when none match", () => {
    const frame = drawRecordTable(
      assetsTable,
      [{ ...spot, earliestExpireDate: null, earliestExpireLabel: null }],
      1,
    );
    expect(frame).toMatch(/ACTIVE\s+never\s+2027-01-31/);
    expect(frame).toContain("1 asset.");
    expect(drawRecordTable(assetsTable, [], 0)).toBe("No assets match.");
  });
});

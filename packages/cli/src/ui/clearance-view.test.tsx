import { renderToString } from "ink";
import { describe, expect, it } from "vitest";
import {
  ClearanceRequestSchema,
  decideAssetClearance,
  toIsoDate,
  type AssetClearanceData,
} from "@rightsdesk/domain";
import { cableCycle } from "../testing-assets.js";
import { ClearanceView, formatAmount } from "./clearance-view.js";

/** A SAG-AFTRA principal whose session was 2025-04-07 holds cable for fixed cycle 1: cycle 2's fee is due 2025-07-07. */
const spot: AssetClearanceData = {
  asset: { adId: "ABCD1234000", title: "Spring Drive :30", expireMpuEndDate: "2031-01-31" },
  mpu: {
    end: "2031-01-31",
    typedEnd: "2031-01-31",
    computed: null,
    computedNote: "Typed in this test.",
    needsReview: false,
    confirmed: false,
  },
  cast: [
    {
      castItemId: 5,
      name: "Jane Doe",
      union: "SAG AFTRA",
      performerCategory: "PRINCIPAL",
      performanceType: "ON_CAMERA",
      sessionDate: "2025-04-07",
      holdingFeesPaidThrough: null,
      editedOut: false,
      agreedHoldingFeeCents: null,
    },
  ],
  useRights: [
    {
      id: 1,
      ...cableCycle("2025-04-07", "2025-07-06"),
      castItemId: 5,
      coversAllPerformers: false,
    },
  ],
  elements: [],
};
const asset = { adId: "ABCD1234000", title: "Spring Drive :30", versionLabel: "BASE", archivedOn: null };

function show(airDate: string, today: string, mediaType = "TV"): string[] {
  const request = ClearanceRequestSchema.parse({ airDate, mediaType, mediaSubType: "CABLE - NATIONAL" });
  const answer = decideAssetClearance(spot, request, toIsoDate(today));
  return renderToString(<ClearanceView asset={asset} answer={answer} />, { columns: 250 }).split("\n");
}

describe("ClearanceView", () => {
  it("says Cleared and names the right that covers the day", () => {
    const lines = show("2025-06-01", "2025-06-20");
    expect(lines[0]).toBe(
      'Cleared: ABCD1234000 (BASE) "Spring Drive :30" on 2025-06-01, TV / CABLE - NATIONAL, worldwide',
    );
    expect(lines).toContain("Covered by: Jane Doe: CABLE TV (UR-1)");
    expect(lines.at(-1)).toBe("MPU ends 2031-01-31; answered on 2025-06-20.");
  });

  it("lists the unpaid cycle with its due date, amount in dollars and total, marked overdue once late", () => {
    const lines = show("2025-08-15", "2025-07-10");
    expect(lines[0]).toMatch(/^Cleared if paid: ABCD1234000 \(BASE\) "Spring Drive :30" on 2025-08-15/);
    expect(lines[1]).toMatch(/^- \S/);
    expect(lines[2]).toMatch(/^ {2}Cycle\s+Covers\s+Due\s+Overdue\s+Amount$/);
    expect(lines[3]).toMatch(/^ {2}2\s+2025-07-07 to 2025-10-05\s+2025-07-07\s+OVERDUE\s+\$822\.30$/);
    expect(lines[4]).toBe("  Total: $822.30");
  });

  it("shows a missing rate as such, never as zero, and no total", () => {
    const lines = show("2027-08-15", "2025-06-20").join("\n");
    expect(lines).toMatch(/^Cleared if paid/);
    expect(lines).toContain("no confirmed rate: ");
    expect(lines).toContain("Total: unknown (a cycle has no confirmed rate)");
    expect(lines).not.toContain("$0.00");
  });

  it("gives every reason a spot is not cleared", () => {
    const lines = show("2025-06-01", "2025-06-20", "RADIO");
    expect(lines[0]).toMatch(/^Not cleared: .* RADIO \/ CABLE - NATIONAL, worldwide$/);
    expect(lines[1]).toMatch(/^- .*RADIO/);
    expect(lines.join("\n")).not.toContain("Covered by");
  });
});

describe("formatAmount", () => {
  it("writes cents as US dollars, or why there is no amount", () => {
    expect(formatAmount(123456, "2025 SAG-AFTRA")).toBe("$1,234.56");
    expect(formatAmount(null, "no rate for 2031")).toBe("no confirmed rate: no rate for 2031");
  });
});

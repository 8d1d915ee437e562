import { render } from "ink-testing-library";
import { describe, expect, it } from "vitest";
import { describeAssetEarliestExpire } from "@rightsdesk/domain";
import { EarliestExpireView } from "./earliest-expire-view.js";

const asset = { adId: "ABCD1234000", title: "Spring Drive :30", versionLabel: "BASE", archivedOn: null };
const terms = { adId: "ABCD1234000", title: "Spring Drive :30", assetType: "video" };

describe("EarliestExpireView", () => {
  it("gives the day and the item that ends the asset: kind, id and label, and what ends with it", () => {
    const earliest = describeAssetEarliestExpire({
      ...terms,
      expireMpuEndDate: "2026-09-30",
      useRights: [
        { id: 3, useRightType: "CABLE", mediaType: "TV", cycleExpireDate: "2026-03-31" },
        { id: 4, useRightType: "INTERNET", mediaType: "DIGITAL", cycleExpireDate: "2026-03-31" },
      ],
    });
    const lines = (render(<EarliestExpireView asset={asset} earliest={earliest} />).lastFrame() ?? "").split(
      "\n",
    );
    expect(lines[0]).toBe('Asset:           ABCD1234000 (BASE) "Spring Drive :30"');
    expect(lines[1]).toBe("Earliest expiry: 2026-03-31");
    expect(lines[2]).toBe('Ended by:        Use right UR-3 "CABLE TV" (useRight)');
    expect(lines[3]).toBe('Also that day:   Use right UR-4 "INTERNET DIGITAL" (useRight)');
    expect(lines[4]).toContain("03/31/2026");
  });

  it("says when nothing ends the asset, and marks an archived one", () => {
    const earliest = { status: "never", reason: "No item has an end date." } as const;
    const frame = render(
      <EarliestExpireView asset={{ ...asset, archivedOn: "2026-01-02T10:00:00.000Z" }} earliest={earliest} />,
    ).lastFrame();
    expect(frame).toContain('"Spring Drive :30", archived');
    expect(frame).toContain("Earliest expiry: never: No item has an end date.");
  });
});

import { describe, expect, it } from "vitest";
import {
  actionsForIssue,
  airingKey,
  AiringIssueResolutionSchema,
  checkIssueAction,
  uploadStatusOf,
} from "./airing-review.js";
import { airingIssueKinds } from "./reconcile-airing.js";

describe("resolving an airing issue", () => {
  it("offers at least two ways out of every issue, and renew only for an unpaid cycle", () => {
    for (const kind of airingIssueKinds) {
      expect(actionsForIssue(kind).length).toBeGreaterThanOrEqual(2);
      expect(actionsForIssue(kind).includes("renew")).toBe(kind === "unpaidCycle");
    }
  });
  it("needs a note to release, dispute or accept", () => {
    const result = AiringIssueResolutionSchema.safeParse({ action: "accept", note: "  " });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["note"],
      message: "Write a note saying why (accept with a note).",
    });
    expect(AiringIssueResolutionSchema.safeParse({ action: "renew" }).success).toBe(true);
  });
  it("names the actions that fit when one does not", () => {
    expect(checkIssueAction("lengthMismatch", "renew")).toBe(
      '"Renew the cycle" does not resolve this issue; choose "Dispute with the station", "Accept with a note".',
    );
    expect(checkIssueAction("unpaidCycle", "renew")).toBeNull();
  });
  it("keeps an upload pending review while any issue is open", () => {
    expect(uploadStatusOf(1)).toBe("pendingReview");
    expect(uploadStatusOf(0)).toBe("reviewed");
  });
  it("makes one airing of the same code, outlet and time whatever the case of the outlet", () => {
    const base = { adId: "RDHC2201000", outlet: "kxyz-tv ", airDate: "2026-03-09", airTime: "06:15:00" };
    expect(airingKey(base)).toBe(airingKey({ ...base, outlet: "KXYZ-TV" }));
    expect(airingKey(base)).not.toBe(airingKey({ ...base, airTime: "06:16:00" }));
  });
});

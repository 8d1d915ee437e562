import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, isoDateOfInstant } from "@rightsdesk/domain";
import { startSignedInServer, type SignedInServer } from "../testing-server.js";

/*
 * The demo data, seeded the day the server starts: Summer Breeze's two performers share a session
 * 555 days back; Jonah Whitaker's holding fees pay through fixed cycle 7, Keiko Lindqvist's only
 * through cycle 6, so cycle 7 (from 9 days ago to 81 days ahead) is covered for him, not for her.
 */
let live: SignedInServer;
beforeAll(async () => {
  live = await startSignedInServer("clearance-demo", { RIGHTSDESK_DEMO_DATA: "true" });
}, 120_000);
afterAll(() => live.close());

describe("rightsdesk clearance on the demo's Summer Breeze", () => {
  const airDate = addDays(isoDateOfInstant(new Date()), 24);

  it("exits 3 (cleared if paid), naming Keiko Lindqvist and her overdue cycle 7 holding fee", async () => {
    const result = await live.run(["clearance", "RDSB2505000", "--date", airDate, "--media", "TV"]);
    expect(result.status, result.out + result.err).toBe(3);
    expect(result.out.split("\n")[0]).toMatch(/^Cleared if paid: RDSB2505000 \(BASE\) "Summer Breeze :30"/);
    expect(result.out).toContain("Keiko Lindqvist");
    expect(result.out).not.toContain("Covered by");
    expect(result.out).toMatch(
      /\n {2}7\s+\d{4}-\d{2}-\d{2} to \d{4}-\d{2}-\d{2}\s+\d{4}-\d{2}-\d{2}\s+OVERDUE\s+/,
    );

    const json = await live.run([
      "clearance",
      "RDSB2505000",
      "--date",
      airDate,
      "--media",
      "TV",
      "--format",
      "json",
    ]);
    expect(json.status).toBe(3);
    const answer = JSON.parse(json.out) as {
      reasons: { message: string; payments: { cycleNumber: number }[] }[];
    };
    expect(answer.reasons).toHaveLength(1);
    expect(answer.reasons[0]?.message).toContain("Keiko Lindqvist");
    expect(answer.reasons[0]?.payments.map((payment) => payment.cycleNumber)).toEqual([7]);
  });
});

import { describe, expect, it } from "vitest";
import { toIsoDate } from "../dates/iso-date.js";
import { clientRateCardEntry } from "../fees/rate-card.fixtures.js";
import { countUses, performerUseFees, type CountedAiring, type UsePerformer } from "./count-uses.js";

const airing = (airDate: string, useKind: CountedAiring["useKind"]): CountedAiring => ({
  airDate: toIsoDate(airDate),
  outlet: "NBC",
  market: "Boise",
  useKind,
});
const jane: UsePerformer = {
  id: "CAST-1",
  label: "Jane Doe",
  union: "SAG-AFTRA",
  sessionDate: toIsoDate("2025-12-01"),
  performerId: 7,
};
const wildSpotFlat = clientRateCardEntry({ category: "wildSpotFlat", amountCents: 45_000 });

describe("performerUseFees with the client's rate card", () => {
  it("prices the wild spot's cycle fee the shipped card lacks from the client's entry, saying so", () => {
    const [cycle] = countUses([airing("2026-01-05", "wildSpot")], null);
    if (cycle === undefined) throw new Error("one cycle");
    const [before] = performerUseFees(cycle, [jane]);
    expect(before?.amountCents).toBeNull();
    expect(before?.note).toMatch(/^No confirmed rate: /);
    expect(performerUseFees(cycle, [jane], [wildSpotFlat])).toEqual([
      { ...before, amountCents: 45_000, note: "Client rate card: Acme 2025 rate sheet" },
    ]);
    const over = clientRateCardEntry({
      id: "over-7",
      category: "wildSpotFlat",
      performerId: 7,
      source: "Memo",
    });
    expect(performerUseFees(cycle, [jane], [wildSpotFlat, over])[0]?.note).toBe("Over-scale rate: Memo");
  });

  it("a per-use Class A figure still cannot price tiered uses: the note says why", () => {
    const [cycle] = countUses([airing("2026-01-05", "program")], null);
    if (cycle === undefined) throw new Error("one cycle");
    const classA = clientRateCardEntry({ category: "classAUse" });
    expect(performerUseFees(cycle, [jane], [classA])[0]).toMatchObject({
      amountCents: null,
      note: "No confirmed rate: Class A per-use figures by tier are not recorded.",
    });
  });
});

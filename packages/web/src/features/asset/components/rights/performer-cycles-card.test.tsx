// @vitest-environment happy-dom
import type { AssetTimeline } from "@rightsdesk/domain";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PerformerCyclesCard } from "./performer-cycles-card";

afterEach(cleanup);

const cycle = (
  number: number,
  start: string,
  expire: string,
  paidBy: "holdingFee" | null,
  amountCents: number | null,
) => ({
  number,
  start,
  expire,
  dueDate: start,
  paidBy,
  amountCents,
  feeNote: amountCents === null ? "No confirmed rate." : "The contract's fee.",
});

const timeline: AssetTimeline = {
  today: "2026-11-26",
  earliestExpireDate: "2026-11-16",
  mpu: {
    end: "2027-08-18",
    typedEnd: "2027-08-18",
    computed: null,
    computedNote: null,
    needsReview: false,
    confirmed: false,
  },
  items: [],
  cast: [
    {
      castItemId: 1,
      performer: "Jonah Whitaker",
      sessionDate: "2025-05-20",
      currentCycle: cycle(7, "2026-11-17", "2027-02-15", "holdingFee", 82230),
      paidThrough: "2027-02-15",
      unpaid: [],
      nextDue: cycle(8, "2027-02-16", "2027-05-17", null, 82230),
    },
    {
      castItemId: 2,
      performer: "Keiko Lindqvist",
      sessionDate: "2025-05-20",
      currentCycle: cycle(7, "2026-11-17", "2027-02-15", null, null),
      paidThrough: "2026-11-16",
      unpaid: [cycle(7, "2026-11-17", "2027-02-15", null, null)],
      nextDue: cycle(7, "2026-11-17", "2027-02-15", null, null),
    },
  ],
};

describe("PerformerCyclesCard", () => {
  it("shows each union performer's current cycle, paid-through day and what they owe, overdue marked", () => {
    render(<PerformerCyclesCard timeline={timeline} />);
    const card = screen.getByRole("region", { name: "Performers' cycles" });
    const jonah = within(card).getByRole("row", { name: /Jonah Whitaker/ });
    expect(jonah.textContent).toContain("Cycle 7: 11/17/2026 – 02/15/2027");
    expect(jonah.textContent).toContain("Paid by holding fee");
    expect(jonah.textContent).toContain("02/15/2027");
    expect(jonah.textContent).toContain("Cycle 8, due 02/16/2027, $822.30");
    const keiko = within(card).getByRole("row", { name: /Keiko Lindqvist/ });
    expect(keiko.textContent).toContain("Unpaid");
    expect(keiko.textContent).toContain("11/16/2026");
    expect(keiko.textContent).toContain("Cycle 7, due 11/17/2026, amount unknown");
    expect(within(keiko).getAllByText("Overdue")).toHaveLength(1);
  });

  it("says so when nobody holds fixed cycles", () => {
    render(<PerformerCyclesCard timeline={{ ...timeline, cast: [] }} />);
    expect(screen.getByText(/no performer here holds fixed cycles/)).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});

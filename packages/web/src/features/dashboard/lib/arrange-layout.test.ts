import { DashboardLayoutSchema, defaultDashboardLayout, type DashboardLayoutItem } from "@rightsdesk/domain";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { arrangeLayout, arrangeMoves, isSameLayout } from "./arrange-layout";

const start = defaultDashboardLayout().widgets;
const at = (layout: readonly DashboardLayoutItem[], key: string) => {
  const item = layout.find((candidate) => candidate.key === key);
  if (!item) throw new Error(`${key} is not in the layout`);
  return item;
};

describe("arranging the dashboard from the keyboard", () => {
  it("moves a widget down past the one below it, which takes its place", () => {
    const next = arrangeLayout(start, "assets-expiring", "down");
    expect(at(next, "assets-expiring")).toMatchObject({ x: 0, y: 15 });
    expect(at(next, "contracts-expiring")).toMatchObject({ x: 0, y: 0 });
    expect(DashboardLayoutSchema.safeParse({ widgets: next }).success).toBe(true);
  });

  it("moves a widget up past the one above it, and back down again", () => {
    const down = arrangeLayout(start, "assets-expiring", "down");
    const up = arrangeLayout(down, "assets-expiring", "up");
    expect(at(up, "assets-expiring")).toMatchObject({ x: 0, y: 0 });
  });

  it("makes a widget narrower, then moves it down, as the end-to-end journey does", () => {
    const narrower = arrangeLayout(start, "assets-expiring", "narrower");
    expect(at(narrower, "assets-expiring")).toMatchObject({ x: 0, y: 0, w: 5 });
    const down = arrangeLayout(narrower, "assets-expiring", "down");
    expect(at(down, "assets-expiring").y).toBeGreaterThan(0);
    expect(at(down, "assets-expiring").w).toBe(5);
  });

  it("grows against the right edge by reaching left, pushing what it meets below", () => {
    const wider = arrangeLayout(start, "elements-expiring", "wider");
    expect(at(wider, "elements-expiring")).toMatchObject({ x: 5, w: 7, y: 0 });
    expect(at(wider, "assets-expiring").y).toBeGreaterThanOrEqual(15);
  });

  it("leaves the layout as it is for a move that cannot be made", () => {
    expect(isSameLayout(arrangeLayout(start, "assets-expiring", "left"), start)).toBe(true);
    expect(isSameLayout(arrangeLayout(start, "assets-expiring", "up"), start)).toBe(true);
    expect(isSameLayout(arrangeLayout(start, "incomplete-items", "wider"), start)).toBe(true);
    const narrowest = [{ key: "reminders" as const, x: 0, y: 0, w: 3, h: 8 }];
    expect(isSameLayout(arrangeLayout(narrowest, "reminders", "narrower"), narrowest)).toBe(true);
    expect(isSameLayout(arrangeLayout(narrowest, "reminders", "shorter"), narrowest)).toBe(true);
  });

  it("never overlaps widgets nor leaves the 12 columns, whatever the moves", () => {
    const keys = start.map((item) => item.key);
    const step = fc.record({
      key: fc.constantFrom(...keys),
      move: fc.constantFrom(...arrangeMoves.map((entry) => entry.move)),
    });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        let layout: DashboardLayoutItem[] = start;
        for (const { key, move } of steps) {
          layout = arrangeLayout(layout, key, move);
          const parsed = DashboardLayoutSchema.safeParse({ widgets: layout });
          if (!parsed.success) throw new Error(parsed.error.message);
          expect(layout.map((item) => item.key)).toEqual(keys);
        }
      }),
      { numRuns: 150 },
    );
  });
});

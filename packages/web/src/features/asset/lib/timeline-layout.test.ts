import { describe, expect, it } from "vitest";
import { dayNumber, layoutTimeline } from "./timeline-layout";
import { timelineOf } from "./timeline-fixture";

const timeline = timelineOf([
  { kind: "assetMpu", id: "MPU", label: "MPU", start: null, end: "2026-12-31", earliest: false },
  { kind: "useRight", id: "UR-1", label: "Cable", start: "2025-07-01", end: "2025-09-30", earliest: true },
  { kind: "element", id: "EL-1/L-1", label: "Song: Sync", start: "2025-01-01", end: null, earliest: false },
  {
    kind: "useRight",
    id: "UR-2",
    label: "Session",
    start: "2025-01-01",
    end: "2025-03-31",
    earliest: false,
  },
]);

describe("layoutTimeline", () => {
  const layout = layoutTimeline(timeline);
  const bar = (id: string) => {
    const found = layout.bars.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`No bar ${id}`);
    return found;
  };

  it("spans every start, end and today, with room either side", () => {
    expect(dayNumber(layout.rangeStart)).toBeLessThan(dayNumber("2025-01-01"));
    expect(dayNumber(layout.rangeEnd)).toBeGreaterThan(dayNumber("2026-12-31"));
    expect(layout.todayAt).toBeGreaterThan(0);
    expect(layout.todayAt).toBeLessThan(100);
  });

  it("places each bar from its start to the end of its last covered day, in order", () => {
    const cable = bar("UR-1");
    const session = bar("UR-2");
    expect(session.left + session.width).toBeLessThan(layout.todayAt);
    expect(cable.left).toBeGreaterThan(layout.todayAt);
    expect(cable.left + cable.width).toBeLessThan(bar("MPU").left + bar("MPU").width);
    // 92 covered days of a span: the width is proportional to the days.
    const span = dayNumber(layout.rangeEnd) - dayNumber(layout.rangeStart);
    expect(cable.width).toBeCloseTo((92 / span) * 100, 5);
  });

  it("runs a bar with no start from the left edge and one with no end to the right edge", () => {
    expect(bar("MPU")).toMatchObject({ left: 0, openStart: true, openEnd: false });
    const song = bar("EL-1/L-1");
    expect(song.openEnd).toBe(true);
    expect(song.left + song.width).toBeCloseTo(100, 5);
  });

  it("marks the item that ends the asset first and the ones already over", () => {
    expect(layout.earliest?.id).toBe("UR-1");
    expect(layout.bars.filter((candidate) => candidate.earliest)).toHaveLength(1);
    expect(bar("UR-2").ended).toBe(true);
    expect(bar("UR-1").ended).toBe(false);
    expect(bar("EL-1/L-1").ended).toBe(false);
  });

  it("puts axis marks inside the range, in order", () => {
    const marks = layout.ticks.map((tick) => tick.at);
    expect(marks.length).toBeGreaterThan(1);
    expect(marks.every((at) => at > 0 && at < 100)).toBe(true);
    expect([...marks].sort((a, b) => a - b)).toEqual(marks);
  });
});

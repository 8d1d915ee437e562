import { describe, expect, it } from "vitest";
import { dayNumber, defaultTimelineZoom, layoutTimeline } from "./timeline-layout";
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

describe("the timeline zoomed to the next two years", () => {
  // Today 2025-06-01 (the fixture's): a ten-year licence beside a 13-week cycle.
  const long = timelineOf([
    {
      kind: "element",
      id: "EL-2/L-1",
      label: "Sync licence",
      start: "2024-01-01",
      end: "2033-12-31",
      earliest: false,
    },
    {
      kind: "useRight",
      id: "UR-3",
      label: "Cycle 2",
      start: "2025-06-01",
      end: "2025-08-30",
      earliest: true,
    },
  ]);
  const zoomed = layoutTimeline(long, "nextTwoYears");
  const barOf = (id: string) => zoomed.bars.find((candidate) => candidate.id === id);

  it("opens zoomed when the dates reach past two years, and whole when they do not", () => {
    expect(defaultTimelineZoom(long)).toBe("nextTwoYears");
    expect(defaultTimelineZoom(timeline)).toBe("all");
  });

  it("spans from a month before today to two years after it, today's line kept", () => {
    expect(dayNumber(zoomed.rangeEnd) - dayNumber(long.today)).toBe(731);
    expect(zoomed.todayAt).toBeGreaterThan(0);
    expect(zoomed.todayAt).toBeLessThan(10);
  });

  it("gives a 13-week cycle a readable share and cuts the long licence at both edges", () => {
    expect(barOf("UR-3")?.width).toBeGreaterThan(10);
    expect(layoutTimeline(long, "all").bars.find((bar) => bar.id === "UR-3")?.width).toBeLessThan(3);
    expect(barOf("EL-2/L-1")).toMatchObject({ left: 0, width: 100, cutStart: true, cutEnd: true });
  });
});

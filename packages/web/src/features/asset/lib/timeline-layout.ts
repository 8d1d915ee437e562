import {
  fromDayNumber,
  toDayNumber,
  toIsoDate,
  toIsoDateFromParts,
  type AssetTimeline,
} from "@rightsdesk/domain";

/** Days since 1970-01-01 of a YYYY-MM-DD day (UTC, so no time zone shifts a bar). */
export function dayNumber(day: string): number {
  return toDayNumber(toIsoDate(day));
}

function dayString(dayNo: number): string {
  return fromDayNumber(dayNo);
}

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

export interface TimelineBar {
  id: string;
  label: string;
  kind: string;
  start: string | null;
  end: string | null;
  /** Left edge and width in percent of the chart's width. */
  left: number;
  width: number;
  /** No start date: the bar runs in from the chart's left edge. */
  openStart: boolean;
  /** No end date (never ends): the bar runs out past the right edge. */
  openEnd: boolean;
  /** The bar goes on past the chart's left edge (no start, or before the zoomed range). */
  cutStart: boolean;
  /** The bar goes on past the chart's right edge (no end, or after the zoomed range). */
  cutEnd: boolean;
  earliest: boolean;
  /** The last covered day is before today. */
  ended: boolean;
}

export interface TimelineLayout {
  rangeStart: string;
  rangeEnd: string;
  /** Where today's line stands, in percent. */
  todayAt: number;
  bars: TimelineBar[];
  /** Year (or month) marks along the axis. */
  ticks: { day: string; at: number; label: string }[];
  earliest: TimelineBar | null;
}

/**
 * What the chart spans: every date of the timeline ("all"), or the next two years from today,
 * so 13-week cycles are not slivers beside a ten-year licence.
 */
export type TimelineZoom = "nextTwoYears" | "all";

/** Two years of days, and the month shown before today so its line is not on the edge. */
const twoYearsDays = 731;
const leadInDays = 30;

function datedDays(timeline: AssetTimeline): number[] {
  const days = [dayNumber(timeline.today)];
  for (const item of timeline.items) {
    if (isDay(item.start)) days.push(dayNumber(item.start));
    if (isDay(item.end)) days.push(dayNumber(item.end) + 1);
  }
  return days;
}

/** The zoom a timeline opens at: the next two years when its dates reach further than that. */
export function defaultTimelineZoom(timeline: AssetTimeline): TimelineZoom {
  const days = datedDays(timeline);
  return Math.max(...days) - Math.min(...days) > twoYearsDays + leadInDays ? "nextTwoYears" : "all";
}

const clampPercent = (value: number) => Math.min(Math.max(value, 0), 100);

const monthFormat = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/**
 * Where each bar of the expiration timeline goes: the chart spans every start and end and today,
 * with a little room either side; a bar runs from its start to its last covered day (inclusive),
 * from the left edge when it has no start and to the right edge when it never ends.
 */
export function layoutTimeline(timeline: AssetTimeline, zoom: TimelineZoom = "all"): TimelineLayout {
  const today = dayNumber(timeline.today);
  const days = datedDays(timeline);
  const first = Math.min(...days);
  const last = Math.max(...days);
  const pad = Math.max(14, Math.round((last - first) * 0.05));
  const [from, to] =
    zoom === "nextTwoYears" ? [today - leadInDays, today + twoYearsDays] : [first - pad, last + pad];
  const span = to - from;
  const at = (dayNo: number) => ((dayNo - from) / span) * 100;

  const bars = timeline.items.map((item): TimelineBar => {
    const openStart = !isDay(item.start);
    const openEnd = !isDay(item.end);
    const startAt = openStart ? 0 : at(dayNumber(item.start ?? ""));
    const endAt = openEnd ? 100 : at(dayNumber(item.end ?? "") + 1);
    const [left, right] = [clampPercent(startAt), clampPercent(endAt)];
    return {
      id: item.id,
      label: item.label,
      kind: item.kind,
      start: item.start,
      end: item.end,
      left: Math.min(left, 99.5),
      width: Math.max(right - left, 0.5),
      openStart,
      openEnd,
      cutStart: openStart || startAt < 0,
      cutEnd: openEnd || endAt > 100,
      earliest: item.earliest,
      ended: !openEnd && dayNumber(item.end ?? "") < today,
    };
  });

  return {
    rangeStart: dayString(from),
    rangeEnd: dayString(to),
    todayAt: at(today),
    bars,
    ticks: axisTicks(from, to).map((dayNo) => ({
      day: dayString(dayNo),
      at: at(dayNo),
      label: monthFormat.format(new Date(dayString(dayNo))),
    })),
    earliest: bars.find((bar) => bar.earliest) ?? null,
  };
}

/** The first day of every month (short spans), quarter or year (long spans) inside the range. */
function axisTicks(from: number, to: number): number[] {
  const span = to - from;
  const stepMonths = span <= 200 ? 1 : span <= 800 ? 3 : span <= 2200 ? 6 : 12;
  const start = new Date(dayString(from));
  let year = start.getUTCFullYear();
  let month = Math.ceil((start.getUTCMonth() + 1) / stepMonths) * stepMonths;
  const ticks: number[] = [];
  for (;;) {
    if (month >= 12) {
      year += Math.floor(month / 12);
      month %= 12;
    }
    const dayNo = toDayNumber(toIsoDateFromParts(year, month + 1, 1));
    if (dayNo > to) break;
    if (dayNo > from) ticks.push(dayNo);
    month += stepMonths;
  }
  return ticks;
}

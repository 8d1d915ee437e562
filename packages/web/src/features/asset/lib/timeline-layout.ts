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

const monthFormat = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/**
 * Where each bar of the expiration timeline goes: the chart spans every start and end and today,
 * with a little room either side; a bar runs from its start to its last covered day (inclusive),
 * from the left edge when it has no start and to the right edge when it never ends.
 */
export function layoutTimeline(timeline: AssetTimeline): TimelineLayout {
  const today = dayNumber(timeline.today);
  const days = [today];
  for (const item of timeline.items) {
    if (isDay(item.start)) days.push(dayNumber(item.start));
    if (isDay(item.end)) days.push(dayNumber(item.end) + 1);
  }
  const first = Math.min(...days);
  const last = Math.max(...days);
  const pad = Math.max(14, Math.round((last - first) * 0.05));
  const from = first - pad;
  const to = last + pad;
  const span = to - from;
  const at = (dayNo: number) => ((dayNo - from) / span) * 100;

  const bars = timeline.items.map((item): TimelineBar => {
    const openStart = !isDay(item.start);
    const openEnd = !isDay(item.end);
    const startAt = openStart ? 0 : at(dayNumber(item.start ?? ""));
    const endAt = openEnd ? 100 : at(dayNumber(item.end ?? "") + 1);
    return {
      id: item.id,
      label: item.label,
      kind: item.kind,
      start: item.start,
      end: item.end,
      left: startAt,
      width: Math.max(endAt - startAt, 0.5),
      openStart,
      openEnd,
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

import {
  ALERT_CALENDAR_ALERTS_PER_DAY,
  toIsoDate,
  type AlertCalendarDay,
  type IsoDate,
} from "@rightsdesk/domain";
import {
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from "date-fns";

/** A month as the URL writes it: "2026-12". */
export type MonthKey = string;

export interface CalendarDay {
  date: IsoDate;
  dayOfMonth: number;
  /** False for the leading and trailing days of the neighbouring months. */
  inMonth: boolean;
}

/** Sunday-first weeks, as US calendars show them. */
const weekOptions = { weekStartsOn: 0 } as const;

export function isMonthKey(value: string | null | undefined): value is MonthKey {
  if (!value || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return false;
  return Number(value.slice(0, 4)) >= 1;
}

/** Local-time dates only carry the day here; no instant ever leaves this file. */
function firstDayOf(month: MonthKey): Date {
  return new Date(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1);
}

function isoOf(date: Date): IsoDate {
  return toIsoDate(format(date, "yyyy-MM-dd"));
}

export function monthOfDay(date: IsoDate): MonthKey {
  return date.slice(0, 7);
}

export function shiftMonth(month: MonthKey, delta: number): MonthKey {
  return format(addMonths(firstDayOf(month), delta), "yyyy-MM");
}

/** "December 2026". */
export function formatMonthTitle(month: MonthKey): string {
  return format(firstDayOf(month), "MMMM yyyy");
}

/** The month's weeks, Sunday to Saturday, padded with the days of the months around it. */
export function buildMonthGrid(month: MonthKey): CalendarDay[][] {
  const first = firstDayOf(month);
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(first), weekOptions),
    end: endOfWeek(endOfMonth(first), weekOptions),
  });
  const weeks: CalendarDay[][] = [];
  days.forEach((day, index) => {
    if (index % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]?.push({
      date: isoOf(day),
      dayOfMonth: day.getDate(),
      inMonth: isSameMonth(day, first),
    });
  });
  return weeks;
}

/** The first and last day the grid shows: what the calendar asks the server for. */
export function visibleRange(month: MonthKey): { from: IsoDate; to: IsoDate } {
  const weeks = buildMonthGrid(month);
  const firstWeek = weeks[0] ?? [];
  const lastWeek = weeks[weeks.length - 1] ?? [];
  const from = firstWeek[0]?.date;
  const to = lastWeek[lastWeek.length - 1]?.date;
  if (!from || !to) throw new RangeError(`Month ${month} has no days.`);
  return { from, to };
}

/** The calendar's days by date (the server answers only the days with alerts). */
export function calendarDaysByDate(
  days: readonly AlertCalendarDay[],
): ReadonlyMap<IsoDate, AlertCalendarDay> {
  return new Map(days.map((day) => [day.date, day]));
}

/** A day shows this many chips (what the server answers of each day); the rest are behind "+N more". */
export const MAX_CHIPS_PER_DAY = ALERT_CALENDAR_ALERTS_PER_DAY;

export const weekdayNames = [
  { short: "Sun", long: "Sunday" },
  { short: "Mon", long: "Monday" },
  { short: "Tue", long: "Tuesday" },
  { short: "Wed", long: "Wednesday" },
  { short: "Thu", long: "Thursday" },
  { short: "Fri", long: "Friday" },
  { short: "Sat", long: "Saturday" },
] as const;

import { addDays, isDateInRange } from "../dates/date-arithmetic.js";
import { isoDateParts, toIsoDateFromParts, type IsoDate } from "../dates/iso-date.js";
import { addMonthsClamped, computeMonthsPeriodEnd } from "../dates/month-arithmetic.js";

/** The days a forecast covers, both included. */
export interface ForecastWindow {
  readonly from: IsoDate;
  readonly to: IsoDate;
}

/** The default forecast: `months` calendar months (12 unless told) starting on `today`. */
export function forecastWindow(today: IsoDate, months = 12): ForecastWindow {
  return { from: today, to: computeMonthsPeriodEnd(today, months) };
}

export function isInForecastWindow(window: ForecastWindow, date: IsoDate): boolean {
  return isDateInRange(date, window.from, window.to);
}

/** "2026-04": the month a payment falls in. */
export function monthOf(date: IsoDate): string {
  return date.slice(0, 7);
}

/** Every month the window touches, in order, so a month with nothing due still shows. */
export function listWindowMonths(window: ForecastWindow): string[] {
  const { year, month } = isoDateParts(window.from);
  const months: string[] = [];
  for (let first = toIsoDateFromParts(year, month, 1); first <= window.to; first = addMonthsClamped(first, 1))
    months.push(monthOf(first));
  return months;
}

/** Two windows that together are `window`: through `lastDayOfFirst`, and from the day after. */
export function splitWindow(
  window: ForecastWindow,
  lastDayOfFirst: IsoDate,
): [ForecastWindow, ForecastWindow] {
  return [
    { from: window.from, to: lastDayOfFirst },
    { from: addDays(lastDayOfFirst, 1), to: window.to },
  ];
}

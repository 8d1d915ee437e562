import { daysInMonth } from "./calendar.js";
import { addDays } from "./date-arithmetic.js";
import { isoDateParts, toIsoDateFromParts, type IsoDate } from "./iso-date.js";

function shiftMonth(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Same day-of-month `months` later (or earlier), clamped to the last day of a shorter month: 2025-01-31 + 1 -> 2025-02-28. */
export function addMonthsClamped(date: IsoDate, months: number): IsoDate {
  if (!Number.isInteger(months)) throw new RangeError(`Months must be a whole number, got ${months}`);
  const { year, month, day } = isoDateParts(date);
  const target = shiftMonth(year, month, months);
  return toIsoDateFromParts(target.year, target.month, Math.min(day, daysInMonth(target.year, target.month)));
}

/**
 * Last covered day of a period of `months` calendar months that starts on (and includes) `start`:
 * the day before the same day-of-month `months` later; when that month is too short to have
 * that day, the period ends on its last day (so a period never loses the end of the month it reaches).
 *   2025-04-01 + 24 -> 2027-03-31;  2023-01-06 + 21 -> 2024-10-05;  2023-05-31 + 21 -> 2025-02-28.
 */
export function computeMonthsPeriodEnd(start: IsoDate, months: number): IsoDate {
  if (!Number.isInteger(months) || months < 1)
    throw new RangeError(`A period needs at least one whole month, got ${months}`);
  const { year, month, day } = isoDateParts(start);
  const target = shiftMonth(year, month, months);
  const lastDay = daysInMonth(target.year, target.month);
  if (day > lastDay) return toIsoDateFromParts(target.year, target.month, lastDay);
  return addDays(toIsoDateFromParts(target.year, target.month, day), -1);
}

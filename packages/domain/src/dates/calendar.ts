/** Gregorian leap-year rule (proleptic, so it also holds for the year-1 empty marker). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const THIRTY_DAY_MONTHS: readonly number[] = [4, 6, 9, 11];

/** Number of days in `month` (1-12) of `year`. */
export function daysInMonth(year: number, month: number): number {
  if (!Number.isInteger(month) || month < 1 || month > 12)
    throw new RangeError(`Month out of range: ${month}`);
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return THIRTY_DAY_MONTHS.includes(month) ? 30 : 31;
}

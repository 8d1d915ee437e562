import { MAX_ISO_YEAR, MIN_ISO_YEAR, isoDateParts, toIsoDateFromParts, type IsoDate } from "./iso-date.js";

/*
 * Civil date <-> day count, after Howard Hinnant's "days_from_civil" / "civil_from_days".
 * Pure integer arithmetic: no Date object, so no time zone can move a day, and year 1 works
 * (Date.UTC maps years 0-99 to 1900-1999).
 */

/** Day number of 0001-01-01 and 9999-12-31 (day 0 is 1970-01-01). */
export const MIN_DAY_NUMBER = -719162;
export const MAX_DAY_NUMBER = 2932896;

/** Days since 1970-01-01 (negative before it). */
export function toDayNumber(date: IsoDate): number {
  const { year, month, day } = isoDateParts(date);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** The date `dayNumber` days after 1970-01-01; RangeError outside years 1-9999. */
export function fromDayNumber(dayNumber: number): IsoDate {
  if (!Number.isInteger(dayNumber) || dayNumber < MIN_DAY_NUMBER || dayNumber > MAX_DAY_NUMBER) {
    throw new RangeError(`Day number ${dayNumber} is outside years ${MIN_ISO_YEAR}-${MAX_ISO_YEAR}`);
  }
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return toIsoDateFromParts(year, month, day);
}

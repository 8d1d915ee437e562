import { z } from "zod";
import { IsoDateSchema, isIsoDate, type IsoDate } from "./iso-date.js";

/** The legacy data marks "no date" with 1 January of year 1 (spec 000 section 9, spec 001 section 5). */
export const EMPTY_DATE_MARKER = "0001-01-01";

/** True for the empty marker, also when it arrives as a date-time ("0001-01-01T00:00:00"). */
export function isEmptyDate(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  return value === EMPTY_DATE_MARKER || value.startsWith(`${EMPTY_DATE_MARKER}T`);
}

/**
 * A stored date as the app means it: null for "no date" (null, undefined, "" or the marker),
 * otherwise the date. Throws RangeError on text that is not a date; untrusted input should go
 * through OptionalIsoDateSchema, which reports a validation issue instead.
 */
export function toOptionalDate(value: string | null | undefined): IsoDate | null {
  if (value === null || value === undefined || value === "" || isEmptyDate(value)) return null;
  if (!isIsoDate(value)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): "${value}"`);
  return value;
}

/** Wire schema for an optional date: the empty marker, "" and null all read as null. */
export const OptionalIsoDateSchema = z.preprocess(
  (value) =>
    value === undefined || value === "" || (typeof value === "string" && isEmptyDate(value)) ? null : value,
  IsoDateSchema.nullable(),
);

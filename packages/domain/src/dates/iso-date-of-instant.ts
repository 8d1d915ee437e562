import { toIsoDateFromParts, type IsoDate } from "./iso-date.js";

/**
 * The calendar date an instant falls on in `timeZone` (an IANA name, default "UTC").
 * This is how a caller turns its `now` into the `today` the rules take; the domain never reads
 * the clock itself. Uses only UTC getters or Intl with an explicit zone, never the host's local time.
 */
export function isoDateOfInstant(instant: Date, timeZone = "UTC"): IsoDate {
  if (Number.isNaN(instant.getTime())) throw new RangeError("Invalid instant");
  const parts =
    timeZone === "UTC"
      ? { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() }
      : zonedParts(instant, timeZone);
  return toIsoDateFromParts(parts.year, parts.month, parts.day);
}

function zonedParts(instant: Date, timeZone: string): { year: number; month: number; day: number } {
  const format = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
  });
  const parts = format.formatToParts(instant);
  const value = (type: string): number => Number(parts.find((part) => part.type === type)?.value);
  return { year: value("year"), month: value("month"), day: value("day") };
}

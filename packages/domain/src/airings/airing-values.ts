import { parseIsoDate, type IsoDate } from "../dates/iso-date.js";

/**
 * Reading the values of a post log's cells. Files come from many traffic systems, so each reader
 * accepts the shapes seen in them (see the shared airing-reports reference) and answers null for
 * anything else: a value is never guessed.
 */

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

function dateOf(year: number, month: number, day: number): IsoDate | null {
  const fullYear = year < 100 ? 2000 + year : year;
  return parseIsoDate(`${String(fullYear).padStart(4, "0")}-${pad(month)}-${pad(day)}`);
}

function monthOf(name: string): number {
  return MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}

/**
 * A calendar date: ISO "2026-03-14" (also with a time after it), US "3/14/2026" or "03/14/26"
 * (month first, as US post logs write it), "14-Mar-2026", "Mar 14, 2026" or "14 March 2026".
 */
export function readAirDate(text: string): IsoDate | null {
  const value = text.trim();
  let match = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(value);
  if (match) return dateOf(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?:\s.*)?$/.exec(value);
  if (match) return dateOf(Number(match[3]), Number(match[1]), Number(match[2]));
  match = /^(\d{1,2})[- ]([A-Za-z]{3,9})[- ,]+(\d{4}|\d{2})(?:\s.*)?$/.exec(value);
  if (match) {
    const month = monthOf(match[2] ?? "");
    return month === 0 ? null : dateOf(Number(match[3]), month, Number(match[1]));
  }
  match = /^([A-Za-z]{3,9})\.? (\d{1,2}),? (\d{4})(?:\s.*)?$/.exec(value);
  if (match) {
    const month = monthOf(match[1] ?? "");
    return month === 0 ? null : dateOf(Number(match[3]), month, Number(match[2]));
  }
  return null;
}

/**
 * A time of day as "HH:MM:SS": "14:32", "14:32:10", "2:32 PM", "2:32:10p", or military "1432"
 * (the electronic invoice's form). Hours past 23 ("25:10", the broadcast day running past
 * midnight) are not a time of the calendar day and read as null.
 */
export function readAirTime(text: string): string | null {
  const value = text.trim().toLowerCase();
  const military = /^(\d{2})(\d{2})$/.exec(value);
  if (military) return timeOf(Number(military[1]), Number(military[2]), 0, null);
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(a|p|am|pm|a\.m\.|p\.m\.)?$/.exec(value);
  if (!match) return null;
  const meridiem = match[4] === undefined ? null : match[4].startsWith("a") ? "am" : "pm";
  return timeOf(Number(match[1]), Number(match[2]), Number(match[3] ?? 0), meridiem);
}

function timeOf(
  hours: number,
  minutes: number,
  seconds: number,
  meridiem: "am" | "pm" | null,
): string | null {
  if (minutes > 59 || seconds > 59) return null;
  let hour = hours;
  if (meridiem !== null) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === "pm" ? 12 : 0);
  }
  if (hour > 23) return null;
  return `${pad(hour)}:${pad(minutes)}:${pad(seconds)}`;
}

/** One cell holding both: "2026-03-14T14:32:00", "2026-03-14 14:32", "3/14/2026 2:32 PM". */
export function readAirDateTime(text: string): { date: IsoDate; time: string | null } | null {
  const value = text.trim();
  const date = readAirDate(value);
  if (date === null) return null;
  const rest = /^\S+(?:[T ])(.+)$/.exec(value.replace(/^(\d{4}-\d{2}-\d{2})T/, "$1 "));
  if (rest === null) return { date, time: null };
  const time = readAirTime(rest[1] ?? "");
  return time === null ? null : { date, time };
}

/** The longest spot length read: anything longer is not a commercial's length. */
export const MAX_AIRING_SECONDS = 3600;

/**
 * A length in seconds: "30", "30s", "30 sec", ":30", "0:30", "1:00" (minutes and seconds),
 * "0:00:30" or "00:00:30" (hours, minutes, seconds). Zero or past an hour reads as null.
 */
export function readLengthSeconds(text: string): number | null {
  const value = text.trim().toLowerCase();
  let seconds: number | null = null;
  let match = /^(\d{1,4})(?:\.0+)?\s*(?:s|sec|secs|seconds|")?$/.exec(value);
  if (match) seconds = Number(match[1]);
  match = /^(\d{0,2}):(\d{2})$/.exec(value);
  if (match) seconds = Number(match[1] === "" ? 0 : match[1]) * 60 + Number(match[2]);
  match = /^(\d{1,2}):(\d{2}):(\d{2})$/.exec(value);
  if (match) seconds = Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
  if (seconds === null || seconds <= 0 || seconds > MAX_AIRING_SECONDS) return null;
  return seconds;
}

/** ":30" for 30 seconds, "1:00" for 60: how lengths read on screen. */
export function formatLength(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes === 0 ? "" : minutes}:${pad(seconds % 60)}`;
}

/** Whether a row reports a spot that ran, one that did not, or a status we do not know. */
export type AiringStatus = "aired" | "notAired" | "unknown";

const airedWords = new Set([
  "",
  "aired",
  "air",
  "ran",
  "run",
  "yes",
  "y",
  "ok",
  "played",
  "complete",
  "completed",
  "confirmed",
  "makegood",
  "mg",
  "bonus",
  "bns",
  "scheduled aired",
  "verified",
  "a",
]);
const notAiredWords = new Set([
  "not aired",
  "notaired",
  "not run",
  "notrun",
  "did not air",
  "no run",
  "missed",
  "miss",
  "preempted",
  "pre-empted",
  "pre empted",
  "preempt",
  "pre-empt",
  "pe",
  "bumped",
  "cancelled",
  "canceled",
  "deleted",
  "credit",
  "credited",
  "no",
  "n",
  "nr",
  "not played",
  "failed",
]);

/**
 * A spot status in words: ran, make-good and bonus spots aired; missed, pre-empted, cancelled
 * and credited ones did not (they are kept but never counted).
 */
export function readAiringStatus(text: string): AiringStatus {
  const value = text.trim().toLowerCase().replace(/\s+/g, " ");
  if (airedWords.has(value)) return "aired";
  if (notAiredWords.has(value)) return "notAired";
  return "unknown";
}

import { z } from "zod";
import { EMPTY_DATE_MARKER, isEmptyDate } from "../dates/empty-date.js";
import { isIsoDate } from "../dates/iso-date.js";

/**
 * Field builders shared by the entity schemas, so every message names the field in words a
 * person can act on ("Enter the asset title.").
 */

/** Whether an optional date holds no date: absent, blank or the empty marker. */
export function isNoDate(value: string | undefined): boolean {
  return value === undefined || value === "" || isEmptyDate(value);
}

/** Whether both are real dates and `end` falls before `start`; no-dates never conflict. */
export function isDateRangeReversed(start: string | undefined, end: string | undefined): boolean {
  if (start === undefined || end === undefined || isNoDate(start) || isNoDate(end)) return false;
  return isIsoDate(start) && isIsoDate(end) && end < start;
}

/** The largest id a record can have: PostgreSQL's integer, which every id column is. */
export const MAX_ID = 2_147_483_647;

/** What a number past MAX_ID is told. */
const tooLargeId = (what: string) => `The ${what} is larger than any id (${MAX_ID}).`;

/** A positive whole-number id. */
export const IdSchema = z
  .number({ error: "An id must be a positive whole number." })
  .int("An id must be a positive whole number.")
  .positive("An id must be a positive whole number.")
  .max(MAX_ID, tooLargeId("id"));

/** A reference to another record: "Choose the asset." when missing. */
export function referenceId(what: string) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `Choose the ${what}.`
          : `The ${what} id must be a positive whole number.`,
    })
    .int(`The ${what} id must be a positive whole number.`)
    .positive(`The ${what} id must be a positive whole number.`)
    .max(MAX_ID, tooLargeId(`${what} id`));
}

/** Required text, trimmed: "Enter the <what>." when missing or blank. */
export function requiredText(what: string, max = 200) {
  const missing = `Enter the ${what}.`;
  return z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(max, `The ${what} must be ${max} characters or fewer.`);
}

/** Optional text, trimmed; blank is allowed. */
export function optionalText(what: string, max = 200) {
  return z
    .string({ error: `The ${what} must be text.` })
    .trim()
    .max(max, `The ${what} must be ${max} characters or fewer.`)
    .optional();
}

function badDate(what: string): string {
  return `Enter the ${what} as a real date in the form YYYY-MM-DD.`;
}

/** A required date-only string; the empty marker counts as missing. */
export function requiredDate(what: string) {
  const missing = `Enter the ${what}.`;
  return z
    .string({ error: missing })
    .trim()
    .superRefine((value, ctx) => {
      if (value === "" || value === EMPTY_DATE_MARKER) {
        ctx.addIssue({ code: "custom", message: missing });
      } else if (!isIsoDate(value)) {
        ctx.addIssue({ code: "custom", message: badDate(what) });
      }
    });
}

/**
 * An optional date-only string. Blank is stored as the empty marker 0001-01-01, which
 * means "no date"; absent stays absent.
 */
export function optionalDate(what: string) {
  return z
    .string({ error: badDate(what) })
    .trim()
    .transform((value) => (value === "" ? EMPTY_DATE_MARKER : value))
    .refine((value) => isIsoDate(value), badDate(what))
    .optional();
}

/** Money as a whole number of cents, zero or more. */
export function cents(what: string) {
  const message = `Enter the ${what} in cents, as a whole number.`;
  return z.number({ error: message }).int(message).nonnegative(`The ${what} cannot be negative.`);
}

/** Whether a list of ids holds each id once. */
export function hasUniqueIds(ids: readonly number[]): boolean {
  return new Set(ids).size === ids.length;
}

/** A positive whole-number id taken from the path: "The asset id must be a positive whole number." */
export function pathId(what: string) {
  const message = `The ${what} id must be a positive whole number.`;
  return z.coerce
    .number({ error: message })
    .int(message)
    .positive(message)
    .max(MAX_ID, tooLargeId(`${what} id`));
}

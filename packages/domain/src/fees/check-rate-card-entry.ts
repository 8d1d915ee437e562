import { formatDisplayDate } from "../dates/display-date.js";
import type { FieldError } from "../errors/error-catalogue.js";
import { fieldErrorsOf } from "../errors/zod-issues.js";
import {
  doEntryPeriodsOverlap,
  isSameFigure,
  RateCardEntrySchema,
  type RateCardEntry,
} from "./rate-card-entry.js";

function describePeriod(entry: RateCardEntry): string {
  const to = entry.effectiveTo === null ? "open-ended" : formatDisplayDate(entry.effectiveTo);
  return `${formatDisplayDate(entry.effectiveFrom)} to ${to}`;
}

/**
 * What is wrong with a client's rate card entry, each issue naming its field; none when it can be
 * saved. `existing` is the card it joins (the entry itself, by id, is skipped so an edit does not
 * overlap its old version). Shipped figures are never added or changed here: a client figure for
 * the same thing is a separate version, so only the client's own versions can overlap.
 */
export function checkRateCardEntry(entry: unknown, existing: readonly RateCardEntry[]): FieldError[] {
  const parsed = RateCardEntrySchema.safeParse(entry);
  if (!parsed.success) return fieldErrorsOf(RateCardEntrySchema, entry);
  const candidate = parsed.data;
  if (candidate.origin === "shipped")
    return [
      {
        field: "origin",
        message: "Shipped figures come with the product and cannot be changed; add a client version instead.",
      },
    ];
  const clash = existing.find(
    (other) =>
      other.id !== candidate.id &&
      other.origin === "client" &&
      isSameFigure(candidate, other) &&
      doEntryPeriodsOverlap(candidate, other),
  );
  if (clash === undefined) return [];
  return [
    {
      field: "effectiveFrom",
      message: `Another version of this figure is in force ${describePeriod(clash)}; end it first or start this one after it.`,
    },
  ];
}

import { z } from "zod";
import { isDateInRange } from "../dates/date-arithmetic.js";
import { IsoDateSchema, type IsoDate } from "../dates/iso-date.js";
import { IdSchema } from "../records/field-schemas.js";
import { FeeCategorySchema, FeeUnionSchema, RateConfidenceSchema, type FeeSchedule } from "./fee-schedule.js";

/** Shipped figures come with the product and are shared; a client's figures are their own versions beside them. */
export const rateCardOrigins = ["shipped", "client"] as const;
export const RateCardOriginSchema = z.enum(rateCardOrigins);
export type RateCardOrigin = z.infer<typeof RateCardOriginSchema>;

const AMOUNT_MESSAGE = "Enter the amount as a whole number of cents, more than zero.";

/**
 * One version of one figure: in force from effectiveFrom to effectiveTo, both days included. A null
 * agreement or medium applies to every agreement or medium of the union (as the shipped cards do);
 * a performer id makes it that performer's negotiated over-scale rate.
 */
export const RateCardEntrySchema = z
  .object({
    id: z.string().min(1, "A rate card entry needs an id."),
    union: FeeUnionSchema,
    agreement: z.string().trim().min(1, "Name the agreement, or leave it empty for all.").nullable(),
    contractYear: z.number({ error: "Enter the contract year." }).int("Enter the contract year."),
    category: FeeCategorySchema,
    medium: z.string().trim().min(1, "Name the medium, or leave it empty for all.").nullable(),
    effectiveFrom: IsoDateSchema,
    effectiveTo: IsoDateSchema.nullable(),
    amountCents: z.number({ error: AMOUNT_MESSAGE }).int(AMOUNT_MESSAGE).positive(AMOUNT_MESSAGE),
    source: z
      .string({ error: "Say where the figure comes from (a rate sheet, a contract, a page)." })
      .trim()
      .min(1, "Say where the figure comes from (a rate sheet, a contract, a page)."),
    confidence: RateConfidenceSchema,
    performerId: IdSchema.nullable(),
    origin: RateCardOriginSchema,
  })
  .refine((entry) => entry.effectiveTo === null || entry.effectiveFrom <= entry.effectiveTo, {
    path: ["effectiveTo"],
    message: "The figure cannot end before it starts.",
  });
export type RateCardEntry = z.infer<typeof RateCardEntrySchema>;

/** What makes two entries versions of the same figure. */
export function isSameFigure(a: RateCardEntry, b: RateCardEntry): boolean {
  return (
    a.union === b.union &&
    a.agreement === b.agreement &&
    a.category === b.category &&
    a.medium === b.medium &&
    a.performerId === b.performerId
  );
}

/** Whether two entries are in force on at least one common day. */
export function doEntryPeriodsOverlap(a: RateCardEntry, b: RateCardEntry): boolean {
  return (
    isDateInRange(a.effectiveFrom, b.effectiveFrom, b.effectiveTo) ||
    isDateInRange(b.effectiveFrom, a.effectiveFrom, a.effectiveTo)
  );
}

/** Whether the entry is in force on `date`. */
export function isEntryInForce(entry: RateCardEntry, date: IsoDate): boolean {
  return isDateInRange(date, entry.effectiveFrom, entry.effectiveTo);
}

/** "shipped:SAG-AFTRA-2025-Y1:streaming1Year": a shipped figure's id, stable across releases of the card. */
export function shippedEntryId(scheduleId: string, category: string): string {
  return `shipped:${scheduleId}:${category}`;
}

/**
 * The shipped schedules' confirmed figures as rate card entries, so a rate card lists shipped and
 * client versions alike. Unconfirmed rows carry no amount and are not entries: they stay "missing".
 */
export function shippedRateCardEntries(schedules: readonly FeeSchedule[]): RateCardEntry[] {
  return schedules.flatMap((schedule) =>
    schedule.rates.flatMap((rate): RateCardEntry[] =>
      rate.confidence !== "V"
        ? []
        : [
            {
              id: shippedEntryId(schedule.id, rate.category),
              union: schedule.union,
              agreement: null,
              contractYear: schedule.contractYear,
              category: rate.category,
              medium: null,
              effectiveFrom: schedule.effectiveFrom,
              effectiveTo: schedule.effectiveTo,
              amountCents: rate.amountCents,
              source: `${schedule.label}: ${rate.sourceUrl}`,
              confidence: "V",
              performerId: null,
              origin: "shipped",
            },
          ],
    ),
  );
}

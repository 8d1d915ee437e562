import { realDate } from "../asset/cast-cycles.js";
import { computeMonthsPeriodEnd } from "../dates/month-arithmetic.js";
import type { ForecastLicence } from "./forecast-input.js";

/** The longest term read as whole months: ten years. */
const MAX_TERM_MONTHS = 120;

/** The whole months from `start` through `end` (both included), or null when the term is not whole months. */
export function wholeMonthsOfTerm(start: string | null, end: string | null): number | null {
  const from = realDate(start);
  const to = realDate(end);
  if (from === null || to === null || to < from) return null;
  for (let months = 1; months <= MAX_TERM_MONTHS; months++) {
    const periodEnd = computeMonthsPeriodEnd(from, months);
    if (periodEnd === to) return months;
    if (periodEnd > to) return null;
  }
  return null;
}

/**
 * How a licence renews when nothing else is recorded: for another term as long as the one it holds
 * (whole months; otherwise one open renewal), at the fee recorded for that term. A licence in
 * perpetuity never renews; one with no fee recorded renews at no known figure ("missing").
 */
export function licenceRenewalTerms(licence: {
  readonly termStart: string | null;
  readonly termEnd: string | null;
  readonly feeCents: number | null;
}): ForecastLicence["renewal"] {
  if (realDate(licence.termEnd) === null) return null;
  return { months: wholeMonthsOfTerm(licence.termStart, licence.termEnd), amountCents: licence.feeCents };
}

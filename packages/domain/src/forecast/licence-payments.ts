import { realDate } from "../asset/cast-cycles.js";
import { addDays } from "../dates/date-arithmetic.js";
import type { IsoDate } from "../dates/iso-date.js";
import { computeMonthsPeriodEnd } from "../dates/month-arithmetic.js";
import { agreedFigure } from "../fees/choose-rate-figure.js";
import type { PaidSubject } from "../renewals/release-of-decisions.js";
import type { RenewalSubject } from "../renewals/renewal-decision.js";
import type { ForecastElement, ForecastLicence } from "./forecast-input.js";
import type { ForecastPayment } from "./forecast-payment.js";
import { isInForecastWindow, monthOf, type ForecastWindow } from "./forecast-window.js";

interface LicencePeriod {
  readonly start: IsoDate;
  readonly end: IsoDate | null;
}

/** The renewals after the licence ends, back to back, starting by `through`; one open renewal when no length is recorded. */
function renewalPeriods(termEnd: IsoDate, months: number | null, through: IsoDate): LicencePeriod[] {
  const first = addDays(termEnd, 1);
  if (months === null) return first <= through ? [{ start: first, end: null }] : [];
  const periods: LicencePeriod[] = [];
  for (let start = first; start <= through;) {
    const end = computeMonthsPeriodEnd(start, months);
    periods.push({ start, end });
    start = addDays(end, 1);
  }
  return periods;
}

function licencePayments(
  element: ForecastElement,
  licence: ForecastLicence,
  window: ForecastWindow,
): ForecastPayment[] {
  const termEnd = realDate(licence.termEnd);
  if (termEnd === null) return [];
  const subject: RenewalSubject = { kind: "licenceRenewal", elementId: element.id, licenceId: licence.id };
  const figure = agreedFigure(
    licence.renewal?.amountCents,
    "The renewal fee in the licence's renewal terms.",
    licence.renewal === null
      ? "No renewal terms are recorded for this licence."
      : "The licence's renewal terms record no fee.",
  );
  return renewalPeriods(termEnd, licence.renewal?.months ?? null, window.to)
    .filter((period) => isInForecastWindow(window, period.start))
    .map((period) => ({
      kind: "licenceRenewal",
      month: monthOf(period.start),
      dueDate: period.start,
      periodStart: period.start,
      periodEnd: period.end,
      spot: null,
      performer: null,
      element: { id: element.id, title: element.title },
      licence: { id: licence.id, label: licence.label },
      category: null,
      amountCents: figure.amountCents,
      source: figure.source,
      note: figure.note,
      subjects: [subject],
    }));
}

/** Every licence renewal of the element due in the window: a licence in perpetuity never renews. */
export function listLicencePayments(element: ForecastElement, window: ForecastWindow): ForecastPayment[] {
  return element.licences.flatMap((licence) => licencePayments(element, licence, window));
}

/** The licences a decision can be about, each with the last day it already covers. */
export function elementRenewalSubjects(element: ForecastElement): PaidSubject[] {
  return element.licences.map((licence) => ({
    subject: { kind: "licenceRenewal", elementId: element.id, licenceId: licence.id },
    paidThrough: realDate(licence.termEnd),
  }));
}

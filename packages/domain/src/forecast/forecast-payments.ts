import { feeSchedules } from "../fees/fee-schedules.js";
import { currentDecisions, isNotRenewing } from "../renewals/renewal-decision.js";
import type { ForecastInput } from "./forecast-input.js";
import type { ForecastPayment } from "./forecast-payment.js";
import { listWindowMonths, type ForecastWindow } from "./forecast-window.js";
import { listLicencePayments } from "./licence-payments.js";
import { listSpotPayments } from "./spot-payments.js";

/** What a set of payments adds up to: priced amounts summed, missing ones counted apart (never as zero). */
export interface PaymentTotal {
  readonly amountCents: number;
  readonly pricedCount: number;
  readonly missingCount: number;
}

export interface MonthTotal extends PaymentTotal {
  /** "2026-04" */
  readonly month: string;
}

export interface PaymentForecast {
  readonly window: ForecastWindow;
  /** What keeping everything on air needs, by due date. */
  readonly payments: readonly ForecastPayment[];
  /** Every month of the window, a month with nothing due too. */
  readonly months: readonly MonthTotal[];
  readonly total: PaymentTotal;
  /** The payments "not renewing" decisions drop: what would have been paid. */
  readonly released: readonly ForecastPayment[];
  readonly saving: PaymentTotal;
}

export function totalPayments(payments: readonly ForecastPayment[]): PaymentTotal {
  // One running total, not an object per payment: a large library's forecast holds ~100,000.
  let amountCents = 0;
  let pricedCount = 0;
  let missingCount = 0;
  for (const payment of payments) {
    if (payment.amountCents === null) missingCount += 1;
    else {
      amountCents += payment.amountCents;
      pricedCount += 1;
    }
  }
  return { amountCents, pricedCount, missingCount };
}

/** The payments of each month, in one pass. */
function paymentsByMonth(payments: readonly ForecastPayment[]): Map<string, ForecastPayment[]> {
  const byMonth = new Map<string, ForecastPayment[]>();
  for (const payment of payments) {
    const month = byMonth.get(payment.month);
    if (month === undefined) byMonth.set(payment.month, [payment]);
    else month.push(payment);
  }
  return byMonth;
}

/**
 * Every payment due in the window that keeping the spots and elements of `input` on air needs:
 * holding fees per unpaid 13-week cycle per union performer, later cycles of renewable use rights,
 * MPU renegotiations, licence renewals. Each is priced by chooseRateFigure (or the contract) or is
 * "missing" with why; payments a "not renewing" decision releases are set apart as the saving.
 */
export function forecastPayments(input: ForecastInput, window: ForecastWindow): PaymentForecast {
  const context = { window, rateCard: input.rateCard, schedules: input.schedules ?? feeSchedules };
  const all = [
    ...input.spots.flatMap((spot) => listSpotPayments(spot, context)),
    ...input.elements.flatMap((element) => listLicencePayments(element, window)),
  ].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const current = currentDecisions(input.decisions);
  const isReleased = (payment: ForecastPayment) =>
    payment.subjects.some((subject) => isNotRenewing(current, subject));
  const payments = all.filter((payment) => !isReleased(payment));
  const released = all.filter(isReleased);
  const byMonth = paymentsByMonth(payments);
  return {
    window,
    payments,
    months: listWindowMonths(window).map((month) => ({
      month,
      ...totalPayments(byMonth.get(month) ?? []),
    })),
    total: totalPayments(payments),
    released,
    saving: totalPayments(released),
  };
}

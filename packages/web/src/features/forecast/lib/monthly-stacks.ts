import type { ForecastAnswer } from "@rightsdesk/domain";
import { stackedSources, type StackedSource } from "./forecast-labels";

/** One month of the chart: what each source prices, the month's priced total and what has no figure. */
export interface MonthStack {
  month: string;
  segments: { source: StackedSource; amountCents: number }[];
  totalCents: number;
  missingCount: number;
}

/**
 * The forecast's months as stacked bars: each month's payments summed by where their figure comes
 * from, in the answer's month order (months with no payment stay, at zero). Missing figures have
 * no amount to stack; they are counted apart, as the headline counts them.
 */
export function stackMonths(answer: Pick<ForecastAnswer, "months" | "payments">): MonthStack[] {
  return answer.months.map(({ month }) => {
    const payments = answer.payments.filter((payment) => payment.month === month);
    const segments = stackedSources.map((source) => ({
      source,
      amountCents: payments
        .filter((payment) => payment.source === source)
        .reduce((sum, payment) => sum + (payment.amountCents ?? 0), 0),
    }));
    return {
      month,
      segments,
      totalCents: segments.reduce((sum, segment) => sum + segment.amountCents, 0),
      missingCount: payments.filter((payment) => payment.source === "missing").length,
    };
  });
}

/** The top of the chart's scale: the largest month, rounded up to a readable step (never zero). */
export function chartCeiling(stacks: readonly MonthStack[]): number {
  const largest = Math.max(0, ...stacks.map((stack) => stack.totalCents));
  if (largest === 0) return 100_00;
  const magnitude = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= largest) ?? 10;
  return step * magnitude;
}

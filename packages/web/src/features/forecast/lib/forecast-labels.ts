import { figureSourceLabels, type FigureSource, type ForecastPaymentKind } from "@rightsdesk/domain";

/** What a payment buys, as the table reads it. */
export const paymentKindLabels: Readonly<Record<ForecastPaymentKind, string>> = {
  holdingFee: "Holding fee",
  useRightCycle: "Use right cycle",
  mpuRenegotiation: "MPU renegotiation",
  licenceRenewal: "Licence renewal",
};

/** A figure's source as a heading or a legend reads it: "Shipped confirmed". */
export function formatFigureSource(source: FigureSource): string {
  const label = figureSourceLabels[source];
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** The order sources stack in, from the bottom of a bar: the surest figure first. */
export const stackedSources = [
  "shippedConfirmed",
  "clientRateCard",
  "contract",
] as const satisfies readonly FigureSource[];
export type StackedSource = (typeof stackedSources)[number];

const monthFormat = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** "2026-04" → "Apr 2026". */
export function formatMonth(month: string): string {
  const [year, number] = month.split("-").map(Number);
  if (!year || !number) return month;
  return monthFormat.format(new Date(Date.UTC(year, number - 1, 1)));
}

/** "2026-04" → "Apr ’26", for the chart's axis where room is short. */
export function formatShortMonth(month: string): string {
  const [name = month, year = ""] = formatMonth(month).split(" ");
  return year ? `${name} ’${year.slice(2)}` : name;
}

import {
  figureSourceLabels,
  formatMoneyCents,
  type ForecastAnswer,
  type ForecastPaymentKind,
} from "@rightsdesk/domain";

export type ForecastAnswerPayment = ForecastAnswer["payments"][number];

/** A payment's kind as the operations people say it. */
export const forecastPaymentKindLabels: Readonly<Record<ForecastPaymentKind, string>> = {
  holdingFee: "holding fee",
  useRightCycle: "use-right cycle",
  mpuRenegotiation: "MPU renegotiation",
  licenceRenewal: "licence renewal",
};

const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-04" → "Apr 2026"; anything else as it came. */
export function formatForecastMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? MONTH_NAMES[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/** "NWFD0001000H Harvest Crunch :30", or nothing for an element's licence. */
export function paymentSpot(payment: ForecastAnswerPayment): string {
  return payment.spot ? `${payment.spot.adId} ${payment.spot.title}` : "";
}

/** Who or what is paid for: the performer, or the element and its licence. */
export function paymentSubject(payment: ForecastAnswerPayment): string {
  if (payment.performer) return payment.performer.name;
  const element = payment.element?.title ?? "";
  const licence = payment.licence?.label ?? "";
  return element && licence ? `${element}: ${licence}` : element || licence;
}

/** The amount in dollars, or "missing": a payment with no figure is never shown as $0.00. */
export function paymentAmount(payment: ForecastAnswerPayment): string {
  return payment.amountCents === null ? "missing" : formatMoneyCents(payment.amountCents);
}

export function paymentSource(payment: ForecastAnswerPayment): string {
  return figureSourceLabels[payment.source];
}

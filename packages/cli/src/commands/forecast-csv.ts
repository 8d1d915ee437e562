import { formatDollars, type ForecastAnswer } from "@rightsdesk/domain";
import { toCsv, type CsvColumn } from "../ui/to-csv.js";
import type { ForecastAnswerPayment } from "./forecast-payment-words.js";

/** A payment with whether a "not renewing" decision releases it. */
interface ForecastCsvRow {
  payment: ForecastAnswerPayment;
  released: boolean;
}

/**
 * One line per payment, in the answer's words and ids so a spreadsheet can total it again:
 * the amount in dollars and in cents, both empty when no figure exists (never 0), and the
 * payments the decisions release last, marked as such.
 */
const columns: readonly CsvColumn<ForecastCsvRow>[] = [
  { header: "month", value: (r) => r.payment.month },
  { header: "dueDate", value: (r) => r.payment.dueDate },
  { header: "kind", value: (r) => r.payment.kind },
  { header: "adId", value: (r) => r.payment.spot?.adId },
  { header: "spotTitle", value: (r) => r.payment.spot?.title },
  { header: "performer", value: (r) => r.payment.performer?.name },
  { header: "element", value: (r) => r.payment.element?.title },
  { header: "licence", value: (r) => r.payment.licence?.label },
  { header: "category", value: (r) => r.payment.category },
  {
    header: "amount",
    value: (r) => (r.payment.amountCents === null ? null : formatDollars(r.payment.amountCents)),
  },
  { header: "amountCents", value: (r) => r.payment.amountCents },
  { header: "source", value: (r) => r.payment.source },
  { header: "note", value: (r) => r.payment.note },
  { header: "released", value: (r) => (r.released ? "not renewing" : "") },
];

/** The forecast's payments as CSV through the one CSV writer (quoted, formulas neutralised). */
export function forecastCsv(answer: Pick<ForecastAnswer, "payments" | "released">): string {
  return toCsv(
    [
      ...answer.payments.map((payment) => ({ payment, released: false })),
      ...answer.released.map((payment) => ({ payment, released: true })),
    ],
    columns,
  );
}

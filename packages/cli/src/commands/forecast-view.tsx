import { Box, Text, renderToString } from "ink";
import {
  figureSourceLabels,
  formatDisplayDate,
  formatMoneyCents,
  type ForecastAnswer,
} from "@rightsdesk/domain";
import { Table, type TableColumn } from "../ui/table.js";
import {
  forecastPaymentKindLabels,
  formatForecastMonth,
  paymentAmount,
  paymentSource,
  paymentSpot,
  paymentSubject,
  type ForecastAnswerPayment,
} from "./forecast-payment-words.js";

type MonthTotal = ForecastAnswer["months"][number];
type SourceTotal = ForecastAnswer["bySource"][number];
type PaymentTotal = ForecastAnswer["total"];

const monthColumns: readonly TableColumn<MonthTotal>[] = [
  { header: "Month", value: (m) => formatForecastMonth(m.month) },
  { header: "Priced", value: (m) => String(m.pricedCount) },
  { header: "Missing", value: (m) => String(m.missingCount) },
  { header: "Total", value: (m) => formatMoneyCents(m.amountCents) },
];

const paymentColumns: readonly TableColumn<ForecastAnswerPayment>[] = [
  { header: "Due", value: (p) => formatDisplayDate(p.dueDate) },
  { header: "Spot", value: paymentSpot },
  { header: "Performer / element", value: paymentSubject },
  { header: "Kind", value: (p) => forecastPaymentKindLabels[p.kind] },
  { header: "Amount", value: paymentAmount },
  { header: "Source", value: paymentSource },
];

const sourceColumns: readonly TableColumn<SourceTotal>[] = [
  { header: "Source", value: (s) => figureSourceLabels[s.source] },
  { header: "Payments", value: (s) => String(s.pricedCount + s.missingCount) },
  {
    header: "Amount",
    value: (s) => (s.source === "missing" ? "no figure" : formatMoneyCents(s.amountCents)),
  },
];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "$12,500.00 for 14 priced payments; 3 more have no figure and are not counted." */
export function describeTotal(total: PaymentTotal): string {
  const priced = `${formatMoneyCents(total.amountCents)} for ${plural(total.pricedCount, "priced payment", "priced payments")}`;
  if (total.missingCount === 0) return `${priced}.`;
  return `${priced}; ${plural(total.missingCount, "more has", "more have")} no figure and ${total.missingCount === 1 ? "is" : "are"} not counted.`;
}

/** "Forecast 12/01/2026 to 11/30/2027 — Advertiser: Northwind Foods". */
export function forecastHeading(answer: Pick<ForecastAnswer, "window" | "scopeLabel">): string {
  const window = `Forecast ${formatDisplayDate(answer.window.from)} to ${formatDisplayDate(answer.window.to)}`;
  return answer.scopeLabel ? `${window} — ${answer.scopeLabel}` : `${window} — every spot and element`;
}

/**
 * The forecast as a terminal shows it: the months with their totals, every payment, then the
 * total with the missing ones counted apart, what the "not renewing" decisions save, and where
 * the figures come from (sources no payment used left out).
 */
export function ForecastView({ answer }: { answer: ForecastAnswer }) {
  return (
    <Box flexDirection="column">
      <Text bold>{forecastHeading(answer)}</Text>
      <Text> </Text>
      <Table columns={monthColumns} rows={answer.months} empty="No month in the window." />
      <Text> </Text>
      <Table columns={paymentColumns} rows={answer.payments} empty="Nothing falls due in the window." />
      <Text> </Text>
      <Text bold>{`Total: ${describeTotal(answer.total)}`}</Text>
      <Text>
        {answer.released.length === 0
          ? "Not renewing: no decision releases a payment in the window."
          : `Not renewing saves ${describeTotal(answer.saving)}`}
      </Text>
      <Text> </Text>
      <Table
        columns={sourceColumns}
        rows={answer.bySource.filter((source) => source.pricedCount + source.missingCount > 0)}
        empty="No payment in the window, so no figure used."
      />
    </Box>
  );
}

/** The table as printed: wide enough that no payment line wraps. */
export function renderForecastTable(answer: ForecastAnswer): string {
  return renderToString(<ForecastView answer={answer} />, { columns: 250 });
}

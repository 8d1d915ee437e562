import type { ForecastAnswer, RenewalDecisionRecord } from "@rightsdesk/domain";
import { createColumnHelper, rowSelectionFeature, tableFeatures } from "@tanstack/react-table";
import { formatCents, formatDay } from "../../../ui/records/format-day";
import { formatFigureSource, formatMonth, paymentKindLabels } from "../lib/forecast-labels";
import { DecisionInForce } from "./decision-in-force";

export type ForecastPayment = ForecastAnswer["payments"][number];

/** A payment with the decision in force for what it renews. */
export interface PaymentRow {
  id: string;
  payment: ForecastPayment;
  decision: RenewalDecisionRecord | undefined;
}

export const paymentTableFeatures = tableFeatures({ rowSelectionFeature });
const column = createColumnHelper<typeof paymentTableFeatures, PaymentRow>();

const none = <span className="text-slate-400">—</span>;

/** "Harvest Crunch (NWFD0001000H)", or the element and its licence: what the payment keeps on air. */
function describeWhat({ payment }: PaymentRow): string {
  if (payment.element)
    return payment.licence ? `${payment.element.title} · ${payment.licence.label}` : payment.element.title;
  return "";
}

/** The payments' columns after the selection box: when, for what, how much, from where, and the decision. */
export const paymentColumns = column.columns([
  column.accessor((row) => row.payment.month, {
    id: "month",
    header: "Month",
    cell: (info) => formatMonth(info.getValue()),
  }),
  column.accessor((row) => row.payment.dueDate, {
    id: "dueDate",
    header: "Due",
    cell: (info) => formatDay(info.getValue()),
  }),
  column.accessor((row) => row.payment.spot, {
    id: "spot",
    header: "Spot",
    cell: (info) => {
      const spot = info.getValue();
      return spot ? (
        <span>
          {spot.title} <span className="text-slate-500">({spot.adId})</span>
        </span>
      ) : (
        none
      );
    },
  }),
  column.accessor((row) => row.payment.performer?.name ?? "", {
    id: "performer",
    header: "Performer",
    cell: (info) => info.getValue() || none,
  }),
  column.accessor(describeWhat, {
    id: "element",
    header: "Element / licence",
    cell: (info) => info.getValue() || none,
  }),
  column.accessor((row) => row.payment.kind, {
    id: "kind",
    header: "Kind",
    cell: (info) => paymentKindLabels[info.getValue()],
  }),
  column.accessor((row) => row.payment.amountCents, {
    id: "amount",
    header: "Amount",
    cell: (info) => {
      const amount = info.getValue();
      return amount === null ? (
        <span aria-label="No figure">—</span>
      ) : (
        <span className="tabular-nums">{formatCents(amount)}</span>
      );
    },
  }),
  column.accessor((row) => row.payment.source, {
    id: "source",
    header: "Source",
    cell: (info) =>
      info.getValue() === "missing" ? (
        <span className="font-medium text-red-700">Missing</span>
      ) : (
        formatFigureSource(info.getValue())
      ),
  }),
  column.accessor((row) => row.payment.note, {
    id: "note",
    header: "Note",
    // Two lines in the row; the whole note in its title, and for screen readers.
    cell: (info) =>
      info.getValue() ? (
        <span className="line-clamp-2 max-w-md" title={info.getValue()}>
          {info.getValue()}
        </span>
      ) : (
        none
      ),
  }),
  column.accessor((row) => row.decision, {
    id: "decision",
    header: "Decision",
    cell: (info) => <DecisionInForce decision={info.getValue()} />,
  }),
]);

/** Cells kept on one line; the rest wrap. */
export const paymentNoWrap = new Set(["month", "dueDate", "kind", "amount", "source"]);

import type { RateCardRow } from "@rightsdesk/domain";
import { createColumnHelper, tableFeatures } from "@tanstack/react-table";
import { Badge } from "../../../ui/badge";
import { formatCents, formatDay } from "../../../ui/records/format-day";
import { formatConfidence, formatFeeCategory, rateCardOriginLabels } from "../lib/rate-card-labels";

export const rateCardTableFeatures = tableFeatures({});
const column = createColumnHelper<typeof rateCardTableFeatures, RateCardRow>();

const allOf = <span className="text-slate-500">All</span>;

/** The rate card's columns: what the figure is for, when it is in force, how much, and from where. */
export const rateCardColumns = column.columns([
  column.accessor("union", { header: "Union" }),
  column.accessor("contractYear", { header: "Year" }),
  column.accessor("category", {
    header: "Category",
    cell: (info) => formatFeeCategory(info.getValue()),
  }),
  column.accessor("agreement", { header: "Agreement", cell: (info) => info.getValue() ?? allOf }),
  column.accessor("medium", { header: "Medium", cell: (info) => info.getValue() ?? allOf }),
  column.accessor("performerName", {
    header: "Performer",
    cell: (info) =>
      info.row.original.performerId === null
        ? allOf
        : (info.getValue() ?? `#${info.row.original.performerId}`),
  }),
  column.accessor("effectiveFrom", {
    header: "In force",
    cell: (info) =>
      `${formatDay(info.getValue())} – ${formatDay(info.row.original.effectiveTo, "open-ended")}`,
  }),
  column.accessor("amountCents", {
    header: "Amount",
    cell: (info) => <span className="tabular-nums">{formatCents(info.getValue())}</span>,
  }),
  column.accessor("source", {
    header: "Source",
    cell: (info) => (
      <span className="-m-1 block max-w-52 truncate p-1" title={info.getValue()}>
        {info.getValue()}
      </span>
    ),
  }),
  column.accessor("confidence", {
    header: "Confidence",
    cell: (info) => <abbr title={formatConfidence(info.getValue())}>{info.getValue()}</abbr>,
  }),
  column.accessor("origin", {
    header: "Origin",
    cell: (info) => (
      <Badge tone={info.getValue() === "client" ? "indigo" : "slate"}>
        {rateCardOriginLabels[info.getValue()]}
      </Badge>
    ),
  }),
]);

/** Cells that read better on one line; the rest wrap. */
export const rateCardNoWrap = new Set(["union", "contractYear", "effectiveFrom", "amountCents", "origin"]);

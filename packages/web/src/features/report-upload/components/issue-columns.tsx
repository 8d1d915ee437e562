import {
  airingIssueKindLabels,
  airingIssueListFields as fields,
  airingIssueStatusLabels,
  type AiringIssue,
} from "@rightsdesk/domain";
import { Link } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { cx } from "../../../ui/cx";
import type { DataColumn } from "../../../ui/data-table";
import { focusRing } from "../../../ui/focus-ring";
import { ModuleLink } from "../../../ui/module-link";
import { emptyCell, listColumn } from "../../../ui/records/record-columns";
import { formatCents, formatDay } from "../../../ui/records/format-day";
import { IssueStatusBadge, labelOf } from "./upload-status-badge";

const linkClass = cx("rounded font-medium text-indigo-700 hover:underline", focusRing);

/** A spot's Ad-ID and title, linking to the spot when the Ad-ID matched one. */
export function SpotCell({
  adId,
  assetId,
  title,
}: {
  adId: string | null;
  assetId: number | null;
  title: string | null;
}) {
  if (!adId) return emptyCell;
  return (
    <span className="block min-w-32">
      {assetId ? (
        <ModuleLink
          to={paths.app.asset.getHref(assetId)}
          className={cx(linkClass, "font-mono text-xs")}
          plainClassName="font-mono text-xs text-slate-900"
        >
          {adId}
        </ModuleLink>
      ) : (
        <span className="font-mono text-xs text-slate-900">{adId}</span>
      )}
      {title && <span className="block text-xs text-slate-500">{title}</span>}
    </span>
  );
}

/** The sheet, when it says more than the file name (a CSV's one sheet is named after the file). */
function sheetOf(issue: AiringIssue): string | null {
  return issue.sheet && issue.sheet !== issue.fileName ? issue.sheet : null;
}

/** The issues table: where each issue is, what it is, what it costs and where it stands. */
export const issueColumns: readonly DataColumn<AiringIssue>[] = [
  listColumn(fields, "fileName", {
    id: "fileName",
    header: "File and row",
    value: (issue) => `${issue.fileName} ${issue.sheet} ${issue.rowNumber}`,
    cell: (issue) => (
      <span className="block min-w-28">
        <span className="block font-medium whitespace-nowrap text-slate-900">
          Row {issue.rowNumber}
          {sheetOf(issue) && <span className="font-normal text-slate-500"> · {sheetOf(issue)}</span>}
        </span>
        <Link
          to={paths.app.reportUploads.details.getHref(issue.uploadId)}
          title={issue.fileName}
          className={cx(linkClass, "block max-w-40 truncate text-xs")}
        >
          {issue.fileName}
        </Link>
      </span>
    ),
  }),
  listColumn(fields, "adId", {
    id: "adId",
    header: "Spot",
    value: (issue) => issue.adId,
    cell: (issue) => <SpotCell adId={issue.adId} assetId={issue.assetId} title={issue.assetTitle} />,
  }),
  listColumn(fields, "airDate", {
    id: "airDate",
    header: "Air date",
    value: (issue) => issue.airDate,
    cell: (issue) => <span className="whitespace-nowrap tabular-nums">{formatDay(issue.airDate)}</span>,
  }),
  listColumn(fields, "outlet", {
    id: "outlet",
    header: "Outlet",
    priority: "low",
    value: (issue) => issue.outlet,
    cell: (issue) => issue.outlet ?? emptyCell,
  }),
  listColumn(fields, "kind", {
    id: "kind",
    header: "Issue",
    valueLabel: labelOf(airingIssueKindLabels),
    value: (issue) => airingIssueKindLabels[issue.kind],
    cell: (issue) => (
      <span className="font-medium whitespace-nowrap text-slate-900">
        {airingIssueKindLabels[issue.kind]}
      </span>
    ),
  }),
  listColumn(fields, "message", {
    id: "message",
    header: "Message",
    wide: true,
    value: (issue) => issue.message,
    cell: (issue) => <span className="block min-w-48 text-slate-700">{issue.message}</span>,
  }),
  {
    id: "amount",
    header: "Amount",
    field: null,
    kind: "number",
    value: (issue) => (issue.amountCents === null ? issue.feeNote : formatCents(issue.amountCents)),
    cell: (issue) =>
      issue.amountCents !== null ? (
        <span className="font-medium whitespace-nowrap tabular-nums">{formatCents(issue.amountCents)}</span>
      ) : issue.feeNote ? (
        // The reason there is no amount can be long: two lines show, the rest on hover (and to screen readers).
        <span
          title={issue.feeNote}
          className="ml-auto line-clamp-2 w-36 text-xs whitespace-normal text-slate-600"
        >
          No confirmed amount: {issue.feeNote}
        </span>
      ) : (
        emptyCell
      ),
  },
  listColumn(fields, "status", {
    id: "status",
    header: "Status",
    valueLabel: labelOf(airingIssueStatusLabels),
    value: (issue) => airingIssueStatusLabels[issue.status],
    cell: (issue) => (
      <span className="block">
        <IssueStatusBadge status={issue.status} />
        {issue.note && <span className="mt-1 block max-w-48 text-xs text-slate-600">{issue.note}</span>}
      </span>
    ),
  }),
];

import {
  airingRowListFields as fields,
  airingRowOutcomeLabels,
  formatLength,
  type AiringRow,
} from "@rightsdesk/domain";
import { Link } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { cx } from "../../../ui/cx";
import type { DataColumn } from "../../../ui/data-table";
import { focusRing } from "../../../ui/focus-ring";
import { emptyCell, listColumn } from "../../../ui/records/record-columns";
import { formatDay } from "../../../ui/records/format-day";
import { SpotCell } from "./issue-columns";
import { labelOf, RowOutcomeBadge } from "./upload-status-badge";

const linkClass = cx("rounded font-medium text-indigo-700 hover:underline", focusRing);

const fileColumn = listColumn<AiringRow>(fields, "fileName", {
  id: "fileName",
  header: "File",
  // A long file name is cut, whole in its title, rather than broken across lines.
  layout: "truncate",
  value: (row) => row.fileName,
  cell: (row) => (
    <Link to={paths.app.reportUploads.details.getHref(row.uploadId)} className={linkClass}>
      {row.fileName}
    </Link>
  ),
});

const placeColumn = listColumn<AiringRow>(fields, "rowNumber", {
  id: "rowNumber",
  header: "Row",
  // A place in the file, not a quantity: at the left, with its sheet.
  layout: "nowrap",
  value: (row) => row.rowNumber,
  cell: (row) => (
    <span>
      {/* A CSV's one sheet is named after its file: the sheet shows only when it says more. */}
      {row.sheet && row.sheet !== row.fileName && (
        <span className="block text-xs text-slate-500">{row.sheet}</span>
      )}
      <span className="tabular-nums">{row.rowNumber}</span>
    </span>
  ),
});

const rowColumns: readonly DataColumn<AiringRow>[] = [
  listColumn(fields, "outcome", {
    id: "outcome",
    header: "Outcome",
    valueLabel: labelOf(airingRowOutcomeLabels),
    value: (row) => airingRowOutcomeLabels[row.outcome],
    cell: (row) => <RowOutcomeBadge outcome={row.outcome} />,
  }),
  listColumn(fields, "adId", {
    id: "adId",
    header: "Ad-ID",
    value: (row) => row.adId,
    cell: (row) => <SpotCell adId={row.adId} assetId={row.assetId} title={row.assetTitle} />,
  }),
  listColumn(fields, "airDate", {
    id: "airDate",
    header: "Aired",
    value: (row) => [row.airDate, row.airTime].filter(Boolean).join(" "),
    cell: (row) =>
      row.airDate ? (
        <span className="whitespace-nowrap tabular-nums">
          {formatDay(row.airDate)}
          {row.airTime && <span className="block text-xs text-slate-500">{row.airTime}</span>}
        </span>
      ) : (
        emptyCell
      ),
  }),
  {
    id: "length",
    header: "Length",
    field: null,
    kind: "number",
    value: (row) => (row.lengthSeconds === null ? null : formatLength(row.lengthSeconds)),
    cell: (row) =>
      row.lengthSeconds === null ? (
        emptyCell
      ) : (
        <span className="tabular-nums">{formatLength(row.lengthSeconds)}</span>
      ),
  },
  listColumn(fields, "outlet", {
    id: "outlet",
    header: "Outlet",
    value: (row) => row.outlet,
    cell: (row) => row.outlet ?? emptyCell,
  }),
  listColumn(fields, "market", {
    id: "market",
    header: "Market",
    priority: "low",
    value: (row) => row.market,
    cell: (row) => row.market ?? emptyCell,
  }),
  listColumn(fields, "program", {
    id: "program",
    header: "Program",
    priority: "low",
    value: (row) => row.program,
    cell: (row) => row.program ?? emptyCell,
  }),
  {
    id: "statusText",
    header: "Status in the file",
    field: null,
    kind: "text",
    priority: "low",
    value: (row) => row.statusText,
    cell: (row) => row.statusText ?? emptyCell,
  },
  listColumn(fields, "openIssueCount", {
    id: "openIssueCount",
    header: "Open issues",
    value: (row) => row.openIssueCount,
    cell: (row) =>
      row.openIssueCount > 0 ? (
        <Link
          to={paths.app.reportUploads.issues.getHref(row.uploadId)}
          className={cx(linkClass, "tabular-nums")}
        >
          {row.openIssueCount} open
        </Link>
      ) : (
        <span className="text-slate-500">None</span>
      ),
  }),
];

/** One upload's rows: where each was in the file and what became of it. */
export const uploadRowColumns: readonly DataColumn<AiringRow>[] = [placeColumn, ...rowColumns];

/** The report log: every row of every upload, its file first. */
export const logRowColumns: readonly DataColumn<AiringRow>[] = [fileColumn, placeColumn, ...rowColumns];

import {
  airingUploadListFields as fields,
  airingUploadStatusLabels,
  codeLabel,
  type AiringUploadSummary,
} from "@rightsdesk/domain";
import { Link } from "react-router-dom";
import { paths } from "../../../routing/paths";
import { cx } from "../../../ui/cx";
import type { DataColumn } from "../../../ui/data-table";
import { focusRing } from "../../../ui/focus-ring";
import { dayColumn, emptyCell, listColumn } from "../../../ui/records/record-columns";
import { formatDay } from "../../../ui/records/format-day";
import { labelOf, UploadStatusBadge } from "./upload-status-badge";

const linkClass = cx("rounded font-medium text-indigo-700 hover:underline", focusRing);

/** "03/02/2026 – 03/08/2026", or the one day. */
export function formatAirDates(first: string | null, last: string | null): string | null {
  if (!first) return null;
  return !last || last === first ? formatDay(first) : `${formatDay(first)} – ${formatDay(last)}`;
}

/** The uploads table of "Recent uploads": a file opens its details, open issues their list. */
export const uploadColumns: readonly DataColumn<AiringUploadSummary>[] = [
  listColumn(fields, "fileName", {
    id: "fileName",
    header: "File",
    // A long file name is cut, whole in its title, rather than broken across lines.
    layout: "truncate",
    value: (upload) => upload.fileName,
    cell: (upload) => (
      <Link to={paths.app.reportUploads.details.getHref(upload.id)} className={linkClass}>
        {upload.fileName}
      </Link>
    ),
  }),
  listColumn(fields, "source", { id: "source", header: "Source", value: (upload) => upload.source }),
  listColumn(fields, "mediaType", {
    id: "mediaType",
    header: "Media",
    priority: "low",
    value: (upload) => upload.mediaType,
    cell: (upload) =>
      upload.mediaSubType
        ? `${codeLabel(upload.mediaType)} (${codeLabel(upload.mediaSubType)})`
        : codeLabel(upload.mediaType),
  }),
  dayColumn(fields, "uploadedOn", {
    id: "uploadedOn",
    header: "Uploaded on",
    value: (upload) => upload.uploadedOn,
  }),
  listColumn(fields, "uploadedBy", {
    id: "uploadedBy",
    header: "Uploaded by",
    priority: "low",
    value: (upload) => upload.uploadedBy,
  }),
  listColumn(fields, "firstAirDate", {
    id: "firstAirDate",
    header: "Air dates",
    value: (upload) => upload.firstAirDate,
    cell: (upload) => (
      <span className="whitespace-nowrap tabular-nums">
        {formatAirDates(upload.firstAirDate, upload.lastAirDate) ?? emptyCell}
      </span>
    ),
  }),
  listColumn(fields, "status", {
    id: "status",
    header: "Status",
    valueLabel: labelOf(airingUploadStatusLabels),
    value: (upload) => airingUploadStatusLabels[upload.status],
    cell: (upload) => <UploadStatusBadge status={upload.status} />,
  }),
  {
    id: "rows",
    header: "Rows",
    field: null,
    kind: "number",
    value: (upload) => upload.rows.counted,
    cell: (upload) => (
      <span className="block text-xs whitespace-nowrap text-slate-600">
        <span className="text-sm font-medium text-slate-900 tabular-nums">{upload.rows.counted}</span> counted
        {upload.rows.restated > 0 && <span className="block">{upload.rows.restated} restated</span>}
        {upload.rows.notAired > 0 && <span className="block">{upload.rows.notAired} not aired</span>}
        {upload.rows.unreadable > 0 && <span className="block">{upload.rows.unreadable} not readable</span>}
      </span>
    ),
  },
  listColumn(fields, "openIssueCount", {
    id: "openIssueCount",
    header: "Open issues",
    value: (upload) => upload.openIssueCount,
    cell: (upload) =>
      upload.openIssueCount > 0 ? (
        <Link
          to={paths.app.reportUploads.issues.getHref(upload.id)}
          className={cx(linkClass, "tabular-nums")}
        >
          {upload.openIssueCount} open
        </Link>
      ) : (
        <span className="text-slate-500 tabular-nums">None</span>
      ),
  }),
];

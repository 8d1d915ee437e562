import { completionReportListFields as fields, type CompletionReportSummary } from "@rightsdesk/domain";
import { paths } from "../../../routing/paths";
import type { DataColumn } from "../../../ui/data-table";
import {
  activeAndArchiveColumns,
  codeColumn,
  dayColumn,
  listColumn,
  recordLinkColumn,
} from "../../../ui/records/record-columns";
import { formatCompletionStatus, formatStage } from "../lib/completion-report-labels";
import { CompletionStatusBadge, StageBadge } from "./completion-report-badges";

const columns: readonly DataColumn<CompletionReportSummary>[] = [
  codeColumn(fields, "id", { id: "id", header: "Code", code: (report) => report.code }),
  recordLinkColumn(fields, "name", {
    id: "name",
    header: "Name",
    text: (report) => report.name,
    href: (report) => paths.app.completionReport.getHref(report.id),
  }),
  listColumn(fields, "assetTitle", {
    id: "assetTitle",
    header: "Spot",
    value: (report) => report.assetTitle,
    cell: (report) => (
      <span className="block min-w-40">
        <span className="block text-slate-900">{report.assetTitle}</span>
        <span className="block font-mono text-xs text-slate-500">{report.adId}</span>
      </span>
    ),
  }),
  listColumn(fields, "adId", {
    id: "adId",
    header: "Ad-ID",
    defaultVisible: false,
    value: (report) => report.adId,
  }),
  dayColumn(fields, "productionDate", {
    id: "productionDate",
    header: "Production date",
    value: (report) => report.productionDate,
  }),
  listColumn(fields, "stage", {
    id: "stage",
    header: "Stage",
    valueLabel: formatStage,
    value: (report) => report.stage,
    cell: (report) => <StageBadge stage={report.stage} />,
  }),
  listColumn(fields, "status", {
    id: "status",
    header: "Status",
    valueLabel: formatCompletionStatus,
    value: (report) => report.status,
    cell: (report) => <CompletionStatusBadge status={report.status} />,
  }),
  dayColumn(fields, "submittedOn", {
    id: "submittedOn",
    header: "Submitted on",
    value: (report) => report.submittedOn,
  }),
];

/** The completion report lists' columns (`/completion-reports/all` and `/archive`). */
export const completionReportColumns = activeAndArchiveColumns(fields, columns, { updatedVisible: false });

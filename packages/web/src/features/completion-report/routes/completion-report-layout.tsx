import {
  completionReportRouteLabels,
  completionReportRoutes,
  type CompletionReportDetail,
} from "@rightsdesk/domain";
import type { QueryClient } from "@tanstack/react-query";
import { paths } from "../../../routing/paths";
import { Badge } from "../../../ui/badge";
import { cx } from "../../../ui/cx";
import { focusRing } from "../../../ui/focus-ring";
import { ModuleLink } from "../../../ui/module-link";
import { Notice } from "../../../ui/notice";
import { formatDay } from "../../../ui/records/format-day";
import { recordArchiveSlots } from "../../../ui/records/record-archive-controls";
import { RecordFrame, RecordLayout } from "../../../ui/records/record-layout";
import { useRecordLock } from "../../../ui/records/record-lock";
import type { RecordPage } from "../../../ui/records/record-page";
import { loadRecord } from "../../../ui/records/record-queries";
import { completionReportKind } from "../api/completion-report-kind";
import { CompletionStatusBadge, StageBadge } from "../components/completion-report-badges";
import { DuplicateButton } from "../components/duplicate-button";
import { ExportButtons } from "../components/export-buttons";

export function loader(queryClient: QueryClient) {
  return loadRecord(queryClient, completionReportKind);
}

/** Archived, or submitted (the reference record of its spot until it is revised). */
function isReadOnly(report: CompletionReportDetail) {
  return report.archivedAt !== null || report.stage === "submitted";
}

/** One completion report: its spot, stage and status, then its tabs (child routes). */
export function Component() {
  return (
    <RecordLayout kind={completionReportKind} isReadOnly={isReadOnly}>
      {(report, page) => <CompletionReportFrame report={report} page={page} />}
    </RecordLayout>
  );
}

function CompletionReportFrame({
  report,
  page,
}: {
  report: CompletionReportDetail;
  page: RecordPage<CompletionReportDetail>;
}) {
  const { isLockedByOther } = useRecordLock();
  const archived = report.archivedAt !== null;
  const controls = recordArchiveSlots({
    kind: completionReportKind,
    record: report,
    canDelete: page.canDelete,
    disabled: isLockedByOther,
    tone: "primary",
    archiveText: (
      <p>
        The report leaves the active list and becomes read only. Its items, documents and revise log are kept,
        and it can be restored at any time.
      </p>
    ),
    deleteText: (
      <p>
        The report, its items, documents and revise log are deleted and cannot be brought back. What it wrote
        onto its spot when submitted stays on the spot.
      </p>
    ),
  });
  const list = archived
    ? { label: "Archived completion reports", href: paths.app.completionReports.archive.getHref() }
    : { label: "Completion reports", href: paths.app.completionReports.all.getHref() };
  const spotHref = paths.app.asset.getHref(report.assetId);
  return (
    <RecordFrame
      nouns={completionReportKind.nouns}
      name={report.name}
      crumbs={[list]}
      code={report.code}
      badges={
        <>
          <StageBadge stage={report.stage} />
          <CompletionStatusBadge status={report.status} />
          {archived && <Badge tone="amber">Archived</Badge>}
        </>
      }
      summary={
        <p className="mt-1 text-sm text-slate-600">
          <span className="font-mono">{report.code}</span>
          {" · Spot "}
          <ModuleLink
            to={spotHref}
            className={cx("rounded font-medium text-indigo-700 hover:underline", focusRing)}
            plainClassName="font-medium text-slate-900"
          >
            {report.assetTitle}
          </ModuleLink>{" "}
          <span className="font-mono text-xs">{report.adId}</span>
          {report.editVersionLabel && ` · Edit version ${report.editVersionLabel}`}
          {report.productionDate && ` · Produced ${formatDay(report.productionDate)}`}
        </p>
      }
      actions={
        <div className="flex flex-wrap gap-3 sm:justify-end">
          <ExportButtons reportId={report.id} />
          {page.canWrite && <DuplicateButton reportId={report.id} disabled={isLockedByOther} />}
          {controls.actions}
        </div>
      }
      banner={
        <>
          {controls.banner}
          {report.stage === "submitted" && !archived && (
            <Notice tone="info" title="Submitted" className="mb-4">
              This report is the reference record of its spot and reads as submitted. Revise to change it.
            </Notice>
          )}
        </>
      }
      tabs={completionReportRoutes.map((route) => ({
        to: paths.app.completionReport.getHref(report.id, route),
        label: completionReportRouteLabels[route],
      }))}
    />
  );
}

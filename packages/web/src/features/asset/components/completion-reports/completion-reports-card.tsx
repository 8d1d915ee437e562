import {
  codeLabel,
  completionReportStageLabels,
  type CompletionReportSummary,
  type CompletionStatus,
} from "@rightsdesk/domain";
import { Link } from "react-router-dom";
import { paths, recordPageHref } from "../../../../routing/paths";
import { Badge } from "../../../../ui/badge";
import { buttonClassName } from "../../../../ui/button";
import { cx } from "../../../../ui/cx";
import { focusRing } from "../../../../ui/focus-ring";
import { PlusIcon } from "../../../../ui/icons";
import { LoadingBars, QueryView } from "../../../../ui/query-view";
import { formatDay } from "../../../../ui/records/format-day";
import { useRecordPage } from "../../../../ui/records/record-page";
import { TitledCard } from "../../../../ui/titled-card";
import { useModuleRight } from "../../../../ui/use-can-read";
import { assetKind } from "../../api/asset-kind";
import { useAssetCompletionReports } from "../../api/asset-completion-reports";

const statusTone: Readonly<Record<CompletionStatus, "green" | "amber">> = {
  COMPLETED: "green",
  INCOMPLETE: "amber",
};

const headers = [
  { label: "Code", className: "px-5 py-3 sm:px-6" },
  { label: "Name", className: "px-3 py-3" },
  { label: "Stage", className: "px-3 py-3" },
  { label: "Status", className: "px-3 py-3" },
  { label: "Submitted on", className: "px-5 py-3 sm:px-6" },
] as const;

function ReportRow({ report }: { report: CompletionReportSummary }) {
  const href = recordPageHref("completion-report", report.id);
  return (
    <tr>
      <td className="px-5 py-3 font-mono text-xs whitespace-nowrap text-slate-600 sm:px-6">{report.code}</td>
      <th scope="row" className="px-3 py-3 text-left font-medium">
        <Link to={href} className={cx("rounded text-indigo-700 hover:underline", focusRing)}>
          {report.name}
        </Link>
      </th>
      <td className="px-3 py-3 whitespace-nowrap">{completionReportStageLabels[report.stage]}</td>
      <td className="px-3 py-3">
        <Badge tone={statusTone[report.status]}>{codeLabel(report.status)}</Badge>
      </td>
      <td className="px-5 py-3 whitespace-nowrap tabular-nums sm:px-6">
        {report.submittedOn ? formatDay(report.submittedOn.slice(0, 10)) : "Not yet"}
      </td>
    </tr>
  );
}

/**
 * The completion reports of the spot (on an edit version's page, of its base spot), each opening
 * the report; "New completion report" for a role that may write them, on a spot in use.
 */
export function CompletionReportsCard() {
  const { record: asset } = useRecordPage(assetKind);
  const spotId = asset.baseAssetId ?? asset.id;
  const canRead = useModuleRight("Completion Report", "read");
  const canWrite = useModuleRight("Completion Report", "write");
  const reports = useAssetCompletionReports(spotId, canRead);
  const records = reports.data?.records ?? [];
  const addHref = `${paths.app.addCompletionReport.getHref()}?assetId=${spotId}`;
  return (
    <TitledCard
      titleId="completion-reports-title"
      title="Completion reports"
      description={
        asset.baseAssetId === null
          ? "The reports of this spot as finished, reconciled against its contracts."
          : "The reports of the base spot this edit belongs to."
      }
      action={
        canWrite && asset.archivedAt === null ? (
          <Link to={addHref} className={buttonClassName("secondary")}>
            <PlusIcon className="size-4" />
            New completion report
          </Link>
        ) : undefined
      }
    >
      {canRead ? (
        <QueryView
          query={reports}
          loading={<LoadingBars label="Loading the completion reports…" bars={["h-4 w-2/3"]} />}
          errorTitle="The completion reports could not be loaded"
          isEmpty={() => records.length === 0}
          empty={
            <p className="px-5 py-6 text-sm text-slate-600 sm:px-6">
              No completion reports for this spot yet.
            </p>
          }
        >
          {() => (
            <div className="overflow-x-auto">
              <table className="min-w-full divide-y divide-slate-200 text-sm">
                <caption className="sr-only">The completion reports of {asset.title}</caption>
                <thead className="bg-slate-50 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <tr>
                    {headers.map((header) => (
                      <th key={header.label} scope="col" className={header.className}>
                        {header.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 text-slate-700">
                  {records.map((report) => (
                    <ReportRow key={report.id} report={report} />
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryView>
      ) : (
        <p className="px-5 py-6 text-sm text-slate-600 sm:px-6">
          Your role does not let you read completion reports.
        </p>
      )}
    </TitledCard>
  );
}

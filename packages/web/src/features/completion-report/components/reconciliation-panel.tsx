import type { CompletionReportDetail } from "@rightsdesk/domain";
import { Badge } from "../../../ui/badge";
import { Card, CardHeader } from "../../../ui/card";
import { CheckCircleIcon } from "../../../ui/icons";
import { LoadingBars, QueryView } from "../../../ui/query-view";
import { useReconciliation } from "../api/completion-report-life";
import { GapLink } from "./gap-link";

/**
 * The reconciliation now: each gap between the report and the spot's contracts and licences,
 * blocking Submit or advisory, opening the tab that fixes it.
 */
export function ReconciliationPanel({ report }: { report: CompletionReportDetail }) {
  const reconciliation = useReconciliation(report.id);
  const gaps = reconciliation.data?.gaps ?? [];
  const blocking = gaps.filter((gap) => gap.blocking).length;
  return (
    <Card aria-labelledby="reconciliation-title">
      <CardHeader
        titleId="reconciliation-title"
        title="Reconciliation"
        description={
          report.stage === "submitted"
            ? "The report against the spot's contracts and licences as they stand now."
            : "What stands between the report and Submit: its cast against the spot's talent contracts, its music against the licences."
        }
      />
      <QueryView
        query={reconciliation}
        loading={<LoadingBars label="Reconciling…" bars={["h-4 w-2/3", "h-4 w-1/2"]} />}
        errorTitle="The reconciliation could not be loaded"
        isEmpty={() => gaps.length === 0}
        empty={
          <p className="flex items-center gap-2 px-5 py-5 text-sm text-emerald-800 sm:px-6">
            <CheckCircleIcon className="size-5 text-emerald-600" />
            {report.stage === "submitted"
              ? "No gaps: the report still matches the spot's contracts and licences."
              : "Nothing stands in the way of Submit."}
          </p>
        }
      >
        {() => (
          <>
            <p className="px-5 pt-4 text-sm text-slate-700 sm:px-6">
              {blocking === 0
                ? "Nothing blocks Submit; the notes below are worth a look."
                : `${blocking === 1 ? "One gap blocks" : `${blocking} gaps block`} Submit.`}
            </p>
            <ul className="divide-y divide-slate-100 px-5 sm:px-6">
              {gaps.map((gap, index) => (
                <li key={`${gap.kind}-${index}`} className="flex items-start gap-3 py-3 text-sm">
                  <span className="mt-0.5 w-20 shrink-0">
                    {gap.blocking ? <Badge tone="red">Blocking</Badge> : <Badge tone="slate">Advisory</Badge>}
                  </span>
                  <span className="min-w-0">
                    <GapLink reportId={report.id} tab={gap.tab} message={gap.message} />
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryView>
    </Card>
  );
}

import { isApiError } from "@rightsdesk/api-client";
import type { CompletionReportDetail } from "@rightsdesk/domain";
import { useState } from "react";
import { toast } from "sonner";
import { describeError } from "../../../lib/describe-error";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Card, CardHeader } from "../../../ui/card";
import { RecordDetail } from "../../../ui/records/profile-card";
import { formatLogTime } from "../../../ui/records/log-changes";
import { useRecordLock } from "../../../ui/records/record-lock";
import { useRecordPage } from "../../../ui/records/record-page";
import { useSubmitCompletionReport } from "../api/completion-report-life";
import { completionReportKind } from "../api/completion-report-kind";
import { CompletionStatusBadge, StageBadge } from "./completion-report-badges";
import { GapLink, readGapTab } from "./gap-link";
import { ReviseDialog } from "./revise-dialog";

/** Why Submit was refused: the server's sentence, and each gap it named. */
interface Refusal {
  message: string;
  gaps: { field: string; message: string }[];
}

function refusalOf(error: unknown): Refusal {
  const message = describeError(error, "The report could not be submitted.");
  return { message, gaps: isApiError(error) ? [...error.errors] : [] };
}

function RefusedGaps({ reportId, refusal }: { reportId: number; refusal: Refusal }) {
  if (refusal.gaps.length === 0) return <Alert title="Not submitted">{refusal.message}</Alert>;
  return (
    <Alert title="Not submitted">
      <p>Fix these first, then submit again:</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {refusal.gaps.map((gap, index) => {
          const tab = readGapTab(gap.field);
          return (
            <li key={`${gap.field}-${index}`}>
              {tab ? <GapLink reportId={reportId} tab={tab} message={gap.message} /> : gap.message}
            </li>
          );
        })}
      </ul>
    </Alert>
  );
}

/**
 * Where the report is in its life, with the step it may take: Submit a draft or a revision (a
 * refusal names every blocking gap, each opening its tab), Revise a submitted report.
 */
export function SubmissionCard({ report }: { report: CompletionReportDetail }) {
  const { canWrite } = useRecordPage(completionReportKind);
  const { isLockedByOther } = useRecordLock();
  const submit = useSubmitCompletionReport(report.id);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [revising, setRevising] = useState(false);
  const archived = report.archivedAt !== null;
  const canStep = canWrite && !archived;

  const onSubmit = async () => {
    setRefusal(null);
    try {
      await submit.mutateAsync({ version: report.version });
      toast.success(`${report.name} was submitted onto its spot.`);
    } catch (error) {
      setRefusal(refusalOf(error));
    }
  };

  return (
    <Card aria-labelledby="submission-title">
      <CardHeader titleId="submission-title" title="Submission" />
      <div className="space-y-4 px-5 py-5 sm:px-6">
        <dl className="space-y-4">
          <RecordDetail label="Stage">
            <span className="inline-flex gap-2">
              <StageBadge stage={report.stage} />
              <CompletionStatusBadge status={report.status} />
            </span>
          </RecordDetail>
          <RecordDetail label="Submitted">
            {report.submittedAt
              ? `${formatLogTime(report.submittedAt)}${report.submittedBy ? ` by ${report.submittedBy}` : ""}`
              : "Not yet"}
          </RecordDetail>
          {report.revisionCount > 0 && (
            <RecordDetail label="Revisions">{String(report.revisionCount)}</RecordDetail>
          )}
        </dl>
        {refusal && <RefusedGaps reportId={report.id} refusal={refusal} />}
        {canStep &&
          (report.stage === "submitted" ? (
            <div>
              <Button variant="secondary" disabled={isLockedByOther} onClick={() => setRevising(true)}>
                Revise
              </Button>
              <p className="mt-2 text-sm text-slate-500">
                Reopens the report; what changes until it is submitted again goes to its revise log.
              </p>
            </div>
          ) : (
            <div>
              <Button
                busy={submit.isPending}
                busyLabel="Submitting…"
                disabled={isLockedByOther}
                onClick={() => void onSubmit()}
              >
                Submit
              </Button>
              <p className="mt-2 text-sm text-slate-500">
                Writes its cast, crew, locations and elements onto the spot. Refused while a gap blocks it.
              </p>
            </div>
          ))}
      </div>
      <ReviseDialog report={report} open={revising} onClose={() => setRevising(false)} />
    </Card>
  );
}

import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router-dom";
import { readRecordId } from "../../../lib/read-record-id";
import { ProfileTabLayout } from "../../../ui/records/profile-card";
import { useRecordPage } from "../../../ui/records/record-page";
import { reconciliationQueryOptions, revisionsQueryOptions } from "../api/completion-report-life";
import { completionReportKind } from "../api/completion-report-kind";
import { CompletionReportProfileCard } from "../components/completion-report-profile-card";
import { ReconciliationPanel } from "../components/reconciliation-panel";
import { ReviseLog } from "../components/revise-log";
import { SubmissionCard } from "../components/submission-card";

export function loader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = readRecordId(params[completionReportKind.param]);
    if (id === null) return null;
    // Each card shows its own failure with "Try again".
    await Promise.all([
      queryClient.ensureQueryData(reconciliationQueryOptions(id)).catch(() => null),
      queryClient.ensureQueryData(revisionsQueryOptions(id)).catch(() => null),
    ]);
    return null;
  };
}

/** The completion-report-profile tab: the profile, its submission, the reconciliation and the revise log. */
export function Component() {
  const { record: report } = useRecordPage(completionReportKind);
  return (
    <ProfileTabLayout profile={<CompletionReportProfileCard />} aside={<SubmissionCard report={report} />}>
      <ReconciliationPanel report={report} />
      <ReviseLog report={report} />
    </ProfileTabLayout>
  );
}

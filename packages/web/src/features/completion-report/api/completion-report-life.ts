import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { takeChangedRecord } from "../../../ui/records/record-mutations";
import { ownedQueryOptions } from "../../../ui/records/record-queries";
import { completionReportKeys } from "./completion-report-keys";
import { completionReportKind } from "./completion-report-kind";

/** The gaps between the report and the spot's contracts and licences now (`GET /CompletionReport/Reconcile/{id}`). */
export const reconciliationQueryOptions = ownedQueryOptions(completionReportKeys.reconciliation, (id) =>
  api.reconcileCompletionReportNow({ params: { id } }),
);

/**
 * Asked again each time the panel shows: it reads the spot's contracts and the elements' licences,
 * which change on other pages without touching the report.
 */
export function useReconciliation(id: number) {
  return useQuery({ ...reconciliationQueryOptions(id), refetchOnMount: "always" });
}

/** The revise log (`GET /CompletionReport/RevisionLog/{id}`). */
export const revisionsQueryOptions = ownedQueryOptions(completionReportKeys.revisions, (id) =>
  api.listCompletionReportRevisions({ params: { id } }),
);

export function useRevisions(id: number) {
  return useQuery(revisionsQueryOptions(id));
}

/**
 * Submit or Revise, with the version the page shows. The answer is the report in its new stage;
 * everything under it (reconciliation, revise log) and the spot's pages follow, since Submit
 * writes its cast, crew, locations and elements onto the spot.
 */
function useLifeStep(id: number, step: "submit" | "revise") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { version: number; reason?: string }) =>
      step === "submit"
        ? api.submitCompletionReport({ params: { id }, body })
        : api.reviseCompletionReport({ params: { id }, body }),
    onSuccess: async (report) => {
      await takeChangedRecord(queryClient, completionReportKind, report);
      await queryClient.invalidateQueries({ queryKey: completionReportKeys.detail(id) });
    },
    // A refused Submit still may mean the report moved on: its reconciliation is asked again.
    onError: () => queryClient.invalidateQueries({ queryKey: completionReportKeys.reconciliation(id) }),
    meta: { errorHandling: "local" },
  });
}

/** `POST /CompletionReport/Submit/{id}` */
export function useSubmitCompletionReport(id: number) {
  return useLifeStep(id, "submit");
}

/** `POST /CompletionReport/Revise/{id}` */
export function useReviseCompletionReport(id: number) {
  return useLifeStep(id, "revise");
}

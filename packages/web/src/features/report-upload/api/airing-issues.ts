import type { AiringIssueResolution, ListQuery } from "@rightsdesk/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { reportUploadKeys } from "./report-upload-keys";

/** The issues of every upload, or of one (`POST /ReportUpload/Issues/GetBy`). */
export function listAiringIssues(query: ListQuery) {
  return api.listAiringIssues({ body: query });
}

export function issueListQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: reportUploadKeys.issueList(query),
    queryFn: () => listAiringIssues(query),
  });
}

/**
 * Resolves an issue. Renew and recheck are refused while the airing still does not clear; a
 * resolution changes its upload's status and counts, so every upload view refreshes.
 */
export function useResolveAiringIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AiringIssueResolution }) =>
      api.resolveAiringIssue({ params: { id }, body }),
    meta: { errorHandling: "local" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportUploadKeys.all }),
  });
}

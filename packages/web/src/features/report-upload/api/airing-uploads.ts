import type { ListQuery } from "@rightsdesk/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { reportUploadKeys } from "./report-upload-keys";

/** The uploads, a page at a time (`POST /ReportUpload/GetBy`). */
export function listAiringUploads(query: ListQuery) {
  return api.listAiringUploads({ body: query });
}

export function uploadListQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: reportUploadKeys.uploadList(query),
    queryFn: () => listAiringUploads(query),
  });
}

/** One upload with its mapping and the uses counted for its spots (`GET /ReportUpload/Get/{id}`). */
export function uploadQueryOptions(id: number) {
  return queryOptions({
    queryKey: reportUploadKeys.upload(id),
    queryFn: () => api.getAiringUpload({ params: { id } }),
  });
}

/** Deletes an upload with its rows and issues; the server refuses while a later upload restates it. */
export function useDeleteAiringUpload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.deleteAiringUpload({ params: { id } }),
    meta: { errorHandling: "local" },
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: reportUploadKeys.upload(id) });
      return queryClient.invalidateQueries({ queryKey: reportUploadKeys.all });
    },
  });
}

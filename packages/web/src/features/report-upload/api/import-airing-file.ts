import type { AiringImportQuery } from "@rightsdesk/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { reportUploadKeys } from "./report-upload-keys";

/** The senders of airing reports, with their saved mapping, media and territory. */
export function airingSourcesQueryOptions() {
  return queryOptions({ queryKey: reportUploadKeys.sources(), queryFn: () => api.listAiringSources() });
}

/** Reads a file's header and first rows; nothing is kept. */
export function useInspectAiringFile() {
  return useMutation({
    mutationFn: ({ file, source }: { file: File; source: string }) =>
      api.inspectAiringFile({ files: [file], query: source ? { source } : {} }),
    meta: { errorHandling: "local" },
  });
}

/** Imports the file with the confirmed mapping (or, with `dryRun`, says what an import would do). */
export function useImportAiringFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, query }: { file: File; query: AiringImportQuery }) =>
      api.importAiringFile({ files: [file], query }),
    meta: { errorHandling: "local" },
    onSuccess: (result) =>
      result.dryRun ? undefined : queryClient.invalidateQueries({ queryKey: reportUploadKeys.all }),
  });
}

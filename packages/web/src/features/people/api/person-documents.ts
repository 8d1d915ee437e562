import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "../../../lib/api-client";
import type { DocumentCalls } from "../../documents/lib/document-calls";
import { peopleKeys } from "./people-keys";

/**
 * The person's calls for the shared documents tab: list, save, delete and download
 * (`/People/Document/...`); a change also refreshes the person's log.
 */
export function usePersonDocumentCalls(personId: number): DocumentCalls {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      queryKey: peopleKeys.documents(personId),
      list: () => api.listPersonDocuments({ params: { personId } }),
      save: (body) => api.savePersonDocument({ params: { personId }, body }),
      remove: (documentId) => api.deletePersonDocument({ params: { documentId } }),
      download: (documentId) => api.downloadPersonDocument({ params: { documentId } }),
      onChanged: () => queryClient.invalidateQueries({ queryKey: peopleKeys.logs(personId) }),
    }),
    [personId, queryClient],
  );
}

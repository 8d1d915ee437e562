import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "../../../lib/api-client";
import type { DocumentCalls } from "../../documents/lib/document-calls";
import { elementKeys } from "./element-keys";

/** The element's calls for the shared documents tab (`/Element/Document/...`); a change refreshes its log. */
export function useElementDocumentCalls(elementId: number): DocumentCalls {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      queryKey: elementKeys.documents(elementId),
      list: () => api.listElementDocuments({ params: { elementId } }),
      save: (body) => api.saveElementDocument({ params: { elementId }, body }),
      remove: (documentId) => api.deleteElementDocument({ params: { documentId } }),
      download: (documentId) => api.downloadElementDocument({ params: { documentId } }),
      onChanged: () => queryClient.invalidateQueries({ queryKey: elementKeys.logs(elementId) }),
    }),
    [elementId, queryClient],
  );
}

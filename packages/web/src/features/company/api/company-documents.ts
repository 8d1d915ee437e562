import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "../../../lib/api-client";
import type { DocumentCalls } from "../../documents/lib/document-calls";
import { companyKeys } from "./company-keys";

/**
 * The company's calls for the shared documents tab: list, save, delete and download
 * (`/Company/Document/...`); a change also refreshes the company's log.
 */
export function useCompanyDocumentCalls(companyId: number): DocumentCalls {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      queryKey: companyKeys.documents(companyId),
      list: () => api.listCompanyDocuments({ params: { companyId } }),
      save: (body) => api.saveCompanyDocument({ params: { companyId }, body }),
      remove: (documentId) => api.deleteCompanyDocument({ params: { documentId } }),
      download: (documentId) => api.downloadCompanyDocument({ params: { documentId } }),
      onChanged: () => queryClient.invalidateQueries({ queryKey: companyKeys.logs(companyId) }),
    }),
    [companyId, queryClient],
  );
}

import { useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { api } from "../../../lib/api-client";
import type { DocumentCalls } from "../../documents/lib/document-calls";
import { assetKeys } from "./asset-keys";

/** The asset's calls for the shared documents tab (`/Asset/Document/...`); a change refreshes its log. */
export function useAssetDocumentCalls(assetId: number): DocumentCalls {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      queryKey: assetKeys.documents(assetId),
      list: () => api.listAssetDocuments({ params: { assetId } }),
      save: (body) => api.saveAssetDocument({ params: { assetId }, body }),
      remove: (documentId) => api.deleteAssetDocument({ params: { documentId } }),
      download: (documentId) => api.downloadAssetDocument({ params: { documentId } }),
      onChanged: () => queryClient.invalidateQueries({ queryKey: assetKeys.logs(assetId) }),
    }),
    [assetId, queryClient],
  );
}

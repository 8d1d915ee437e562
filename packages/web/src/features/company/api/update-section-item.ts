import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateSection } from "./add-section-item";

/**
 * Changes a section item with the version it was loaded at (`PUT /Company/{section}/{itemId}`);
 * a masked secret sent back unchanged is kept by the server.
 */
export function useUpdateSectionItem(companyId: number, section: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      itemId,
      data,
      version,
    }: {
      itemId: number;
      data: Record<string, unknown>;
      version: number;
    }) => api.updateCompanySectionItem({ params: { section, itemId }, body: { data, version } }),
    onSuccess: () => invalidateSection(queryClient, companyId, section),
    meta: { errorHandling: "local" },
  });
}

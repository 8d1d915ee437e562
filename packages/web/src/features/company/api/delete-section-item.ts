import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { invalidateSection } from "./add-section-item";

/** Deletes a section item (`DELETE /Company/{section}/{itemId}`). */
export function useDeleteSectionItem(companyId: number, section: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: number) => api.deleteCompanySectionItem({ params: { section, itemId } }),
    onSuccess: () => invalidateSection(queryClient, companyId, section),
    meta: { errorHandling: "local" },
  });
}

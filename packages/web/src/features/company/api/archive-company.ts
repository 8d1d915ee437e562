import type { CompanyRecord } from "@rightsdesk/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { companyKeys } from "./company-keys";

/** Moves a company to the archive list (`POST /Company/Archive/{id}`). */
export function useArchiveCompany(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.archiveCompany({ params: { id: companyId } }),
    onSuccess: async (company: CompanyRecord) => {
      queryClient.setQueryData(companyKeys.detail(companyId), company);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: companyKeys.logs(companyId) }),
      ]);
    },
    meta: { errorHandling: "local" },
  });
}

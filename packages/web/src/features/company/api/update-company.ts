import type { CompanyRecord, CompanyUpdateRequest } from "@rightsdesk/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { companyKeys } from "./company-keys";

/** Saves a company's profile with the version it was loaded at (`PUT /Company/{id}`). */
export function useUpdateCompany(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyUpdateRequest) => api.updateCompany({ params: { id: companyId }, body }),
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

import type { CompanyCreateRequest, CompanyRecord } from "@rightsdesk/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { companyKeys } from "./company-keys";

/** Creates a company, with its first address when one is given (`POST /Company`). */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyCreateRequest) => api.createCompany({ body }),
    onSuccess: async (company: CompanyRecord) => {
      queryClient.setQueryData(companyKeys.detail(company.id), company);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: companyKeys.lists() }),
        // A new name shows up in the reference pickers too.
        queryClient.invalidateQueries({ queryKey: companyKeys.lookups() }),
      ]);
    },
    meta: { errorHandling: "local" },
  });
}

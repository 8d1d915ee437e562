import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { companyKeys } from "./company-keys";

/** One company's profile (`POST /Company/GetById/{id}`). */
export function companyQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: companyKeys.detail(companyId),
    queryFn: () => api.getCompanyById({ params: { id: companyId } }),
  });
}

export function useCompany(companyId: number) {
  // The loader has already retried: a failure shows at once, with "Try again".
  return useQuery({ ...companyQueryOptions(companyId), retryOnMount: false });
}

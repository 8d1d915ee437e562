import type { ListQuery } from "@rightsdesk/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { companyKeys } from "./company-keys";

/** One page of the active companies (`POST /Company/GetBy`). */
export function companiesListQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: companyKeys.list("all", query),
    queryFn: () => api.listCompanies({ body: query }),
  });
}

export function useCompaniesList(query: ListQuery) {
  return useQuery({
    ...companiesListQueryOptions(query),
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
    // The loader has already retried: a failure shows at once, with "Try again".
    retryOnMount: false,
  });
}

/** The same call for the CSV export's pages, outside the cache (500 rows a page). */
export function fetchCompaniesPage(query: ListQuery) {
  return api.listCompanies({ body: query });
}

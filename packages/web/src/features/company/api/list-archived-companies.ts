import type { ListQuery } from "@rightsdesk/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { companyKeys } from "./company-keys";

/** One page of the archived companies (`POST /Company/Archive/GetBy`). */
export function archivedCompaniesListQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: companyKeys.list("archive", query),
    queryFn: () => api.listArchivedCompanies({ body: query }),
  });
}

export function useArchivedCompaniesList(query: ListQuery) {
  return useQuery({
    ...archivedCompaniesListQueryOptions(query),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
}

/** The same call for the CSV export's pages, outside the cache (500 rows a page). */
export function fetchArchivedCompaniesPage(query: ListQuery) {
  return api.listArchivedCompanies({ body: query });
}

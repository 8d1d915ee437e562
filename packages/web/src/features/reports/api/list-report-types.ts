import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { reportKeys } from "./report-keys";

/** The reports the caller may run (`GET /Report/GetAll`). */
export function reportCatalogueQueryOptions() {
  return queryOptions({
    queryKey: reportKeys.catalogue(),
    queryFn: () => api.listReportTypes(),
    staleTime: 5 * 60_000,
  });
}

export function useReportCatalogue() {
  return useQuery({ ...reportCatalogueQueryOptions(), retryOnMount: false });
}

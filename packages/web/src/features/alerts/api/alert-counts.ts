import type { AlertCountRequest } from "@rightsdesk/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { alertKeys } from "./alert-keys";

/** How many alerts each view holds under the filters (`POST /Alert/Count`), for the tabs. */
export function alertCountsQueryOptions(request: AlertCountRequest) {
  return queryOptions({
    queryKey: alertKeys.counts(request),
    queryFn: () => api.countAlerts({ body: request }),
  });
}

export function useAlertCounts(request: AlertCountRequest) {
  return useQuery({
    ...alertCountsQueryOptions(request),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
}

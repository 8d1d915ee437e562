import type { AlertListRequest } from "@rightsdesk/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { alertKeys } from "./alert-keys";

/** The alerts of a view (`POST /Alert/GetBy`): derived by the server on every call. */
export function alertListQueryOptions(request: AlertListRequest) {
  return queryOptions({
    queryKey: alertKeys.list(request),
    queryFn: () => api.listAlerts({ body: request }),
  });
}

export function useAlertList(request: AlertListRequest) {
  return useQuery({
    ...alertListQueryOptions(request),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
}

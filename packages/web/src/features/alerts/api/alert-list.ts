import type { AlertCursor, AlertListRequest } from "@rightsdesk/domain";
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { alertKeys } from "./alert-keys";

/**
 * A view's alerts a page at a time (`POST /Alert/GetBy`): each page starts after the last one's
 * cursor, so "Show more" never repeats or skips a row while marks change the list.
 */
export function alertPagesQueryOptions(request: Omit<AlertListRequest, "after">) {
  return infiniteQueryOptions({
    queryKey: alertKeys.pages(request),
    queryFn: ({ pageParam }) => api.listAlerts({ body: { ...request, after: pageParam } }),
    initialPageParam: null as AlertCursor | null,
    getNextPageParam: (page) => page.nextCursor,
  });
}

export function useAlertPages(request: Omit<AlertListRequest, "after">) {
  return useInfiniteQuery({
    ...alertPagesQueryOptions(request),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
}

import type { ListQuery } from "@rightsdesk/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { elementKeys } from "./element-keys";

/** One page of the active elements (`POST /Element/GetBy`). */
export function elementListQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: elementKeys.list("all", query),
    queryFn: () => api.listElements({ body: query }),
  });
}

export function useElementList(query: ListQuery) {
  return useQuery({
    ...elementListQueryOptions(query),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
}

/** The same call for the CSV export's pages, outside the cache. */
export function fetchElementPage(query: ListQuery) {
  return api.listElements({ body: query });
}

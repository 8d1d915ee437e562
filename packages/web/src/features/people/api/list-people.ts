import type { ListQuery } from "@rightsdesk/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { peopleKeys } from "./people-keys";

/** One page of the active people (`POST /People/GetBy`). */
export function peopleListQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: peopleKeys.list("all", query),
    queryFn: () => api.listPeople({ body: query }),
  });
}

export function usePeopleList(query: ListQuery) {
  return useQuery({
    ...peopleListQueryOptions(query),
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
    // The loader has already retried: a failure shows at once, with "Try again".
    retryOnMount: false,
  });
}

/** The same call for the CSV export's pages, outside the cache (500 rows a page). */
export function fetchPeoplePage(query: ListQuery) {
  return api.listPeople({ body: query });
}

import type { ListQuery } from "@rightsdesk/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { peopleKeys } from "./people-keys";

/** One page of the archived people (`POST /People/Archive/GetBy`). */
export function archivedPeopleListQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: peopleKeys.list("archive", query),
    queryFn: () => api.listArchivedPeople({ body: query }),
  });
}

export function useArchivedPeopleList(query: ListQuery) {
  return useQuery({
    ...archivedPeopleListQueryOptions(query),
    placeholderData: keepPreviousData,
    retryOnMount: false,
  });
}

/** The same call for the CSV export's pages, outside the cache (500 rows a page). */
export function fetchArchivedPeoplePage(query: ListQuery) {
  return api.listArchivedPeople({ body: query });
}

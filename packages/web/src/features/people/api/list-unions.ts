import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { peopleKeys } from "./people-keys";

/** The unions a person may belong to (`GET /Union/GetAll`); they change with a release, not a day. */
export function unionsQueryOptions() {
  return queryOptions({
    queryKey: peopleKeys.unions(),
    queryFn: () => api.listUnions(),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useUnions() {
  return useQuery(unionsQueryOptions());
}

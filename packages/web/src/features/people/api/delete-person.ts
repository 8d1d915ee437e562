import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { peopleKeys } from "./people-keys";

/** The records that point at a person (`GET /People/Dependants/{id}`): asked before a delete. */
export function personDependantsQueryOptions(personId: number) {
  return queryOptions({
    queryKey: peopleKeys.dependants(personId),
    queryFn: () => api.listPersonDependants({ params: { id: personId } }),
    staleTime: 0,
  });
}

export function usePersonDependants(personId: number, enabled: boolean) {
  return useQuery({ ...personDependantsQueryOptions(personId), enabled });
}

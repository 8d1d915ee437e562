import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { peopleKeys } from "./people-keys";

/** One person's profile (`POST /People/GetById/{id}`). */
export function personQueryOptions(personId: number) {
  return queryOptions({
    queryKey: peopleKeys.detail(personId),
    queryFn: () => api.getPersonById({ params: { id: personId } }),
  });
}

export function usePerson(personId: number) {
  // The loader has already retried: a failure shows at once, with "Try again".
  return useQuery({ ...personQueryOptions(personId), retryOnMount: false });
}

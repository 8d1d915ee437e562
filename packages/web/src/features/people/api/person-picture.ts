import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { peopleKeys } from "./people-keys";

/**
 * A person's whole picture (`GET /People/Picture/{id}`): their spots, contracts, use rights and
 * holding fees due. Under the person's detail key, so a change to them reads it again; it also
 * follows payments and rights made elsewhere, so it is read again when the page is opened.
 */
export function personPictureQueryOptions(personId: number) {
  return queryOptions({
    queryKey: [...peopleKeys.detail(personId), "picture"] as const,
    queryFn: () => api.getPersonPicture({ params: { id: personId } }),
    staleTime: 0,
  });
}

export function usePersonPicture(personId: number) {
  return useQuery(personPictureQueryOptions(personId));
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { elementKeys } from "./element-keys";

/** The assets and edit versions the element is in (`POST /Element/LinkedAssets/GetAll/{id}`). */
export function linkedAssetsQueryOptions(elementId: number) {
  return queryOptions({
    queryKey: elementKeys.linkedAssets(elementId),
    queryFn: () => api.listElementLinkedAssets({ params: { id: elementId } }),
  });
}

export function useLinkedAssets(elementId: number) {
  return useQuery(linkedAssetsQueryOptions(elementId));
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { elementKeys } from "./element-keys";

/** One element with its status and the licence that ends it first (`POST /Element/GetById/{id}`). */
export function elementQueryOptions(elementId: number) {
  return queryOptions({
    queryKey: elementKeys.detail(elementId),
    queryFn: () => api.getElementById({ params: { id: elementId } }),
  });
}

export function useElement(elementId: number) {
  return useQuery({ ...elementQueryOptions(elementId), retryOnMount: false });
}

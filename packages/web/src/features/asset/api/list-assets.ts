import type { ListQuery } from "@rightsdesk/domain";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { assetKeys } from "./asset-keys";

const flag = (value: boolean) => (value ? "true" : "false");

/** One page of the active assets (`POST /Asset/GetBy`), edit versions too when asked. */
export function assetListQueryOptions(query: ListQuery, includeEditVersion: boolean) {
  return queryOptions({
    queryKey: assetKeys.list("all", includeEditVersion, query),
    queryFn: () => api.listAssets({ query: { includeEditVersion: flag(includeEditVersion) }, body: query }),
  });
}

export function useAssetList(query: ListQuery, includeEditVersion: boolean) {
  return useQuery({
    ...assetListQueryOptions(query, includeEditVersion),
    // The previous page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
    // The loader has already retried: a failure shows at once, with "Try again".
    retryOnMount: false,
  });
}

/** The same call for the CSV export's pages, outside the cache. */
export function fetchAssetPage(includeEditVersion: boolean) {
  return (query: ListQuery) =>
    api.listAssets({ query: { includeEditVersion: flag(includeEditVersion) }, body: query });
}

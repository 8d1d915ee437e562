import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { assetKeys } from "./asset-keys";

/** One asset or edit version (`POST /Asset/GetById/{id}`). */
export function assetQueryOptions(assetId: number) {
  return queryOptions({
    queryKey: assetKeys.detail(assetId),
    queryFn: () => api.getAssetById({ params: { id: assetId } }),
  });
}

export function useAsset(assetId: number) {
  // The loader has already retried: a failure shows at once, with "Try again".
  return useQuery({ ...assetQueryOptions(assetId), retryOnMount: false });
}

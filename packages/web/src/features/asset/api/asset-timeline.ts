import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { assetKeys } from "./asset-keys";

/** The expiration dashboard: every item that can end the asset (`GET /Asset/Timeline/{id}`). */
export function assetTimelineQueryOptions(assetId: number) {
  return queryOptions({
    queryKey: assetKeys.timeline(assetId),
    queryFn: () => api.getAssetTimeline({ params: { id: assetId } }),
  });
}

export function useAssetTimeline(assetId: number) {
  return useQuery(assetTimelineQueryOptions(assetId));
}

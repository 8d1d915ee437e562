import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownedQueryOptions } from "../../../ui/records/record-queries";
import { assetKeys } from "./asset-keys";

/** The expiration dashboard: every item that can end the asset (`GET /Asset/Timeline/{id}`). */
export const assetTimelineQueryOptions = ownedQueryOptions(assetKeys.timeline, (id) =>
  api.getAssetTimeline({ params: { id } }),
);

export function useAssetTimeline(assetId: number) {
  return useQuery(assetTimelineQueryOptions(assetId));
}

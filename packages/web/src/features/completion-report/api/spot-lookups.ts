import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { completionReportKeys } from "./completion-report-keys";

/** The edit versions of a spot, in version order (`POST /Asset/EditVersion/GetAll/{id}`). */
export function editVersionsQueryOptions(assetId: number) {
  return queryOptions({
    queryKey: completionReportKeys.editVersions(assetId),
    queryFn: async () => {
      const answer = await api.listEditVersions({ params: { id: assetId }, body: {} });
      return answer.records.filter((version) => version.id !== assetId);
    },
  });
}

/** The spot's edit versions, once a spot is chosen. */
export function useEditVersions(assetId: number | null) {
  return useQuery({ ...editVersionsQueryOptions(assetId ?? 0), enabled: assetId !== null });
}

/** One spot, for the add page opened from a spot's page (`?assetId=7`). */
export function useSpot(assetId: number | null) {
  return useQuery({
    queryKey: ["assets", "detail", assetId ?? 0],
    queryFn: () => api.getAssetById({ params: { id: assetId ?? 0 } }),
    enabled: assetId !== null,
  });
}

import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, backgroundApi } from "../../../lib/api-client";
import { completionReportKeys } from "./completion-report-keys";

const lookupPage = (property: string, term: string) => ({
  filters: term ? [{ property, operator: "cn" as const, value: term }] : [],
  sortField: "title",
  sortDescending: false,
  pageNumber: 0,
  pageSize: 20,
});

/**
 * Base spots whose title or Ad-ID contains `search`, for the spot picker (`POST /Asset/GetBy`,
 * which leaves edit versions out). Asked as the user types, so quietly.
 */
export function spotLookupQueryOptions(search: string) {
  const term = search.trim();
  return {
    queryKey: completionReportKeys.spotLookup(term),
    queryFn: async () => {
      const [byTitle, byAdId] = await Promise.all([
        backgroundApi.listAssets({ query: {}, body: lookupPage("title", term) }),
        term ? backgroundApi.listAssets({ query: {}, body: lookupPage("adId", term) }) : null,
      ]);
      const seen = new Set<number>();
      return [...(byAdId?.records ?? []), ...byTitle.records].filter((asset) =>
        seen.has(asset.id) ? false : (seen.add(asset.id), true),
      );
    },
    staleTime: 30_000,
  };
}

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

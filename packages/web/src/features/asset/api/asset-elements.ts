import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, backgroundApi } from "../../../lib/api-client";
import { assetKeys } from "./asset-keys";

/** The elements linked to an asset (`POST /Asset/Element/List/{assetId}`). */
export function assetElementsQueryOptions(assetId: number) {
  return queryOptions({
    queryKey: assetKeys.elements(assetId),
    queryFn: () => api.listAssetElements({ params: { assetId } }),
  });
}

export function useAssetElements(assetId: number) {
  return useQuery(assetElementsQueryOptions(assetId));
}

/**
 * Elements whose title contains `search`, for the element picker (`POST /Element/GetBy`), asked
 * quietly as the user types.
 */
export function elementLookupQueryOptions(search: string) {
  return {
    queryKey: assetKeys.elementLookup(search),
    queryFn: async () => {
      const page = await backgroundApi.listElements({
        body: {
          filters: search ? [{ property: "title", operator: "cn", value: search }] : [],
          sortField: "title",
          sortDescending: false,
          pageNumber: 0,
          pageSize: 20,
        },
      });
      return page.records;
    },
    staleTime: 30_000,
  };
}

/** A link changes what ends the asset: the asset, its rights tracker and log follow. */
function useInvalidateLinks(assetId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assetKeys.detail(assetId), exact: true }),
      queryClient.invalidateQueries({ queryKey: assetKeys.rights(assetId) }),
      queryClient.invalidateQueries({ queryKey: assetKeys.logs(assetId) }),
      queryClient.invalidateQueries({ queryKey: assetKeys.lists() }),
    ]);
}

/** `POST /Asset/Element/Link/{assetId}` */
export function useLinkAssetElement(assetId: number) {
  const invalidate = useInvalidateLinks(assetId);
  return useMutation({
    mutationFn: (elementId: number) => api.linkAssetElement({ params: { assetId }, body: { elementId } }),
    onSuccess: invalidate,
    meta: { errorHandling: "local" },
  });
}

/** `DELETE /Asset/Element/{assetId}/{elementId}` */
export function useUnlinkAssetElement(assetId: number) {
  const invalidate = useInvalidateLinks(assetId);
  return useMutation({
    mutationFn: (elementId: number) => api.unlinkAssetElement({ params: { assetId, elementId } }),
    onSuccess: invalidate,
    meta: { errorHandling: "local" },
  });
}

import { useQuery } from "@tanstack/react-query";
import { api, backgroundApi } from "../../../lib/api-client";
import { ownedQueryOptions } from "../../../ui/records/record-queries";
import { assetKeys, useAssetRightsChange } from "./asset-keys";

/** The elements linked to an asset (`POST /Asset/Element/List/{assetId}`). */
export const assetElementsQueryOptions = ownedQueryOptions(assetKeys.elements, (assetId) =>
  api.listAssetElements({ params: { assetId } }),
);

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

/** `POST /Asset/Element/Link/{assetId}` */
export function useLinkAssetElement(assetId: number) {
  return useAssetRightsChange(assetId, (elementId: number) =>
    api.linkAssetElement({ params: { assetId }, body: { elementId } }),
  );
}

/** `DELETE /Asset/Element/{assetId}/{elementId}` */
export function useUnlinkAssetElement(assetId: number) {
  return useAssetRightsChange(assetId, (elementId: number) =>
    api.unlinkAssetElement({ params: { assetId, elementId } }),
  );
}

import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownedQueryOptions } from "../../../ui/records/record-queries";
import { assetKeys, useAssetRightsChange } from "./asset-keys";

/** The elements linked to an asset (`POST /Asset/Element/List/{assetId}`). */
export const assetElementsQueryOptions = ownedQueryOptions(assetKeys.elements, (assetId) =>
  api.listAssetElements({ params: { assetId } }),
);

export function useAssetElements(assetId: number) {
  return useQuery(assetElementsQueryOptions(assetId));
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

import type { AssetUseRightAddRequest, AssetUseRightUpdateRequest } from "@rightsdesk/domain";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { ownedQueryOptions } from "../../../ui/records/record-queries";
import { assetKeys, useAssetRightsChange } from "./asset-keys";

/** The asset's use rights, by cycle start (`POST /Asset/UseRight/GetAll/{assetId}`). */
export const assetUseRightsQueryOptions = ownedQueryOptions(assetKeys.useRights, (assetId) =>
  api.listAssetUseRights({ params: { assetId } }),
);

export function useAssetUseRights(assetId: number) {
  return useQuery(assetUseRightsQueryOptions(assetId));
}

/** `POST /Asset/UseRight/Save/{assetId}` */
export function useAddAssetUseRight(assetId: number) {
  return useAssetRightsChange(assetId, (body: AssetUseRightAddRequest) =>
    api.addAssetUseRight({ params: { assetId }, body }),
  );
}

/** `PUT /Asset/UseRight/{useRightId}` with the version the right was loaded at. */
export function useUpdateAssetUseRight(assetId: number) {
  return useAssetRightsChange(
    assetId,
    ({ useRightId, body }: { useRightId: number; body: AssetUseRightUpdateRequest }) =>
      api.updateAssetUseRight({ params: { useRightId }, body }),
  );
}

/** `DELETE /Asset/UseRight/{useRightId}` */
export function useDeleteAssetUseRight(assetId: number) {
  return useAssetRightsChange(assetId, (useRightId: number) =>
    api.deleteAssetUseRight({ params: { useRightId } }),
  );
}

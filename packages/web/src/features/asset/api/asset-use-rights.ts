import type { AssetUseRightAddRequest, AssetUseRightUpdateRequest } from "@rightsdesk/domain";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { assetKeys } from "./asset-keys";

/** The asset's use rights, by cycle start (`POST /Asset/UseRight/GetAll/{assetId}`). */
export function assetUseRightsQueryOptions(assetId: number) {
  return queryOptions({
    queryKey: assetKeys.useRights(assetId),
    queryFn: () => api.listAssetUseRights({ params: { assetId } }),
  });
}

export function useAssetUseRights(assetId: number) {
  return useQuery(assetUseRightsQueryOptions(assetId));
}

/** A use right changes the asset's status and what ends it first: the asset, its rights and log. */
function useInvalidateRights(assetId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: assetKeys.detail(assetId), exact: true }),
      queryClient.invalidateQueries({ queryKey: assetKeys.rights(assetId) }),
      queryClient.invalidateQueries({ queryKey: assetKeys.logs(assetId) }),
      queryClient.invalidateQueries({ queryKey: assetKeys.lists() }),
    ]);
}

/** `POST /Asset/UseRight/Save/{assetId}` */
export function useAddAssetUseRight(assetId: number) {
  const invalidate = useInvalidateRights(assetId);
  return useMutation({
    mutationFn: (body: AssetUseRightAddRequest) => api.addAssetUseRight({ params: { assetId }, body }),
    onSuccess: invalidate,
    meta: { errorHandling: "local" },
  });
}

/** `PUT /Asset/UseRight/{useRightId}` with the version the right was loaded at. */
export function useUpdateAssetUseRight(assetId: number) {
  const invalidate = useInvalidateRights(assetId);
  return useMutation({
    mutationFn: ({ useRightId, body }: { useRightId: number; body: AssetUseRightUpdateRequest }) =>
      api.updateAssetUseRight({ params: { useRightId }, body }),
    onSuccess: invalidate,
    meta: { errorHandling: "local" },
  });
}

/** `DELETE /Asset/UseRight/{useRightId}` */
export function useDeleteAssetUseRight(assetId: number) {
  const invalidate = useInvalidateRights(assetId);
  return useMutation({
    mutationFn: (useRightId: number) => api.deleteAssetUseRight({ params: { useRightId } }),
    onSuccess: invalidate,
    meta: { errorHandling: "local" },
  });
}
